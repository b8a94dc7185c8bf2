import { describe, expect, it } from 'vitest';
import { asOf } from './OfflineBanner';

describe('asOf (the time of the roster shown offline)', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  it('is the clock time for data of today, on a 24-hour clock', () => {
    expect(asOf(new Date(2026, 10, 23, 14, 5).getTime(), now, 'en')).toBe('14:05');
  });
  it('names the day too for data of an earlier day', () => {
    expect(asOf(new Date(2026, 10, 21, 9, 30).getTime(), now, 'en')).toBe('Nov 21, 09:30');
    expect(asOf(new Date(2026, 10, 21, 9, 30).getTime(), now, 'es')).toBe('21 nov, 09:30');
  });
});
