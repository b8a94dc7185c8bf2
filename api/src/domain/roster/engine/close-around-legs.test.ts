import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { ParsedDuty } from '../types.ts';
import { closeAroundLegs, type Ordered } from './close-around-legs.ts';

const at = (date: string, time: string) => ({ date, time, zone: { kind: 'airport' as const, iata: 'BKK' } });
const leg = (date: string, dep: string, arr: string): ParsedDuty => ({
  type: T.flight,
  title: '620',
  start: at(date, dep),
  end: at(date, arr),
  departure: 'BKK',
  arrival: 'BKK',
});
const report = (date: string, time: string): ParsedDuty => ({
  type: T.report,
  title: 'Report',
  start: at(date, time),
  end: at(date, time),
  departure: 'BKK',
  arrival: 'BKK',
});

describe('closing windows around legs', () => {
  it("takes a window whose legs follow it to those legs, not the day before's", () => {
    const before = leg('2023-10-01', '06:05', '09:30');
    const after = leg('2023-10-02', '07:42', '09:04');
    const order = (legsAfter: boolean): Ordered[] => [
      { duty: before, item: { date: '2023-10-01' } },
      { duty: report('2023-10-02', '06:50'), item: { date: '2023-10-02' }, role: 'window', legsAfter },
      { duty: after, item: { date: '2023-10-02' } },
    ];
    const marked = order(true);
    closeAroundLegs(marked);
    expect(marked[1]?.duty.end).toEqual(after.start);
    // Unmarked, a window takes the legs printed just before it (a pairing report prints them first).
    const plain = order(false);
    closeAroundLegs(plain);
    expect(plain[1]?.duty.end).toEqual(before.start);
  });
});
