/**
 * The corpus check shared by test/roster-corpus.test.ts and bench/roster-corpus.ts: every sample in
 * test/roster-corpus/<family>/ with a hand-counted <sample>.expected.json, parsed and resolved against the full
 * reference airports, compared on operating flights, deadheads, and the first and last operating flight.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import type { ResolvedEvent } from '../src/domain/roster/resolve.ts';
import { CORPUS } from './roster-helpers.ts';

export interface ExpectedFlight {
  flight: string;
  date: string;
  dep: string;
  arr: string;
  depUtc: string | null;
  arrUtc: string | null;
}

export interface Expected {
  family: string;
  uploadDate: string;
  operatingFlights: number;
  deadheads: number;
  first: ExpectedFlight;
  last: ExpectedFlight;
  real?: boolean;
}

export interface Sample {
  /** Path inside the corpus, e.g. `dtr/dtr-airlines-2025.txt`. */
  name: string;
  family: string;
  file: string;
  expected: Expected;
}

/** Every sample that has an expected result, by family and name. */
export function listSamples(root = CORPUS): Sample[] {
  const samples: Sample[] = [];
  for (const family of fs.readdirSync(root).sort()) {
    const dir = path.join(root, family);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const entry of fs.readdirSync(dir).sort()) {
      if (!entry.endsWith('.expected.json')) continue;
      const file = path.join(dir, entry.slice(0, -'.expected.json'.length));
      if (!fs.existsSync(file)) continue;
      const expected = JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8')) as Expected;
      samples.push({ name: `${family}/${path.basename(file)}`, family, file, expected });
    }
  }
  return samples;
}

/** A flight number for comparison: no spaces, no leading zeros; without the airline when the expected has none. */
function flightKey(raw: string, withAirline: boolean): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!withAirline) {
    const digits = /(\d{1,5}[A-Z]?)$/.exec(compact)?.[1] ?? compact;
    return digits.replace(/^0+(?=\d)/, '');
  }
  return compact.replace(/^([A-Z0-9]{2}|[A-Z]{3})0+(?=\d)/, '$1');
}

/** An expected flight number with its airline code (KM466, DX77), not only digits (940). */
const hasAirline = (flight: string) => /[A-Z]/i.test(flight);

const iso = (ts: number) => new Date(ts * 1000).toISOString().replace('.000Z', 'Z');

function compareFlight(label: string, got: ResolvedEvent | undefined, want: ExpectedFlight): string[] {
  if (!got) return [`${label}: no operating flight`];
  const problems: string[] = [];
  const withAirline = hasAirline(want.flight);
  // An empty expected flight: the roster prints no flight numbers (a statement of hours flown), so none is compared.
  if (want.flight !== '' && flightKey(got.title, withAirline) !== flightKey(want.flight, withAirline))
    problems.push(`${label} flight ${got.title} ≠ ${want.flight}`);
  if (got.departure !== want.dep || got.arrival !== want.arr)
    problems.push(`${label} route ${got.departure}-${got.arrival} ≠ ${want.dep}-${want.arr}`);
  if (want.depUtc !== null && iso(got.startTs) !== want.depUtc.replace('.000Z', 'Z'))
    problems.push(`${label} depUtc ${iso(got.startTs)} ≠ ${want.depUtc}`);
  if (want.arrUtc !== null && iso(got.endTs) !== want.arrUtc.replace('.000Z', 'Z'))
    problems.push(`${label} arrUtc ${iso(got.endTs)} ≠ ${want.arrUtc}`);
  if (want.depUtc === null && iso(got.startTs).slice(0, 10) !== want.date)
    problems.push(`${label} date ${iso(got.startTs).slice(0, 10)} ≠ ${want.date}`);
  return problems;
}

/** What differs from the expected result; empty when the sample is read exactly right. */
export function compareSample(events: ResolvedEvent[], expected: Expected): string[] {
  const problems: string[] = [];
  const flights = events.filter((e) => e.type === T.flight).sort((a, b) => a.startTs - b.startTs);
  const deadheads = events.filter((e) => e.type === T.positioning).length;
  if (flights.length !== expected.operatingFlights)
    problems.push(`operating flights ${flights.length} ≠ ${expected.operatingFlights}`);
  if (deadheads !== expected.deadheads) problems.push(`deadheads ${deadheads} ≠ ${expected.deadheads}`);
  problems.push(...compareFlight('first', flights[0], expected.first));
  problems.push(...compareFlight('last', flights.at(-1), expected.last));
  return problems;
}

/** A throwaway in-memory database with the full bundled reference data (all ~4.5k airports and their zones). */
export async function openReferenceDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  return database;
}
