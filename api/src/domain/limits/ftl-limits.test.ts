/**
 * Worked examples at each window's edge: what counts on the window's first day (and only the part of a duty that
 * straddles into it), 1 minute under the limit vs 1 minute over, exactly the limit still allowed.
 */
import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { addDays, zonedToEpoch } from '../roster/time.ts';
import { computeLimits, dutyPeriods, flightIntervals, type LimitEvent } from './ftl-limits.ts';

const H = 3600;
const M = 60;
const at = (iso: string) => Date.parse(iso) / 1000;
const ev = (type: number, start: number, seconds: number, allDay = false): LimitEvent => ({
  type,
  start,
  end: start + seconds,
  allDay,
});
/** `total` seconds of `type` as 10-hour duties, one a day from `from` (the last one shorter). */
function fill(type: number, from: number, total: number): LimitEvent[] {
  const out: LimitEvent[] = [];
  for (let left = total, start = from; left > 0; left -= 10 * H, start += 24 * H)
    out.push(ev(type, start, Math.min(10 * H, left)));
  return out;
}
const limit = (events: LimitEvent[], ruleSet: 'easa' | 'faa', now: number, id: string, zone = 'UTC') => {
  const found = computeLimits(events, { ruleSet, now, zone }).limits.find((l) => l.id === id);
  if (!found) throw new Error(`no limit ${id}`);
  return found;
};

describe('duty periods and flight time', () => {
  it('on-duty events under 10 hours apart are one period, breaks included; 10 hours apart is rest', () => {
    const day = at('2026-03-10T00:00:00Z');
    const periods = dutyPeriods([
      ev(T.report, day + 5 * H, H), // 05:00–06:00
      ev(T.flight, day + 6 * H, 2 * H), // 06:00–08:00
      ev(T.flight, day + 17 * H + 59 * M, 2 * H), // 9:59 later: the same period
      ev(T.debrief, day + 20 * H, 30 * M), // ends 20:30
      ev(T.standby, day + 30 * H + 30 * M, 4 * H), // exactly 10:00 after: a new period
    ]);
    expect(periods).toEqual([
      { start: day + 5 * H, end: day + 20 * H + 30 * M, flying: true },
      { start: day + 30 * H + 30 * M, end: day + 34 * H + 30 * M, flying: false },
    ]);
  });

  it('days off, layovers, hotels, leave and all-day entries are not duty', () => {
    const day = at('2026-03-10T00:00:00Z');
    expect(
      dutyPeriods([
        ev(T.dayOff, day, 24 * H),
        ev(T.layover, day, 20 * H),
        ev(T.hotel, day, 20 * H),
        ev(T.personal, day, 8 * H),
        ev(T.course, day, 24 * H, true),
      ]),
    ).toEqual([]);
  });

  it('flight time is operating sectors only, overlapping entries counted once; a deadhead is duty', () => {
    const day = at('2026-03-10T06:00:00Z');
    const events = [
      ev(T.flight, day, 2 * H),
      ev(T.flight, day + H, 2 * H),
      ev(T.positioning, day + 4 * H, 3 * H),
    ];
    expect(flightIntervals(events)).toEqual([{ start: day, end: day + 3 * H }]);
    expect(dutyPeriods(events)).toEqual([{ start: day, end: day + 7 * H, flying: true }]);
  });
});

/**
 * Day windows ending 14 Mar 2026 (or 14 Dec for the calendar year), as of that day: a 10-hour flight or duty
 * straddles the window's first midnight (5 hours inside), and the rest fills the window to 1 minute under the
 * limit; 2 more minutes on the last day go over on that day.
 */
const DAY_WINDOWS: {
  ruleSet: 'easa' | 'faa';
  id: string;
  type: number;
  day: string;
  first: string;
  max: number;
}[] = [
  { ruleSet: 'easa', id: 'easa-duty-7d', type: T.standby, day: '2026-03-14', first: '2026-03-08', max: 60 },
  {
    ruleSet: 'easa',
    id: 'easa-duty-14d',
    type: T.simulator,
    day: '2026-03-14',
    first: '2026-03-01',
    max: 110,
  },
  { ruleSet: 'easa', id: 'easa-duty-28d', type: T.flight, day: '2026-03-14', first: '2026-02-15', max: 190 },
  {
    ruleSet: 'easa',
    id: 'easa-flight-28d',
    type: T.flight,
    day: '2026-03-14',
    first: '2026-02-15',
    max: 100,
  },
  {
    ruleSet: 'easa',
    id: 'easa-flight-year',
    type: T.flight,
    day: '2026-12-14',
    first: '2026-01-01',
    max: 900,
  },
  {
    ruleSet: 'easa',
    id: 'easa-flight-12m',
    type: T.flight,
    day: '2026-03-14',
    first: '2025-04-01',
    max: 1000,
  },
  {
    ruleSet: 'faa',
    id: 'faa-flight-365d',
    type: T.flight,
    day: '2026-03-14',
    first: '2025-03-15',
    max: 1000,
  },
];

