/**
 * Stable keys for exported duties: the same duty gets the same key on every export and after a re-upload of the
 * roster (the database id changes then), so calendar apps and logbooks update an entry instead of adding a copy.
 * A flight is known by its UTC date, flight number and departure airport; another duty by its UTC date, type and
 * code. Twins on one day (rare) are told apart by their order.
 */
import { createHash } from 'node:crypto';
import type { RosterEvent } from '@crewroster/shared/schemas';

const FLIGHT = 2;
const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The parts of a duty its key is made of (stored events and freshly read ones alike). */
export interface DutyKeyParts {
  type: number;
  /** Flight number for flights, otherwise the duty's title. */
  title: string;
  /** The roster's own code of a non-flying duty. */
  code: string | null;
  /** UTC epoch seconds. */
  startTs: number;
  departure: string | null;
}

/** Day, then flight number and departure (flights) or type and code (other duties); twins share it. */
export function naturalDutyKey(d: DutyKeyParts): string {
  const day = utcDay(d.startTs);
  if (d.type === FLIGHT)
    return `${day}|flight|${d.title.replace(/\s+/g, '').toUpperCase()}|${d.departure ?? ''}`;
  return `${day}|${d.type}|${(d.code ?? d.title).trim().toUpperCase()}`;
}

const naturalKey = (e: RosterEvent) =>
  naturalDutyKey({
    type: e.dutyType,
    title: e.dutyTitle,
    code: e.dutyNonFlyCode,
    startTs: e.dutyStartTimestamp,
    departure: e.departure.IATA,
  });

/** dutyId → stable key (hex), for a list ordered by start. */
export function dutyKeys(events: readonly RosterEvent[]): Map<number, string> {
  const seen = new Map<string, number>();
  const keys = new Map<number, string>();
  for (const e of events) {
    const natural = naturalKey(e);
    const n = seen.get(natural) ?? 0;
    seen.set(natural, n + 1);
    const hash = createHash('sha256').update(`${natural}|${n}`).digest('hex').slice(0, 20);
    keys.set(e.dutyId, hash);
  }
  return keys;
}
