import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/client.ts';

/** How long a city name is trusted before it is read again (reference data changes with a deploy, if ever). */
const TTL_MS = 10 * 60_000;

interface Known {
  city: string | null;
  until: number;
}

/** One cache per database (tests open many in one process). */
const caches = new WeakMap<Db, Map<string, Known>>();

/**
 * City names of airports by IATA code, from reference data kept in memory for a while: joining the airports table
 * twice per event was more than half of PostgreSQL's work for a month of events (issue 18). Codes not known yet (or
 * known too long) are read in one query; a code without an airport gets null.
 */
export async function airportCities(db: Db, codes: Iterable<string>): Promise<Map<string, string | null>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const result = new Map<string, string | null>();
  const missing: string[] = [];
  for (const code of codes) {
    if (result.has(code)) continue;
    const known = cache.get(code);
    if (known && known.until > now) result.set(code, known.city);
    else {
      result.set(code, null);
      missing.push(code);
    }
  }
  if (missing.length > 0) {
    const rows = await namedQuery(
      db,
      'airport_cities',
      'select iata, city from airports where iata = any($1::varchar[])',
      [missing],
    );
    // Only airports found are kept: a code the reference data lacks today may be added tomorrow.
    for (const [code, city] of rows as [string, string | null][]) {
      result.set(code, city);
      cache.set(code, { city, until: now + TTL_MS });
    }
  }
  return result;
}
