import { describe, expect, it } from 'vitest';
import { legsReadLocal, legsReadLocalAtBase } from './block-zone.ts';

const leg = (date: string, from: string, dep: string, to: string, arr: string) => ({
  date,
  from,
  to,
  dep: { time: dep, shift: 0 },
  arr: { time: arr, shift: 0 },
});

describe('local or UTC from the block times', () => {
  it('reads local when the blocks fit the distances only in local time', () => {
    // SLC 17:59 MDT → DFW 21:29 CDT is 2:30 (3:30 read as UTC); BUR 12:40 PDT → SLC 15:40 MDT is 2:00.
    expect(
      legsReadLocal([
        leg('2026-05-02', 'SLC', '17:59', 'DFW', '21:29'),
        leg('2026-05-04', 'BUR', '12:40', 'SLC', '15:40'),
      ]),
    ).toBe(true);
  });

  it('reads UTC when the blocks fit as printed, and decides nothing from one leg or same-zone legs', () => {
    expect(
      legsReadLocal([
        leg('2025-07-01', 'AMS', '06:00', 'JFK', '14:15'),
        leg('2025-07-02', 'JFK', '22:00', 'AMS', '05:25'),
      ]),
    ).toBe(false);
    expect(legsReadLocal([leg('2026-05-02', 'SLC', '17:59', 'DFW', '21:29')])).toBe(false);
    expect(
      legsReadLocal([
        leg('2026-05-03', 'SEA', '19:40', 'SNA', '22:21'),
        leg('2026-05-03', 'SEA', '19:40', 'SNA', '22:21'),
      ]),
    ).toBe(false);
  });

  it('leaves times that carry their own zone cue alone', () => {
    const cued = {
      ...leg('2026-05-02', 'SLC', '17:59', 'DFW', '21:29'),
      dep: { time: '17:59', shift: 0, zone: 'utc' as const },
    };
    expect(legsReadLocal([cued, cued])).toBe(false);
  });
});

describe('local at the crew base', () => {
  // SLC → IDA → SLC: both Mountain time, so the blocks cannot tell local from UTC.
  const trip = [
    leg('2026-04-12', 'SLC', '17:26', 'IDA', '18:17'),
    leg('2026-04-13', 'IDA', '05:37', 'SLC', '06:36'),
  ];

  it('reads a trip from and back to one airport local when nothing mentions UTC', () => {
    expect(legsReadLocalAtBase(trip, false)).toBe(true);
    expect(legsReadLocalAtBase(trip, true)).toBe(false);
    expect(legsReadLocalAtBase(trip.slice(0, 1), false)).toBe(false);
  });

  it('lets legs that can tell decide, even when they fit neither reading', () => {
    // FRA → JFK in 6:00 and back in 12:00 fit neither way, but they could tell: the base rule does not apply.
    expect(
      legsReadLocalAtBase(
        [
          leg('2025-09-03', 'FRA', '07:00', 'JFK', '13:00'),
          leg('2025-09-04', 'JFK', '08:00', 'FRA', '20:00'),
        ],
        false,
      ),
    ).toBe(false);
  });
});
