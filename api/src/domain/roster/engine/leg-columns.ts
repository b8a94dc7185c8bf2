/**
 * What a roster's legs, taken together, say about their columns and zone: departure and arrival printed swapped,
 * or a UTC date-time printed beside local times.
 */
import { utcToEpoch } from '../time.ts';
import { distanceKm } from './airports.ts';
import type { RowFacts, TimeFact } from './row.ts';
import { clockMinutes } from './tokens.ts';
import { wallIn, zoneOf } from './zone.ts';

/** A leg as assemble.ts collects it: its row's facts, date, times and airports. */
export interface LegItem {
  f: RowFacts;
  date: string;
  dep?: TimeFact;
  arr?: TimeFact;
  from?: string | null;
  to?: string | null;
}

/**
 * Departure and arrival columns swapped by their labels: when nearly every leg's block time (arrival minus
 * departure) is impossible for its distance and the reverse fits, the two columns are read the other way round.
 */
export function fixSwappedColumns(legs: LegItem[]): void {
  let checked = 0;
  let wrong = 0;
  let reversedFits = 0;
  for (const leg of legs) {
    if (!leg.dep || !leg.arr || !leg.from || !leg.to || leg.dep.zone !== leg.arr.zone) continue;
    const km = distanceKm(leg.from, leg.to);
    if (km === null) continue;
    const est = 30 + km / 13.3;
    const d = (((clockMinutes(leg.arr.time) - clockMinutes(leg.dep.time)) % 1440) + 1440) % 1440;
    const r = (1440 - d) % 1440;
    checked++;
    if (Math.abs(d - est) > Math.max(90, est * 0.35)) wrong++;
    if (Math.abs(r - est) <= Math.max(60, est * 0.25)) reversedFits++;
  }
  if (checked < 3 || wrong < checked * 0.8 || reversedFits < checked * 0.8) return;
  for (const leg of legs) {
    const { dep, arr } = leg;
    if (!dep || !arr) continue;
    leg.dep = { ...arr, role: 'dep' };
    leg.arr = { ...dep, role: 'arr' };
    const f = leg.f;
    f.times = f.times.map((t) => (t === dep ? leg.arr : t === arr ? leg.dep : t) as TimeFact);
  }
}

/**
 * A date-time printed with each leg ("6/1/2015 11:25 AM") that differs from its departure time by the departure
 * airport's or the base's UTC offset: that date-time is UTC, and the printed times are in that zone.
 */
export function inferZoneFromDateTime(
  legs: LegItem[],
  docBase: string | null,
): { kind: 'dep' } | { kind: 'base'; base: string } | null {
  const withTime = legs.filter((l) => l.f.dateTime && l.dep && l.dep.time !== l.f.dateTime);
  if (withTime.length < 2 || withTime.length < legs.length * 0.5) return null;
  const counts = new Map<string, number>();
  for (const l of legs)
    for (const a of [l.from, l.to, l.f.base]) if (a) counts.set(a, (counts.get(a) ?? 0) + 1);
  const base =
    legs.find((l) => l.f.base)?.f.base ??
    docBase ??
    [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ??
    null;
  let depMatches = 0;
  let baseMatches = 0;
  for (const l of withTime) {
    const utc = utcToEpoch(l.date, l.f.dateTime as string);
    const depZone = zoneOf(l.from);
    const baseZone = zoneOf(base);
    if (depZone && wallIn(utc, depZone) === l.dep?.time) depMatches++;
    if (baseZone && wallIn(utc, baseZone) === l.dep?.time) baseMatches++;
  }
  const need = withTime.length * 0.8;
  if (baseMatches >= need && baseMatches > depMatches && base) return { kind: 'base', base };
  if (depMatches >= need) return { kind: 'dep' };
  return null;
}
