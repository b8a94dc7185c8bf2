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

function naturalKey(e: RosterEvent): string {
  const day = utcDay(e.dutyStartTimestamp);
  if (e.dutyType === FLIGHT) {
    return `${day}|flight|${e.dutyTitle.replace(/\s+/g, '').toUpperCase()}|${e.departure.IATA ?? ''}`;
  }
  return `${day}|${e.dutyType}|${(e.dutyNonFlyCode ?? e.dutyTitle).trim().toUpperCase()}`;
}

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
