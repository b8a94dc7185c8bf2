import { describe, expect, it } from 'vitest';
import { formatDay, hoursMinutes } from './format-limits';

describe('limit figures', () => {
  it('minutes as hours:minutes', () => {
    expect(hoursMinutes(0)).toBe('0:00');
    expect(hoursMinutes(5999)).toBe('99:59');
    expect(hoursMinutes(60_000)).toBe('1000:00');
  });

  it('days in the user’s date format and language, whatever the browser’s zone', () => {
    expect(formatDay('2026-03-14', 'en', 'dmy')).toBe('14 Mar 2026');
    expect(formatDay('2026-03-14', 'en', 'mdy')).toBe('Mar 14, 2026');
    expect(formatDay('2026-01-01', 'es', 'mdy')).toBe('1 ene 2026');
  });
});
