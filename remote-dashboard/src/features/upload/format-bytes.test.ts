import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses the unit of the total, one decimal at most', () => {
    expect(formatBytes(1_234_567, 3_400_000, 'en')).toBe('1.2 MB');
    expect(formatBytes(3_400_000, 3_400_000, 'en')).toBe('3.4 MB');
    expect(formatBytes(250, 800_000, 'en')).toBe('0.3 kB');
  });

  it('writes numbers the user’s way', () => {
    expect(formatBytes(1_234_567, 3_400_000, 'es')).toBe('1,2 MB');
  });
});
