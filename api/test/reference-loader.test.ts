import { describe, expect, it } from 'vitest';
import { AIRPORT_SUPPLEMENT } from '../src/domain/reference/airport-supplement.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import { readAirlines, readAirports } from '../src/domain/reference/sources.ts';
import { fixtureSources } from './fixtures.ts';
import { openTestDatabase } from './helpers.ts';

describe('reference data sources', () => {
  it('reads active airlines with a code and IATA airports with time zones', () => {
    const airlines = readAirlines();
    expect(airlines.length).toBeGreaterThan(1000);
    expect(airlines.every((a) => a.iata || a.icao)).toBe(true);
    expect(airlines.find((a) => a.icao === 'KLM')?.name).toMatch(/KLM/);
    const airports = readAirports();
    expect(airports.length).toBeGreaterThan(4000);
    expect(new Set(airports.map((a) => a.iata)).size).toBe(airports.length);
    expect(airports.find((a) => a.iata === 'AMS')).toMatchObject({
      icao: 'EHAM',
      country: 'NL',
      region: 'EU',
      timezone: 'Europe/Amsterdam',
    });
  });
});

describe('loadReferenceData with the bundled data', () => {
  it('loads every table once and is idempotent', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    try {
      // The template holds fixture data: empty the tables so the real loader runs.
      await database.db.execute('delete from airlines');
      await database.db.execute('delete from airports');
      const first = await loadReferenceData(database.db);
      expect(first.positions).toBe(15);
      expect(first.airlines).toBeGreaterThan(1000);
      expect(first.airports).toBeGreaterThan(4000);
      const second = await loadReferenceData(database.db);
      expect(second).toEqual({ positions: 15, airlines: 0, airports: 0 });
      const counts = (await database.db.execute(
        'select (select count(*) from airlines)::int as airlines, (select count(*) from airports)::int as airports',
      )) as unknown as { rows: { airlines: number; airports: number }[] };
      expect(counts.rows[0]).toEqual({ airlines: first.airlines, airports: first.airports });
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('loadReferenceData with an airport supplement', () => {
  it('adds the supplement to an airports table loaded before it, once', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    try {
      const sources = { ...fixtureSources, airportSupplement: () => AIRPORT_SUPPLEMENT };
      const iatas = AIRPORT_SUPPLEMENT.map((a) => `'${a.iata}'`).join(',');
      const query = `select iata, icao, timezone from airports where iata in (${iatas}) order by iata`;
      const before = (await database.db.execute(query)) as unknown as { rows: unknown[] };
      expect(before.rows).toEqual([]);
      await loadReferenceData(database.db, sources);
      await loadReferenceData(database.db, sources);
      const after = (await database.db.execute(query)) as unknown as { rows: unknown[] };
      expect(after.rows).toEqual(
        [...AIRPORT_SUPPLEMENT]
          .sort((a, b) => a.iata.localeCompare(b.iata))
          .map((a) => ({ iata: a.iata, icao: a.icao, timezone: a.timezone })),
      );
    } finally {
      await database.close();
      await drop();
    }
  });
});
