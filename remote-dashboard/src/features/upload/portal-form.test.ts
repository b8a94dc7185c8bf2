import type { UploadType } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { apiDate, defaultDays, monthChoices, portalFields, startDate } from './portal-form';

const today = new Date(2026, 10, 22);
const flica: UploadType = { pk: 'FLICA', fetchbox: true, fetchboxdays: true };
const cpz: UploadType = { pk: 'CPZ', fetchbox: true, fetchboxextra: true };

describe('crew portal form', () => {
  it('offers the current and next month, FLICA also the 4 previous', () => {
    expect(monthChoices(cpz, today).map(apiDate)).toEqual(['01/11/2026', '01/12/2026']);
    expect(monthChoices(flica, today).map(apiDate)).toEqual([
      '01/07/2026',
      '01/08/2026',
      '01/09/2026',
      '01/10/2026',
      '01/11/2026',
      '01/12/2026',
    ]);
  });
  it('starts on the 1st, or today for day-based portals in the current month', () => {
    expect(apiDate(startDate(new Date(2026, 10, 1), cpz, today))).toBe('01/11/2026');
    expect(apiDate(startDate(new Date(2026, 10, 1), flica, today))).toBe('22/11/2026');
    expect(apiDate(startDate(new Date(2026, 11, 1), flica, today))).toBe('01/12/2026');
  });
  it('fetches the month length, or 31 days where the user picks the days', () => {
    expect(defaultDays(new Date(2026, 1, 1), cpz)).toBe(28);
    expect(defaultDays(new Date(2026, 1, 1), flica)).toBe(31);
  });
  it('shows the fields the flags ask for', () => {
    expect(portalFields(cpz)).toEqual({ second: false, memorable: false, extra: true, days: false });
    expect(portalFields({ pk: 'X', fetchboxdouble: true, fetchboxmemorable: true })).toMatchObject({
      second: true,
      memorable: true,
    });
  });
});
