/**
 * Local or UTC, decided by the legs themselves when the roster says nothing: a leg between airports in different
 * zones has a plausible block time (for its great-circle distance) in only one of the two readings. When nearly
 * every such leg fits only when read in each airport's local time, the roster's times are local. A block time the
 * row prints ("ORD SUX 18:39 20:21 ... 2:42") is surer than the estimate: it is the leg's length in one reading only.
 */
import { zonedToEpoch } from '../time.ts';
import { distanceKm } from './airports.ts';
import type { TimeFact } from './row.ts';
import { clockMinutes } from './tokens.ts';
import { zoneOf } from './zone.ts';

export interface LegTimes {
  date: string;
  from: string;
  to: string;
  dep: TimeFact;
  arr: TimeFact;
  /** Durations the leg's row prints (block, credit), in minutes. */
  printed?: number[];
}

const mod = (n: number) => ((n % 1440) + 1440) % 1440;

/** Block minutes a leg of this distance takes: taxi and climb plus cruise (the same estimate as leg-columns.ts). */
const estimate = (km: number) => 30 + km / 13.3;
/** Within a fifth of the estimate (40 min at least): a block time that fits the distance. */
const fitsBlock = (block: number, est: number) => Math.abs(block - est) <= Math.max(40, est * 0.2);

/** How many legs fit only when read local, how many only when read as UTC, and how many could tell at all. */
function legVotes(legs: LegTimes[]): { local: number; utc: number; telling: number } {
  let local = 0;
  let utc = 0;
  let telling = 0;
  for (const leg of legs.slice(0, 60)) {
    if (leg.dep.zone || leg.arr.zone) continue;
    const km = distanceKm(leg.from, leg.to);
    const fromZone = zoneOf(leg.from);
    const toZone = zoneOf(leg.to);
    if (km === null || !fromZone || !toZone) continue;
    const asUtc = mod(clockMinutes(leg.arr.time) - clockMinutes(leg.dep.time));
    const depEpoch = zonedToEpoch(leg.date, leg.dep.time, fromZone);
    const arrEpoch = zonedToEpoch(leg.date, leg.arr.time, toZone);
    const asLocal = mod(Math.round((arrEpoch - depEpoch) / 60));
    if (asLocal === asUtc) continue; // same offset: the leg cannot tell
    telling++;
    // A block time printed on the row that is the leg's duration in only one reading decides it.
    const printed = leg.printed ?? [];
    const localPrinted = printed.includes(asLocal);
    if (localPrinted !== printed.includes(asUtc)) {
      if (localPrinted) local++;
      else utc++;
      continue;
    }
    const est = estimate(km);
    // The reading nearer the estimate votes, when it fits at all.
    const localNearer = Math.abs(asLocal - est) < Math.abs(asUtc - est);
    if (localNearer && fitsBlock(asLocal, est)) local++;
    else if (!localNearer && fitsBlock(asUtc, est)) utc++;
  }
  return { local, utc, telling };
}

/** True when the legs' times only make sense as local times (at least two legs, three for each one that fits UTC better). */
export function legsReadLocal(legs: LegTimes[]): boolean {
  const { local, utc } = legVotes(legs);
  return local >= 2 && local >= 3 * utc;
}

/**
 * Local or UTC for a roster that says neither: the legs' own evidence (legsReadLocal). When no leg can tell (all
 * within one zone: a trip from and back to the crew base, a day of domestic legs), legs on a roster that never
 * mentions UTC read local, as any roster printed for a base does (index.ts: a "Base:" line).
 */
export function legsReadLocalAtBase(legs: LegTimes[], mentionsUtc: boolean): boolean {
  const { local, utc, telling } = legVotes(legs);
  if (local >= 2 && local >= 3 * utc) return true;
  return !mentionsUtc && telling === 0 && legs.length >= 2;
}

/**
 * The airport whose clock a roster prints every time in, abroad too (a Chinese crew portal prints Beijing time in
 * Bangkok and Nagoya): on a roster that never mentions UTC, the legs that can tell fit one clock for all (as UTC
 * would) better than each airport's own, and the first departure and the last arrival keep one clock, the base's.
 * Null when the legs say otherwise: their times are then UTC or local as legsReadLocalAtBase decides.
 */
export function baseClock(legs: LegTimes[], mentionsUtc: boolean): string | null {
  const first = legs[0];
  const last = legs.at(-1);
  if (mentionsUtc || !first || !last) return null;
  const { local, utc } = legVotes(legs);
  const zone = zoneOf(first.from);
  return utc > local && zone && zone === zoneOf(last.to) ? first.from : null;
}
