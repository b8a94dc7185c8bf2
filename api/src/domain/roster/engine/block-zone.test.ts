import { describe, expect, it } from 'vitest';
import { homeClock, legsReadLocal, legsReadLocalAtBase } from './block-zone.ts';

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

  it('reads local when read as UTC the legs would fly in the small hours where they depart, and local they would not', () => {
    // SWA → SHA → CKG → SHA, all UTC+8 (a crew portal's day, api/test/roster-corpus/spring-crew-portal): as UTC the
    // last two legs would leave at 01:00 and 04:55 local.
    const day = [
      leg('2026-03-26', 'SWA', '08:00', 'SHA', '09:50'),
      leg('2026-03-26', 'SHA', '17:00', 'CKG', '19:50'),
      leg('2026-03-26', 'CKG', '20:55', 'SHA', '23:25'),
    ];
    expect(legsReadLocalAtBase(day, false)).toBe(true);
    expect(legsReadLocalAtBase(day, true)).toBe(false);
    // Daytime legs in one zone near UTC, not back where they began (Frankfurt, Munich, Hamburg): UTC stays.
    expect(
      legsReadLocalAtBase(
        [
          leg('2025-03-10', 'FRA', '06:00', 'MUC', '07:00'),
          leg('2025-03-10', 'MUC', '08:00', 'HAM', '09:15'),
        ],
        false,
      ),
    ).toBe(false);
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

describe('local or UTC from the block times a roster prints', () => {
  it('reads local when the printed blocks are the legs’ lengths only in local time', () => {
    // SUX 18:39 CDT → DEN 20:21 MDT: 2:42 local (1:42 as UTC), DEN 20:56 MDT → EAR 23:47 CDT: 1:51 local (2:51).
    const printed = [
      { ...leg('2026-07-02', 'SUX', '18:39', 'DEN', '20:21'), printed: [162, 162] },
      { ...leg('2026-07-02', 'DEN', '20:56', 'EAR', '23:47'), printed: [111, 111] },
    ];
    expect(legsReadLocal(printed)).toBe(true);
    // The same legs without their blocks: the estimate for the distance cannot tell.
    expect(legsReadLocal(printed.map(({ printed: _, ...l }) => l))).toBe(false);
  });

  it('reads UTC when the printed blocks are the times as printed', () => {
    expect(
      legsReadLocal([
        { ...leg('2026-07-02', 'SUX', '18:39', 'DEN', '20:21'), printed: [102] },
        { ...leg('2026-07-02', 'DEN', '20:56', 'EAR', '23:47'), printed: [171] },
      ]),
    ).toBe(false);
  });
});

describe('the home clock of legs that keep one clock (homeClock)', () => {
  // GRU (UTC-3) - MAO (UTC-4): 3:43 and 3:40 only when both times are on one clock.
  const trip = [
    leg('2026-06-11', 'GRU', '08:10', 'MAO', '11:50'),
    leg('2026-06-11', 'MAO', '19:14', 'GRU', '22:57'),
    leg('2026-06-12', 'GRU', '08:00', 'CGB', '10:15'),
    leg('2026-06-12', 'CGB', '18:57', 'GRU', '21:12'),
  ];

  it("reads the base's clock for a roster that never says UTC and flies from and back to one airport", () => {
    expect(homeClock(trip, false)).toBe('America/Sao_Paulo');
  });

  it('reads none when the roster mentions UTC, the legs fit local times, or do not return home', () => {
    expect(homeClock(trip, true)).toBeNull();
    expect(homeClock(trip.slice(0, 3), false)).toBeNull();
    expect(
      homeClock(
        [
          leg('2026-05-02', 'SLC', '17:59', 'DFW', '21:29'),
          leg('2026-05-04', 'DFW', '12:40', 'SLC', '13:10'),
        ],
        false,
      ),
    ).toBeNull();
  });
});