describe.each(DAY_WINDOWS)('$id: window $first – $day', ({ ruleSet, id, type, day, first, max }) => {
  for (const zone of ['UTC', 'Europe/Amsterdam']) {
    const local = (date: string, time: string) => zonedToEpoch(date, time, zone);
    const edge = local(first, '00:00');
    const base = [ev(type, edge - 5 * H, 10 * H), ...fill(type, edge + 24 * H, max * H - 5 * H - M)];
    const now = local(day, '12:00');

    it(`1 minute under the limit is within it (${zone} days)`, () => {
      expect(base.at(-1)?.end).toBeLessThanOrEqual(local(day, '23:00'));
      const l = limit(base, ruleSet, now, id, zone);
      expect(l).toMatchObject({ max: max * 60, value: max * 60 - 1, exceededOn: null });
      expect(l.projected).toBe(max * 60 - 1);
    });

    it(`exactly the limit is allowed; 1 minute over goes over that day (${zone} days)`, () => {
      const exact = [...base, ev(type, local(day, '23:00'), M)];
      expect(limit(exact, ruleSet, now, id, zone)).toMatchObject({ value: max * 60, exceededOn: null });
      const over = [...base, ev(type, local(day, '23:00'), 2 * M)];
      expect(limit(over, ruleSet, now, id, zone)).toMatchObject({ value: max * 60 + 1, exceededOn: day });
    });

    it(`the day after, the straddling part has left the window (${zone} days)`, () => {
      const next = limit(base, ruleSet, local(addDays(day, 1), '12:00'), id, zone);
      const calendar = id === 'easa-flight-year' || id === 'easa-flight-12m';
      expect(next.value).toBe(calendar ? max * 60 - 1 : max * 60 - 1 - 5 * 60);
    });

    it(`seen from before the window, the projection names the day it goes over (${zone} days)`, () => {
      // From the window's first midnight: 1 minute under the limit, then 2 minutes on the last day.
      const events = [...fill(type, edge, max * H - M), ev(type, local(day, '23:00'), 2 * M)];
      const seen = limit(events, ruleSet, local(addDays(first, -10), '12:00'), id, zone);
      expect(seen).toMatchObject({ value: 0, projected: max * 60 + 1, projectedOn: day, exceededOn: day });
    });
  }
});

describe('calendar windows', () => {
  it('a new calendar year starts from zero; the 12 calendar months still count the old one', () => {
    const events = fill(T.flight, at('2026-10-01T06:00:00Z'), 300 * H);
    const now = at('2027-01-05T12:00:00Z');
    expect(limit(events, 'easa', now, 'easa-flight-year').value).toBe(0);
    expect(limit(events, 'easa', now, 'easa-flight-12m').value).toBe(300 * 60);
  });

  it('home-base days: a flight at 23:30 UTC is on the next local day in Amsterdam', () => {
    const events = [ev(T.flight, at('2026-02-14T23:30:00Z'), 2 * H)];
    const now = at('2026-03-14T12:00:00Z'); // 28 days from 15 Feb
    expect(limit(events, 'easa', now, 'easa-flight-28d', 'UTC').value).toBe(90);
    expect(limit(events, 'easa', now, 'easa-flight-28d', 'Europe/Amsterdam').value).toBe(120);
  });

  it('a week across the spring clock change ends at local midnight (CEST, 22:00 UTC)', () => {
    // 25–31 Mar 2026 in Amsterdam; clocks go forward on the 29th.
    const events = [
      ev(T.flight, at('2026-03-24T23:30:00Z'), 2 * H), // 00:30–02:30 CET on the 25th: inside
      ev(T.flight, at('2026-03-31T22:30:00Z'), H), // 00:30 CEST on 1 Apr: outside
    ];
    const now = at('2026-03-31T12:00:00Z');
    expect(limit(events, 'easa', now, 'easa-duty-7d', 'Europe/Amsterdam').value).toBe(120);
    expect(limit(events, 'easa', now, 'easa-duty-7d', 'UTC').value).toBe(150);
  });
});

