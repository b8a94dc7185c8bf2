import { describe, expect, it } from 'vitest';
import { DateContext, monthCalendars, namedMonths } from './dates.ts';

describe('bare days of the month within a period named in a header', () => {
  it('are not dates without a period', () => {
    expect(new DateContext(new Date('2026-04-28T12:00:00Z'), 'dmy').resolveLeadDay(2)).toBeNull();
  });

  it("take the period's month and year (nearest the upload date), then continue it across the month end", () => {
    const dates = new DateContext(new Date('2025-12-20T12:00:00Z'), 'dmy');
    dates.setAnchor({ day: 30, month: 12 });
    expect(dates.anchor).toEqual({ year: 2025, month: 12, day: 30 });
    expect(dates.current).toBeNull(); // a header date is no row's date
    expect(dates.resolveLeadDay(30)).toBe('2025-12-30');
    expect(dates.resolveLeadDay(31)).toBe('2025-12-31');
    expect(dates.resolveLeadDay(1)).toBe('2026-01-01');
  });

  it('place a first day before the period start in the next month', () => {
    const dates = new DateContext(new Date('2026-01-20T12:00:00Z'), 'dmy');
    dates.setAnchor({ day: 30, month: 1 });
    expect(dates.resolveLeadDay(2)).toBe('2026-02-02');
  });
});

describe('a day with its weekday and nothing before it to date it', () => {
  const SUNDAY = 0;
  const MONDAY = 1;
  const march4 = new Date('2026-03-04T12:00:00Z');

  it('takes the nearest month in which that day falls on that weekday', () => {
    // 1 February and 1 March 2026 are both Sundays: without other evidence, the upload's month.
    expect(new DateContext(march4, 'dmy').resolve({ day: 1, weekday: SUNDAY })).toBe('2026-03-01');
  });

  it("takes the month the roster's own dates name most, of those the day fits", () => {
    // A February roster ("O4031 : 01FEB", "SIC 06FEB") uploaded on 4 March.
    const named = namedMonths(
      [
        { day: 1, month: 2 },
        { day: 6, month: 2 },
        { day: 7, month: 2 },
        { day: 1, month: 3 },
      ],
      march4,
    );
    expect(named.get('2026-02')).toBe(3);
    expect(new DateContext(march4, 'dmy', named).resolve({ day: 1, weekday: SUNDAY })).toBe('2026-02-01');
    // A month the day does not fit is no candidate, however often it is named: 14 February 2026 is a Saturday, and
    // the nearest 14th that is a Sunday is in December, three months back.
    expect(new DateContext(march4, 'dmy', named).resolve({ day: 14, weekday: SUNDAY })).toBe('2025-12-14');
  });

  it('looks up to six months back or ahead when no nearer month fits (a roster uploaded three months late)', () => {
    // 14 July 2025 is a Monday; no 14th from August to December 2025 is.
    expect(
      new DateContext(new Date('2025-10-08T12:00:00Z'), 'dmy').resolve({ day: 14, weekday: MONDAY }),
    ).toBe('2025-07-14');
  });

  it('takes the month in which the days after it go on fitting: "Fri27 Sat28 Sun01" is February (28 days)', () => {
    const FRIDAY = 5;
    const upcoming = [
      { day: 28, weekday: 6 },
      { day: 1, weekday: SUNDAY },
      { day: 2, weekday: MONDAY },
    ];
    // 27 February and 27 March 2026 are both Fridays; only after February's 28th does a Sunday the 1st follow.
    expect(new DateContext(march4, 'dmy').resolve({ day: 27, weekday: FRIDAY }, () => upcoming)).toBe(
      '2026-02-27',
    );
    expect(new DateContext(march4, 'dmy').resolve({ day: 27, weekday: FRIDAY })).toBe('2026-03-27');
  });
});

describe('a month calendar', () => {
  const SATURDAY = 6;
  /** `n` rows from 31 January 2026 (a Saturday), a day a row; `busy` rows hold something besides their day. */
  const days = (n: number, busy: (k: number) => boolean = () => false) =>
    Array.from({ length: n }, (_, k) => {
      const at = new Date(Date.UTC(2026, 0, 31 + k));
      return { ref: { day: at.getUTCDate(), weekday: at.getUTCDay() }, bare: !busy(k) };
    });

  it('is a run of 28 rows or more, each the day after the one before, most holding nothing but their day', () => {
    expect(days(1)[0]?.ref).toEqual({ day: 31, weekday: SATURDAY });
    // 31 January to 1 March, with rows before and after it.
    expect(monthCalendars([null, ...days(30), null])).toEqual([[1, 31]]);
    // A trip's days on a third of its rows.
    expect(monthCalendars(days(30, (k) => k % 3 === 0))).toEqual([[0, 30]]);
  });

  it('is not a roster listing a duty on most days, nor a few weeks, nor days out of their weekdays', () => {
    expect(monthCalendars(days(30, (k) => k % 3 !== 0))).toEqual([]);
    expect(monthCalendars(days(27))).toEqual([]);
    // 15 February 2026 is a Sunday, not a Wednesday.
    const wrong = days(30).map((d, k) => (k === 15 ? { ...d, ref: { ...d.ref, weekday: 3 } } : d));
    expect(monthCalendars(wrong)).toEqual([]);
  });
});
