import { describe, expect, it } from 'vitest';
import { DateContext } from './dates.ts';

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
