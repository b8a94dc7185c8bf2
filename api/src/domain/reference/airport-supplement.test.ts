import { describe, expect, it } from 'vitest';
import { AIRPORT_SUPPLEMENT } from './airport-supplement.ts';
import { readAirports } from './sources.ts';

describe('airport supplement', () => {
  it('lists whole records: IATA, ICAO, name, country, coordinates and an IANA zone', () => {
    for (const a of AIRPORT_SUPPLEMENT) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(a.icao).toMatch(/^[A-Z]{4}$/);
      expect(a.name).not.toBe('');
      expect(a.country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(a.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.longitude)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timezone ?? '' })).not.toThrow();
    }
  });

  it('is read with the reference airports, each code once', () => {
    const airports = readAirports();
    expect(new Set(airports.map((a) => a.iata)).size).toBe(airports.length);
    expect(airports.find((a) => a.iata === 'COV')).toMatchObject({
      icao: 'LTDB',
      timezone: 'Europe/Istanbul',
    });
    expect(airports.find((a) => a.iata === 'KZR')).toMatchObject({
      icao: 'LTBZ',
      timezone: 'Europe/Istanbul',
    });
  });
});
