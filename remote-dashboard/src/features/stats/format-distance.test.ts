import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

const labels: Record<string, string> = {
  'units.MI': '{{value}} mi',
  'units.NMI': '{{value}} NM',
  'units.KM': '{{value}} km',
};
const t = (key: string, o: Record<string, unknown>) =>
  (labels[key] ?? key).replace('{{value}}', String(o.value));

describe('formatDistance', () => {
  it('writes the number in the language and labels the unit', () => {
    expect(formatDistance({ value: 1234, unit: 'MI' }, t, 'en-US')).toBe('1,234 mi');
    expect(formatDistance({ value: 200, unit: 'NMI' }, t, 'en-US')).toBe('200 NM');
    expect(formatDistance({ value: 12345, unit: 'KM' }, t, 'es')).toBe('12.345 km');
  });
});
