/**
 * Local or UTC, decided by the legs themselves when the roster says nothing: a leg between airports in different
 * zones has a plausible block time (for its great-circle distance) in only one of the two readings. When nearly
 * every such leg fits only when read in each airport's local time, the roster's times are local. A block time the
 * row prints ("ORD SUX 18:39 20:21 ... 2:42") is surer than the estimate: it is the leg's length in one reading only.
 */
import { utcToEpoch, zonedToEpoch } from '../time.ts';
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
function legVotes(legs: LegTimes[]): {
  local: number;
  utc: number;
  telling: number;
  printedLocal: number;
  printedUtc: number;
} {
  let local = 0;
  let utc = 0;
  let telling = 0;
  let printedLocal = 0;
  let printedUtc = 0;
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
      if (localPrinted) {
        local++;
        printedLocal++;
      } else {
        utc++;
        printedUtc++;
      }
      continue;
    }
    const est = estimate(km);
    // The reading nearer the estimate votes, when it fits at all.
    const localNearer = Math.abs(asLocal - est) < Math.abs(asUtc - est);
    if (localNearer && fitsBlock(asLocal, est)) local++;
    else if (!localNearer && fitsBlock(asUtc, est)) utc++;
  }
  return { local, utc, telling, printedLocal, printedUtc };
}

/**
 * The legs' printed block times say UTC: two or more legs between zones whose printed block is their length only when
 * read as UTC, none only when read local. A "local" the roster seems to state gives way to it (a footnote's "(Local
 * time Homebase)" about when a month's hours start).
 */
export function printedBlocksSayUtc(legs: LegTimes[]): boolean {
  const { printedLocal, printedUtc } = legVotes(legs);
  return printedUtc >= 2 && printedLocal === 0;
}

/** True when the legs' times only make sense as local times (at least two legs, three for each one that fits UTC better). */
export function legsReadLocal(legs: LegTimes[]): boolean {
  const { local, utc } = legVotes(legs);
  return local >= 2 && local >= 3 * utc;
}

/** Minutes of the legs flown between midnight and 05:00 where they depart, their times read as UTC or as local. */
function nightMinutes(legs: LegTimes[], asUtc: boolean): number {
  let night = 0;
  for (const leg of legs.slice(0, 60)) {
    const zone = zoneOf(leg.from);
    if (!zone) continue;
    const { time } = leg.dep;
    // The departure's local clock: as printed, or the printed UTC moved by the zone's offset.
    const offset = asUtc ? (utcToEpoch(leg.date, time) - zonedToEpoch(leg.date, time, zone)) / 60 : 0;
    const start = clockMinutes(time) + offset;
    const length = mod(clockMinutes(leg.arr.time) - clockMinutes(time));
    for (let m = start; m < start + length; m++) if (mod(m) < 300) night++;
  }
  return night;
}

/**
 * Local or UTC for a roster that says neither: the legs' own evidence (legsReadLocal). When no leg can tell (all
 * within one zone), legs on a roster that never mentions UTC read local when they start and end at one airport (a
 * trip from and back to the crew base), as any roster printed for a base does (index.ts: a "Base:" line), or when
 * read as UTC they would mostly fly between midnight and 05:00 where they depart and read local they would not (a
 * day of domestic legs far from UTC, a Chinese crew portal's).
 */
export function legsReadLocalAtBase(legs: LegTimes[], mentionsUtc: boolean): boolean {
  const { local, utc, telling } = legVotes(legs);
  if (local >= 2 && local >= 3 * utc) return true;
  if (mentionsUtc || telling > 0 || legs.length < 2) return false;
  const first = legs[0];
  const last = legs.at(-1);
  if (first && first.from === last?.to) return true;
  const nightAsUtc = nightMinutes(legs, true);
  return nightAsUtc >= 60 && nightMinutes(legs, false) * 4 <= nightAsUtc;
}

/**
 * The one clock of a roster that names none and never mentions UTC, when its legs keep one clock (those between
 * zones fit their distance only when both times are on the same clock: MAO 19:14 - GRU 22:57 is 3:43, not the
 * 2:43 of station-local times) and they start and end at one airport (from and back to the crew base): the base's
 * clock, as for legs that cannot tell (legsReadLocalAtBase) — a crew system that never says UTC prints its base's
 * time, at every station. Null when the legs do not tell or fit local times.
 */
export function homeClock(legs: LegTimes[], mentionsUtc: boolean): string | null {
  if (mentionsUtc || legs.length < 2) return null;
  const { local, utc } = legVotes(legs);
  if (utc < 2 || utc < 3 * local) return null;
  const home = legs[0]?.from;
  return home && home === legs.at(-1)?.to ? zoneOf(home) : null;
}
