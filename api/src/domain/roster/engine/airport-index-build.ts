/**
 * Builds the parse threads' compact airport index (airport-index.json) from the reference data the loader
 * stores (`readAirports()`): [IATA, ICAO, IANA zone, latitude, longitude] per airport. Regenerate after the
 * reference packages change: `pnpm --filter api exec tsx src/domain/roster/engine/airport-index-build.ts`
 * (a test fails while the committed file differs from what this builds).
 */
import fs from 'node:fs';
import { readAirports } from '../../reference/sources.ts';

export type AirportRow = [
  iata: string,
  icao: string | null,
  timezone: string | null,
  lat: number,
  lon: number,
];

export const AIRPORT_INDEX_FILE = new URL('./airport-index.json', import.meta.url);

export function buildAirportIndex(): AirportRow[] {
  return readAirports()
    .map(
      (a): AirportRow => [
        a.iata,
        a.icao,
        a.timezone,
        Math.round(a.latitude * 100) / 100,
        Math.round(a.longitude * 100) / 100,
      ],
    )
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
}

export function serialiseAirportIndex(rows: AirportRow[]): string {
  return `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '-')) {
  fs.writeFileSync(AIRPORT_INDEX_FILE, serialiseAirportIndex(buildAirportIndex()));
  console.log(`wrote ${AIRPORT_INDEX_FILE.pathname}`);
}