describe('hour windows (FAA)', () => {
  const t0 = at('2026-02-01T00:00:00Z');

  it('100 h in 672 h: a flight 672 hours back counts only its part inside', () => {
    // Ten 10-hour flights, every second day from 1 Feb: 100:00 exactly, allowed.
    const flights = Array.from({ length: 10 }, (_, i) => ev(T.flight, t0 + i * 48 * H, 10 * H));
    const afterLast = t0 + 18 * 24 * H + 10 * H;
    expect(limit(flights, 'faa', afterLast, 'faa-flight-672h')).toMatchObject({
      value: 6000,
      exceededOn: null,
    });
    // 672 h + 5 h after the first take-off: half of the first flight is out of the window.
    expect(limit(flights, 'faa', t0 + 677 * H, 'faa-flight-672h').value).toBe(6000 - 5 * 60);
  });

  it('the first instant over 100 h is found inside the flight that crosses it', () => {
    const flights = Array.from({ length: 10 }, (_, i) => ev(T.flight, t0 + i * 48 * H, 10 * H));
    const last = flights.at(-1) as LimitEvent;
    last.end += M; // 100:01
    const seen = limit(flights, 'faa', t0, 'faa-flight-672h');
    expect(seen).toMatchObject({
      value: 0,
      projected: 6001,
      exceededOn: '2026-02-19',
      projectedOn: '2026-02-19',
    });
    // A flight that crosses midnight goes over on the day of its last minute: 18 Feb 20:00 – 19 Feb 06:01.
    const late = flights.map((f, i) => (i === 9 ? ev(T.flight, f.start + 20 * H - 24 * H, 10 * H + M) : f));
    expect(limit(late, 'faa', t0, 'faa-flight-672h').exceededOn).toBe('2026-02-19');
    const earlyCross = flights.map((f, i) =>
      i === 9 ? ev(T.flight, f.start - 24 * H + 14 * H, 10 * H + M) : f,
    );
    // 18 Feb 14:00 + 10:00 = 19 Feb 00:00; the 100:01st minute is flown after midnight.
    expect(limit(earlyCross, 'faa', t0, 'faa-flight-672h').exceededOn).toBe('2026-02-19');
  });

  it('FDP 60 h in 168 h: duty periods with a flight or a deadhead count; a standby day does not', () => {
    // Six days: report 1 h before a 9-hour flight (or deadhead on day 3) = 10 h each = 60 h, then a standby.
    const events: LimitEvent[] = [];
    for (let d = 0; d < 6; d++) {
      const start = t0 + d * 24 * H;
      events.push(ev(T.report, start, H), ev(d === 2 ? T.positioning : T.flight, start + H, 9 * H));
    }
    events.push(ev(T.standby, t0 + 6 * 24 * H, 10 * H));
    const now = t0 + 6 * 24 * H + 12 * H;
    expect(limit(events, 'faa', now, 'faa-fdp-168h')).toMatchObject({ value: 3600, exceededOn: null });
    expect(limit(events, 'easa', now, 'easa-duty-7d')).toMatchObject({
      value: 4200,
      exceededOn: '2026-02-07',
    });
    expect(limit(events, 'easa', now, 'easa-flight-28d').value).toBe(45 * 60);
    // One more minute of FDP within the 168 hours: over, on the day of that minute.
    events.push(ev(T.flight, t0 + 6 * 24 * H + 21 * H, M)); // 11 h after the standby: a period of its own
    expect(limit(events, 'faa', t0, 'faa-fdp-168h')).toMatchObject({
      projected: 3601,
      exceededOn: '2026-02-07',
    });
  });

  it('FDP 190 h in 672 h counts a flight duty period straddling the window edge only in part', () => {
    const events = fill(T.flight, t0, 190 * H); // 19 days of 10 h
    expect(limit(events, 'faa', t0 + 19 * 24 * H, 'faa-fdp-672h')).toMatchObject({
      value: 190 * 60,
      exceededOn: null,
    });
    expect(limit(events, 'faa', t0 + 672 * H + 4 * H, 'faa-fdp-672h').value).toBe(190 * 60 - 4 * 60);
  });
});

describe('the answer', () => {
  it('without duties: every limit at zero, no roster end', () => {
    const now = at('2026-03-14T12:00:00Z');
    const result = computeLimits([], { ruleSet: 'easa', now, zone: 'UTC' });
    expect(result).toMatchObject({ ruleSet: 'easa', today: '2026-03-14', zone: 'UTC', rosterEnd: null });
    expect(result.limits.map((l) => l.id)).toEqual([
      'easa-duty-7d',
      'easa-duty-14d',
      'easa-duty-28d',
      'easa-flight-28d',
      'easa-flight-year',
      'easa-flight-12m',
    ]);
    for (const l of result.limits)
      expect(l).toMatchObject({ value: 0, projected: 0, projectedOn: '2026-03-14', exceededOn: null });
    expect(computeLimits([], { ruleSet: 'faa', now, zone: 'UTC' }).limits).toHaveLength(4);
  });

  it('a limit already over today is exceeded today; the roster end is the last duty day', () => {
    const events = fill(T.flight, at('2026-03-01T06:00:00Z'), 101 * H);
    const result = computeLimits(events, { ruleSet: 'easa', now: at('2026-03-14T12:00:00Z'), zone: 'UTC' });
    expect(result.rosterEnd).toBe('2026-03-11');
    expect(result.limits.find((l) => l.id === 'easa-flight-28d')).toMatchObject({
      value: 101 * 60,
      exceededOn: '2026-03-14',
    });
  });

  it('the projection stops two years ahead', () => {
    const now = at('2026-03-14T12:00:00Z');
    const far = fill(T.flight, at('2029-01-01T06:00:00Z'), 120 * H);
    const l = limit(far, 'easa', now, 'easa-flight-28d');
    expect(l).toMatchObject({ projected: 0, exceededOn: null });
  });
});
