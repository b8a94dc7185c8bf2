import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { airlines, airports } from '../../db/schema.ts';
import { AIRPORT_SUPPLEMENT } from './airport-supplement.ts';
import {
  type AirlineRecord,
  type AirportRecord,
  type PositionRecord,
  readAirlines,
  readAirports,
  readPositions,
} from './sources.ts';
import { seedUploadTypes } from './upload-types.ts';

export interface ReferenceSources {
  positions: () => PositionRecord[];
  airlines: () => AirlineRecord[];
  airports: () => AirportRecord[];
  /**
   * Airports added to a table that is already loaded (insert only where the code is new): the documented
   * supplement of airports the bundled data lacks, so a database loaded before an entry was added learns it.
   */
  airportSupplement?: () => readonly AirportRecord[];
}

export const bundledSources: ReferenceSources = {
  positions: readPositions,
  airlines: readAirlines,
  airports: readAirports,
  airportSupplement: () => AIRPORT_SUPPLEMENT,
};

export interface LoadResult {
  positions: number;
  airlines: number;
  airports: number;
}

/** Arbitrary constant key: only one instance loads reference data at a time. */
const REFERENCE_LOCK_KEY = 7_402_913_002;

/** Array parameter bound as one value (drizzle would otherwise expand it into a list). */
const arr = (values: unknown[]) => sql.param(values);

async function insertAirlines(tx: Tx, rows: AirlineRecord[]): Promise<void> {
  await tx.execute(sql`
    insert into airlines (id, name, iata, icao, callsign, country)
    select * from unnest(
      ${arr(rows.map((r) => r.id))}::integer[], ${arr(rows.map((r) => r.name))}::text[],
      ${arr(rows.map((r) => r.iata))}::text[], ${arr(rows.map((r) => r.icao))}::text[],
      ${arr(rows.map((r) => r.callsign))}::text[], ${arr(rows.map((r) => r.country))}::text[])
    on conflict (id) do nothing`);
}

async function insertAirports(tx: Tx, rows: readonly AirportRecord[]): Promise<void> {
  await tx.execute(sql`
    insert into airports (iata, icao, name, city, country, region, latitude, longitude, timezone)
    select * from unnest(
      ${arr(rows.map((r) => r.iata))}::varchar[], ${arr(rows.map((r) => r.icao))}::text[],
      ${arr(rows.map((r) => r.name))}::text[], ${arr(rows.map((r) => r.city))}::text[],
      ${arr(rows.map((r) => r.country))}::varchar[], ${arr(rows.map((r) => r.region))}::varchar[],
      ${arr(rows.map((r) => r.latitude))}::double precision[], ${arr(rows.map((r) => r.longitude))}::double precision[],
      ${arr(rows.map((r) => r.timezone))}::text[])
    on conflict (iata) do nothing`);
}

async function upsertPositions(tx: Tx, rows: PositionRecord[]): Promise<void> {
  await tx.execute(sql`
    insert into positions (value, name, ispilot, sort_order)
    select * from unnest(
      ${arr(rows.map((r) => r.value))}::text[], ${arr(rows.map((r) => r.name))}::text[],
      ${arr(rows.map((r) => r.ispilot))}::boolean[], ${arr(rows.map((r) => r.sortOrder))}::integer[])
    on conflict (value) do update set name = excluded.name, ispilot = excluded.ispilot, sort_order = excluded.sort_order`);
}

/**
 * Loads positions, airlines and airports in one transaction. Idempotent: positions are upserted, and
 * airlines/airports are loaded only while their table is empty (the sources are read only then); a loaded airports
 * table only gains the supplement's airports it does not have yet.
 */
export async function loadReferenceData(
  db: Db,
  sources: ReferenceSources = bundledSources,
): Promise<LoadResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_KEY})`);
    const result: LoadResult = { positions: 0, airlines: 0, airports: 0 };
    const positionRows = sources.positions();
    await upsertPositions(tx, positionRows);
    result.positions = positionRows.length;
    const [airlineCount] = await tx.select({ n: count() }).from(airlines);
    if (!airlineCount?.n) {
      const rows = sources.airlines();
      if (rows.length > 0) await insertAirlines(tx, rows);
      result.airlines = rows.length;
    }
    const [airportCount] = await tx.select({ n: count() }).from(airports);
    if (!airportCount?.n) {
      const rows = sources.airports();
      if (rows.length > 0) await insertAirports(tx, rows);
      result.airports = rows.length;
    } else {
      const extra = sources.airportSupplement?.() ?? [];
      if (extra.length > 0) await insertAirports(tx, extra);
    }
    await seedUploadTypes(tx);
    return result;
  });
}
