import { describe, expect, it } from 'vitest';
import { dayKey, formatDate, formatSpan, formatTime, timePrefs } from './format-time';

const ts = Date.UTC(2026, 0, 5, 6, 30) / 1000; // 5 Jan 2026 06:30 UTC

describe('duty times', () => {
  it('defaults to UTC with a Z suffix and mdy dates', () => {
    const prefs = timePrefs({});
    expect(formatDate(ts, prefs)).toBe('01/05/2026');
    expect(formatTime(ts, prefs)).toBe('06:30Z');
  });
  it('follows the date format and time zone preferences', () => {
    const prefs = timePrefs({ dateformat: 'dmy', profile_fridge_timezone: 'Asia/Tokyo' });
    expect(formatDate(ts, prefs)).toBe('05/01/2026');
    expect(formatTime(ts, prefs)).toBe('15:30');
    expect(dayKey(Date.UTC(2026, 0, 5, 20, 0) / 1000, prefs)).toBe('2026-01-06');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(formatTime(ts, timePrefs({ profile_fridge_timezone: 'Mars/Olympus' }))).toBe('06:30Z');
  });
  it('gives a duty that ends on a later day its end date; all-day dates are calendar days', () => {
    const utc = timePrefs({ dateformat: 'dmy' });
    const at = (d: number, h: number, m = 0) => Date.UTC(2026, 0, d, h, m) / 1000;
    expect(formatSpan(at(5, 6, 30), at(5, 9), false, utc)).toEqual({
      from: '05/01/2026 06:30Z',
      to: '09:00Z',
      laterDay: false,
    });
    expect(formatSpan(at(5, 18), at(7, 8), false, utc)).toEqual({
      from: '05/01/2026 18:00Z',
      to: '07/01/2026 08:00Z',
      laterDay: true,
    });
    // A hotel over three days (an all-day end is one second before the next midnight), seen from New York.
    const newYork = timePrefs({ dateformat: 'dmy', profile_fridge_timezone: 'America/New_York' });
    expect(formatSpan(at(5, 0), at(8, 0) - 1, true, newYork)).toEqual({
      from: '05/01/2026',
      to: '07/01/2026',
      laterDay: true,
    });
    expect(formatSpan(at(5, 0), at(6, 0) - 1, true, newYork)).toEqual({
      from: '05/01/2026',
      to: null,
      laterDay: false,
    });
    // Same day in UTC, the next day in Tokyo.
    const tokyo = timePrefs({ profile_fridge_timezone: 'Asia/Tokyo' });
    expect(formatSpan(at(5, 10), at(5, 16), false, tokyo).to).toBe('01/06/2026 01:00');
  });
});
