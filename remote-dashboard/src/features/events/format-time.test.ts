import { describe, expect, it } from 'vitest';
import { dayKey, formatDate, formatTime, timePrefs } from './format-time';

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
});
