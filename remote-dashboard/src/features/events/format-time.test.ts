import type { RosterEvent } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { dayKey, eventSpan, formatDate, formatSpan, formatTime, timePrefs, zonesLine } from './format-time';

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
      zoneChange: null,
    });
    expect(formatSpan(at(5, 18), at(7, 8), false, utc)).toEqual({
      from: '05/01/2026 18:00Z',
      to: '07/01/2026 08:00Z',
      laterDay: true,
      zoneChange: null,
    });
    // A hotel over three days (an all-day end is one second before the next midnight), seen from New York.
    const newYork = timePrefs({ dateformat: 'dmy', profile_fridge_timezone: 'America/New_York' });
    expect(formatSpan(at(5, 0), at(8, 0) - 1, true, newYork)).toEqual({
      from: '05/01/2026',
      to: '07/01/2026',
      laterDay: true,
      zoneChange: null,
    });
    expect(formatSpan(at(5, 0), at(6, 0) - 1, true, newYork)).toEqual({
      from: '05/01/2026',
      to: null,
      laterDay: false,
      zoneChange: null,
    });
    // Same day in UTC, the next day in Tokyo.
    const tokyo = timePrefs({ profile_fridge_timezone: 'Asia/Tokyo' });
    expect(formatSpan(at(5, 10), at(5, 16), false, tokyo).to).toBe('01/06/2026 01:00');
  });
});

describe('the time display switch (issue 15)', () => {
  // KL861 AMS 17:35 local (16:35Z) → HKG 11:35 local next day (03:35Z), in January.
  const flight: RosterEvent = {
    dutyId: 1,
    dutyType: 2,
    dutyTitle: 'KL861',
    dutySubtitle: 'AMS - HKG',
    dutyTypeDescription: 'Flight',
    dutyTypeIconName: 'flight',
    dutyNonFlyCode: null,
    dutyAdditional: null,
    dutyStartTimestamp: Date.UTC(2026, 0, 5, 16, 35) / 1000,
    dutyEndTimestamp: Date.UTC(2026, 0, 6, 3, 35) / 1000,
    dutyIsAllDay: false,
    departure: { IATA: 'AMS', city: 'Amsterdam', timezone: 'Europe/Amsterdam' },
    arrival: { IATA: 'HKG', city: 'Hong Kong', timezone: 'Asia/Hong_Kong' },
  };
  const prefs = (display: string, home: string | null = 'Europe/Amsterdam') =>
    timePrefs({ dateformat: 'dmy', time_display: display }, home);

  it('shows one duty in UTC, at each airport, and at home base', () => {
    expect(eventSpan(flight, prefs('utc'))).toEqual({
      from: '05/01/2026 16:35Z',
      to: '06/01/2026 03:35Z',
      laterDay: true,
      zoneChange: null,
    });
    expect(eventSpan(flight, prefs('local'))).toEqual({
      from: '05/01/2026 17:35',
      to: '06/01/2026 11:35',
      laterDay: true,
      zoneChange: { from: 'UTC+1', to: 'UTC+8' },
    });
    expect(eventSpan(flight, prefs('home'))).toEqual({
      from: '05/01/2026 17:35',
      to: '06/01/2026 04:35',
      laterDay: true,
      zoneChange: null,
    });
  });

  it('lists a duty under the day of the chosen zone', () => {
    // 20:00–23:30Z: one day in UTC, into the next day in Hong Kong (04:00–07:30 the day after).
    const evening = {
      ...flight,
      dutyStartTimestamp: Date.UTC(2026, 0, 5, 20) / 1000,
      dutyEndTimestamp: Date.UTC(2026, 0, 5, 23, 30) / 1000,
    };
    expect(eventSpan(evening, prefs('utc')).laterDay).toBe(false);
    const hkg = { ...evening, departure: flight.arrival };
    expect(eventSpan(hkg, prefs('local'))).toEqual({
      from: '06/01/2026 04:00',
      to: '07:30',
      laterDay: false,
      zoneChange: null,
    });
  });

  it('falls back to the time-zone setting for home base time without a home base', () => {
    expect(eventSpan(flight, prefs('home', null)).from).toBe('05/01/2026 16:35Z');
  });

  it('names the clocks for the details', () => {
    expect(zonesLine(flight, prefs('local'))).toMatchObject({
      key: 'times.shownIn.local',
      zones: 'Amsterdam (UTC+1) → Hong Kong (UTC+8)',
    });
    expect(zonesLine(flight, prefs('utc'))).toMatchObject({ key: 'times.shownIn.utc', zone: 'UTC' });
    expect(zonesLine({ ...flight, dutyIsAllDay: true }, prefs('local'))).toBeNull();
  });
});
