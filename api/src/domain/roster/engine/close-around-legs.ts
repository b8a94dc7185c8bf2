/**
 * The last pass of assemble.ts: reports, debriefs and hotels printed with one time (or none) take their other end
 * from the legs around them, in the order the roster printed them.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import type { ParsedDuty, Stamp } from '../types.ts';
import { clockMinutes } from './tokens.ts';

/** A duty in roster order, with the row date it came from and what it still waits for from the legs around it. */
export interface Ordered {
  duty: ParsedDuty;
  item: { date: string };
  role?: 'report' | 'release' | 'hotel' | 'window';
  /** A window whose legs follow it (its row's cell printed them: cell-legs.ts), never those before. */
  legsAfter?: boolean;
}

export const isLeg = (d: ParsedDuty) => d.type === DUTY_TYPES.flight || d.type === DUTY_TYPES.positioning;

/** Closes reports, debriefs and hotels with the legs around them (in place). */
export function closeAroundLegs(order: Ordered[]): void {
  for (let i = 0; i < order.length; i++) {
    const entry = order[i];
    if (!entry?.role) continue;
    if (entry.role === 'window') {
      // The legs just before (a pairing report prints them first), else just after.
      let k = i - 1;
      while (k >= 0 && order[k]?.role === 'window') k--;
      let block: ParsedDuty[] = [];
      while (!entry.legsAfter && k >= 0 && order[k] && isLeg((order[k] as { duty: ParsedDuty }).duty))
        block.unshift((order[k--] as { duty: ParsedDuty }).duty);
      if (block.length === 0) {
        k = i + 1;
        while (k < order.length && order[k]?.role === 'window') k++;
        while (k < order.length && order[k] && isLeg((order[k] as { duty: ParsedDuty }).duty))
          block.push((order[k++] as { duty: ParsedDuty }).duty);
      }
      // Legs of another day are another duty's ("Release 11:30" on the 4th, the next legs on the 6th).
      if (block.some((d) => daysApart(d.start, entry.item.date) > 1)) block = [];
      const first = block[0];
      const last = block.at(-1);
      if (entry.duty.type === DUTY_TYPES.report && first) {
        entry.duty.end = first.start;
        entry.duty.departure = entry.duty.arrival = first.departure ?? entry.duty.departure ?? null;
        if (
          typeof entry.duty.start !== 'number' &&
          entry.duty.start.zone.kind === 'airport' &&
          first.departure
        )
          entry.duty.start = { ...entry.duty.start, zone: { kind: 'airport', iata: first.departure } };
      }
      if (entry.duty.type === DUTY_TYPES.debrief && last) {
        entry.duty.start = last.end;
        entry.duty.departure = entry.duty.arrival = last.arrival ?? entry.duty.departure ?? null;
        if (typeof entry.duty.end !== 'number' && entry.duty.end.zone.kind === 'airport' && last.arrival)
          entry.duty.end = { ...entry.duty.end, zone: { kind: 'airport', iata: last.arrival } };
      }
      continue;
    }
    if (entry.role === 'report') {
      const next = order.slice(i + 1, i + 12).find((e) => isLeg(e.duty));
      if (next) entry.duty.end = next.duty.start;
    } else if (entry.role === 'release') {
      const prev = [...order.slice(Math.max(0, i - 12), i)].reverse().find((e) => isLeg(e.duty));
      if (prev) entry.duty.start = prev.duty.end;
    } else {
      // A hotel lies between the leg that arrives at its station and the next duty: a roster may print the line
      // after a later leg ("SJC 14.31/HILTON SAN JOSE" below the next day's legs).
      const station = entry.duty.departure;
      const legsBefore: number[] = [];
      for (let k = i - 1; k >= Math.max(0, i - 12); k--)
        if (isLeg((order[k] as Ordered).duty)) legsBefore.push(k);
      const latest = legsBefore[0];
      const atStation = station ? legsBefore.find((k) => order[k]?.duty.arrival === station) : undefined;
      const prevAt = atStation ?? latest;
      const prev = prevAt === undefined ? undefined : order[prevAt];
      let next: Ordered | undefined;
      const after = atStation !== undefined && atStation !== latest ? atStation + 1 : i + 1;
      for (let k = after; k < Math.min(order.length, i + 50) && !next; k++) {
        const e = order[k];
        if (e && k !== i && (!e.role || e.role === 'report')) next = e;
      }
      if (prev) entry.duty.start = prev.duty.end;
      const from = entry.duty.start;
      if (next) entry.duty.end = next.duty.start;
      else if (typeof from !== 'number') {
        const at = (clockMinutes(from.time) + 12 * 60) % 1440;
        entry.duty.end = {
          ...from,
          time: `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
        };
      } else entry.duty.end = from + 12 * 3600;
    }
  }
}

/** Whole days between a stamp's date and a row's date (0 for an epoch, which carries no printed date). */
function daysApart(at: Stamp | number, date: string): number {
  if (typeof at === 'number') return 0;
  return Math.abs(Date.parse(`${at.date}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
}
