import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/client.ts';

/** How long a city name is trusted before it is read again (reference data changes with a deploy, if ever). */
export const AIRPORT_CITIES_TTL_MS = 10 * 60_000;

/** What the event list shows of an airport: its city, and its IANA time zone (times in local time, issue 15). */
export interface AirportPlace {
  city: string | null;
  timezone: string | null;
}

interface Known extends AirportPlace {
  until: number;
}

/** One cache per database (tests open many in one process). */
const caches = new WeakMap<Db, Map<string, Known>>();

/**
 * City names and time zones of airports by IATA code, from reference data kept in memory for a while: joining the airports table
 * twice per event was more than half of PostgreSQL's work for a month of events (issue 18). Codes not known yet (or
 * known too long) are read in one query; a code without an airport gets null.
 */
export async function airportCities(db: Db, codes: Iterable<string>): Promise<Map<string, AirportPlace>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const result = new Map<string, AirportPlace>();
  const missing: string[] = [];
  for (const code of codes) {
    if (result.has(code)) continue;
    const known = cache.get(code);
    if (known && known.until > now) result.set(code, { city: known.city, timezone: known.timezone });
    else {
      result.set(code, { city: null, timezone: null });
      missing.push(code);
    }
  }
  if (missing.length > 0) {
    const rows = await namedQuery(
      db,
      'airport_cities',
      'select iata, city, timezone from airports where iata = any($1::varchar[])',
      [missing],
    );
    // Only airports found are kept: a code the reference data lacks today may be added tomorrow.
    for (const [code, city, timezone] of rows as [string, string | null, string | null][]) {
      result.set(code, { city, timezone });
      cache.set(code, { city, timezone, until: now + AIRPORT_CITIES_TTL_MS });
    }
  }
  return result;
}
