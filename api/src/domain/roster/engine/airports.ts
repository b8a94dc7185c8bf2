/**
 * In-memory airport codes for the parse threads (they have no database): IATA codes, ICAO → IATA, each airport's
 * IANA zone and coordinates. The data is the reference loader's own (`readAirports()`), kept as a compact file
 * (airport-index.json, built by airport-index-build.ts and checked by a test) so that a new thread reads ~4.5k
 * airports in a few milliseconds instead of loading the reference packages (~0.3 s and ~20 MB of heap).
 * Loaded once per thread on first use.
 */
import fs from 'node:fs';
import type { AirportRow } from './airport-index-build.ts';

export interface AirportRef {
  iata: string;
  timezone: string | null;
  latitude: number;
  longitude: number;
}

interface AirportIndex {
  byIata: Map<string, AirportRef>;
  icaoToIata: Map<string, string>;
}

let index: AirportIndex | null = null;

function airportIndex(): AirportIndex {
  if (index) return index;
  const byIata = new Map<string, AirportRef>();
  const icaoToIata = new Map<string, string>();
  const rows = JSON.parse(
    fs.readFileSync(new URL('./airport-index.json', import.meta.url), 'utf8'),
  ) as AirportRow[];
  for (const [iata, icao, timezone, latitude, longitude] of rows) {
    byIata.set(iata, { iata, timezone, latitude, longitude });
    if (icao && !icaoToIata.has(icao)) icaoToIata.set(icao, iata);
  }
  index = { byIata, icaoToIata };
  return index;
}

/** The IATA code of a 3-letter IATA or 4-letter ICAO airport code, or null when it is no known airport. */
export function toIata(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length === 3) return airportIndex().byIata.has(code) ? code : null;
  if (code.length === 4) return airportIndex().icaoToIata.get(code) ?? null;
  return null;
}

export function airport(iata: string): AirportRef | undefined {
  return airportIndex().byIata.get(iata);
}

/** Great-circle distance in km between two known airports, or null. */
export function distanceKm(a: string, b: string): number | null {
  const x = airport(a);
  const y = airport(b);
  if (!x || !y) return null;
  const rad = Math.PI / 180;
  const dLat = (y.latitude - x.latitude) * rad;
  const dLon = (y.longitude - x.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(x.latitude * rad) * Math.cos(y.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Nearest zoned airport within this distance: the zone of an airport the reference gives none. */
const NEAR_KM = 250;
const nearZones = new Map<string, string | null>();

/**
 * The IANA zone of a known airport, or, when the reference gives it none (TRI, Tri-Cities, has none), the zone of
 * the nearest airport within 250 km that has one (a wall-clock time at that airport is in its region's time).
 */
export function zoneNear(iata: string): string | null {
  const own = airport(iata);
  if (!own) return null;
  if (own.timezone) return own.timezone;
  const known = nearZones.get(iata);
  if (known !== undefined) return known;
  let best: string | null = null;
  let bestKm = NEAR_KM;
  for (const other of airportIndex().byIata.values()) {
    if (!other.timezone) continue;
    const km = distanceKm(iata, other.iata);
    if (km !== null && km < bestKm) {
      bestKm = km;
      best = other.timezone;
    }
  }
  nearZones.set(iata, best);
  return best;
}
