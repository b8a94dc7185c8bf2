import { describe, expect, it } from 'vitest';
import { greatCircle, uniqueRoutes } from './great-circle';

const AMS = { iata: 'AMS', latitude: 52.31, longitude: 4.76 };
const JFK = { iata: 'JFK', latitude: 40.64, longitude: -73.78 };
const NRT = { iata: 'NRT', latitude: 35.76, longitude: 140.39 };
const SFO = { iata: 'SFO', latitude: 37.62, longitude: -122.37 };

describe('flight map routes', () => {
  it('draws a route flown both ways once', () => {
    const routes = [
      { start: AMS, end: JFK },
      { start: JFK, end: AMS },
      { start: AMS, end: JFK },
      { start: AMS, end: NRT },
    ];
    expect(uniqueRoutes(routes).map((r) => `${r.start.iata}-${r.end.iata}`)).toEqual(['AMS-JFK', 'AMS-NRT']);
  });

  it('follows the great circle: AMS–JFK arcs north of both airports', () => {
    const line = greatCircle(AMS, JFK);
    expect(line[0]).toEqual([AMS.longitude, expect.closeTo(AMS.latitude, 5)]);
    expect(line.at(-1)?.[0]).toBeCloseTo(JFK.longitude, 5);
    expect(Math.max(...line.map(([, lat]) => lat))).toBeGreaterThan(AMS.latitude);
  });

  it('stays continuous across the antimeridian', () => {
    const line = greatCircle(NRT, SFO);
    for (let i = 1; i < line.length; i++) {
      expect(Math.abs((line[i]?.[0] ?? 0) - (line[i - 1]?.[0] ?? 0))).toBeLessThan(20);
    }
  });
});
