import { describe, expect, it } from 'vitest';
import {
  dayIn,
  dutyZones,
  eventZones,
  isoOffset,
  offsetLabel,
  offsetMinutes,
  wallClock,
  zoneChange,
  zoneChoice,
} from './time-display';

const at = (iso: string) => Date.parse(iso) / 1000;
const AMS = 'Europe/Amsterdam';
const HKG = 'Asia/Hong_Kong';
const JFK = 'America/New_York';

describe('zone choice', () => {
  it('defaults to the time-zone setting (UTC) and ignores unknown values and zones', () => {
    expect(zoneChoice(undefined, null)).toEqual({ display: 'utc', settingZone: 'UTC', homeZone: null });
    expect(
      zoneChoice({ time_display: 'mars', profile_fridge_timezone: 'Mars/Olympus' }, 'Nope/Zone'),
    ).toEqual({
      display: 'utc',
      settingZone: 'UTC',
      homeZone: null,
    });
    expect(zoneChoice({ time_display: 'home' }, AMS)).toMatchObject({ display: 'home', homeZone: AMS });
  });

  it('reads a flight in local time at each airport, a one-airport duty at it, a day off at home', () => {
    const local = zoneChoice({ time_display: 'local' }, AMS);
    expect(dutyZones({ departure: AMS, arrival: HKG }, local)).toEqual({ start: AMS, end: HKG });
    expect(dutyZones({ departure: HKG, arrival: null }, local)).toEqual({ start: HKG, end: HKG });
    expect(dutyZones({ departure: null, arrival: null }, local)).toEqual({ start: AMS, end: AMS });
    const home = zoneChoice({ time_display: 'home' }, AMS);
    expect(dutyZones({ departure: JFK, arrival: HKG }, home)).toEqual({ start: AMS, end: AMS });
    // Home base time without a home base: the time-zone setting.
    const noBase = zoneChoice({ time_display: 'home', profile_fridge_timezone: JFK }, null);
    expect(dutyZones({ departure: AMS, arrival: HKG }, noBase)).toEqual({ start: JFK, end: JFK });
    const utc = zoneChoice({}, AMS);
    expect(dutyZones({ departure: AMS, arrival: HKG }, utc)).toEqual({ start: 'UTC', end: 'UTC' });
  });

  it('keeps all-day duties (calendar days as UTC midnights) in UTC', () => {
    const local = zoneChoice({ time_display: 'local' }, AMS);
    const place = { IATA: 'JFK', city: 'New York', timezone: JFK };
    expect(eventZones({ dutyIsAllDay: true, departure: place, arrival: place }, local)).toEqual({
      start: 'UTC',
      end: 'UTC',
    });
    expect(eventZones({ dutyIsAllDay: false, departure: place, arrival: place }, local)).toEqual({
      start: JFK,
      end: JFK,
    });
  });
});

describe('day boundaries and offsets', () => {
  it('lists a duty crossing midnight in one zone but not in another under the right days', () => {
    // JFK 20:00 local (01:00Z next day) to AMS 09:15 local (08:15Z).
    const start = at('2026-01-15T01:00:00Z');
    const end = at('2026-01-15T08:15:00Z');
    expect(dayIn(start, 'UTC')).toBe('2026-01-15');
    expect(dayIn(end, 'UTC')).toBe('2026-01-15'); // same day in UTC
    expect(dayIn(start, JFK)).toBe('2026-01-14'); // local: departs the evening before…
    expect(dayIn(end, AMS)).toBe('2026-01-15'); // …and arrives the next day
    expect(dayIn(start, HKG)).toBe('2026-01-15');
    expect(dayIn(end, HKG)).toBe('2026-01-15'); // 16:15 in Hong Kong: no midnight crossed
  });

  it('follows daylight saving time', () => {
    // Europe springs forward on 29 March 2026 at 01:00Z.
    expect(offsetMinutes(at('2026-03-29T00:59:00Z'), AMS)).toBe(60);
    expect(offsetMinutes(at('2026-03-29T01:00:00Z'), AMS)).toBe(120);
    expect(offsetMinutes(at('2026-07-01T12:00:00Z'), JFK)).toBe(-240);
    expect(offsetMinutes(at('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    // A night duty across the change in one zone changes its offset without changing place.
    expect(
      zoneChange(at('2026-03-28T23:00:00Z'), at('2026-03-29T05:00:00Z'), { start: AMS, end: AMS }),
    ).toEqual({
      from: 'UTC+1',
      to: 'UTC+2',
    });
  });

  it('writes offsets as crew and ISO 8601 do', () => {
    expect(offsetLabel(0)).toBe('UTC');
    expect(offsetLabel(480)).toBe('UTC+8');
    expect(offsetLabel(-210)).toBe('UTC-3:30');
    expect(isoOffset(0)).toBe('Z');
    expect(isoOffset(330)).toBe('+05:30');
    expect(isoOffset(-240)).toBe('-04:00');
  });

  it('marks a duty that ends at another offset than it starts', () => {
    const start = at('2026-01-15T01:00:00Z');
    const end = at('2026-01-15T08:15:00Z');
    expect(zoneChange(start, end, { start: JFK, end: AMS })).toEqual({ from: 'UTC-5', to: 'UTC+1' });
    expect(zoneChange(start, end, { start: 'UTC', end: 'UTC' })).toBeNull();
  });
});

describe('wall clock', () => {
  it('agrees with Intl minute by minute around DST changes, in quarter- and half-hour zones too', () => {
    const zones = [AMS, JFK, HKG, 'UTC', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
    // Around the 2026 changes in Europe, North America and Lord Howe (spring and autumn), every 7 minutes.
    const around = [
      '2026-03-08T06:00:00Z',
      '2026-03-29T00:00:00Z',
      '2026-04-04T14:00:00Z',
      '2026-10-03T15:00:00Z',
      '2026-10-25T00:00:00Z',
      '2026-11-01T05:00:00Z',
    ];
    for (const zone of zones) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const iso of around)
        for (let s = at(iso) - 3 * 3600; s < at(iso) + 3 * 3600; s += 7 * 60 + 13) {
          const p = Object.fromEntries(intl.formatToParts(new Date(s * 1000)).map((x) => [x.type, x.value]));
          const c = wallClock(s, zone);
          expect(`${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}`, `${zone} ${s}`).toBe(
            `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`,
          );
        }
    }
  });
});
