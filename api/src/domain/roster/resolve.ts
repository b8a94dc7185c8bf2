import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isLeg } from './engine/close-around-legs.ts';
import { utcToEpoch, zonedToEpoch } from './time.ts';
import type { ParsedDuty, Stamp } from './types.ts';

export interface AirportInfo {
  iata: string;
  city: string | null;
  country: string | null;
  region: string | null;
  latitude: number;
  longitude: number;
  timezone: string | null;
}

/** A duty ready to store: UTC seconds, airports upper-case IATA. */
export interface ResolvedEvent {
  type: number;
  title: string;
  subtitle: string | null;
  nonFlyCode: string | null;
  additional: string | null;
  startTs: number;
  endTs: number;
  allDay: boolean;
  departure: string | null;
  arrival: string | null;
}

const MIN_TS = Date.UTC(1970, 0, 2) / 1000;
const MAX_TS = Date.UTC(2100, 0, 1) / 1000;
/** Stored text: NUL and other control characters (PostgreSQL refuses NUL) become spaces; bounded length. */
const clip = (s: string | null | undefined, n: number) => (s ? s.replace(/\p{Cc}/gu, ' ').slice(0, n) : null);

export async function loadAirports(db: Db | Tx, codes: Iterable<string>): Promise<Map<string, AirportInfo>> {
  const list = [...new Set(codes)].filter((c) => /^[A-Z]{3}$/.test(c));
  const map = new Map<string, AirportInfo>();
  if (list.length === 0) return map;
  const result = (await db.execute(sql`
    select iata, city, country, region, latitude, longitude, timezone
    from airports where iata = any(${sql.param(list)}::varchar[])`)) as unknown as { rows: unknown[] };
  for (const row of result.rows as unknown as AirportInfo[]) map.set(row.iata, row);
  return map;
}

/**
 * Turns parsed duties into stored events: wall-clock times become UTC seconds with the zone they name
 * (an airport's zone from the airports table; UTC when the airport or its zone is unknown). A wall-clock end
 * before its start is the next day, and so is a later duty's start at a leg's moved end (the very stamp). Duties
 * outside 1970–2100 are dropped.
 */
export async function resolveDuties(db: Db | Tx, duties: ParsedDuty[]): Promise<ResolvedEvent[]> {
  const codes: string[] = [];
  for (const d of duties) {
    if (d.departure) codes.push(d.departure.toUpperCase());
    if (d.arrival) codes.push(d.arrival.toUpperCase());
    for (const s of [d.start, d.end])
      if (typeof s !== 'number' && s.zone.kind === 'airport') codes.push(s.zone.iata);
  }
  const airports = await loadAirports(db, codes);
  // A leg's end moved to the next day: a debrief or hotel the engine starts at that very stamp (the same object,
  // engine/close-around-legs.ts) starts then too, not a day before it.
  const moved = new Map<Stamp, number>();
  const toEpoch = (s: Stamp): number => {
    if (typeof s === 'number') return Math.floor(s);
    const next = moved.get(s);
    if (next !== undefined) return next;
    if (s.zone.kind === 'utc') return utcToEpoch(s.date, s.time);
    const zone = s.zone.kind === 'iana' ? s.zone.name : airports.get(s.zone.iata)?.timezone;
    return zone ? zonedToEpoch(s.date, s.time, zone) : utcToEpoch(s.date, s.time);
  };
  const events: ResolvedEvent[] = [];
  for (const d of duties) {
    const startTs = toEpoch(d.start);
    let endTs = toEpoch(d.end);
    if (!Number.isFinite(startTs) || !Number.isFinite(endTs)) continue;
    if (endTs < startTs && typeof d.end !== 'number') {
      endTs += 86_400;
      if (isLeg(d)) moved.set(d.end, endTs);
    }
    if (endTs < startTs) endTs = startTs;
    if (startTs < MIN_TS || endTs > MAX_TS) continue;
    const code = (v: string | null | undefined) => {
      const c = v?.trim().toUpperCase();
      return c && /^[A-Z]{3}$/.test(c) ? c : null;
    };
    events.push({
      type: d.type,
      title: clip(d.title, 200) || 'Duty',
      subtitle: clip(d.subtitle, 200),
      nonFlyCode: clip(d.nonFlyCode, 40),
      additional: clip(d.additional, 1000),
      startTs,
      endTs,
      allDay: d.allDay ?? false,
      departure: code(d.departure),
      arrival: code(d.arrival),
    });
  }
  return events;
}
