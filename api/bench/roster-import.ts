/**
 * Roster import benchmark (not a test): pnpm --filter api bench
 * Imports a generated one-year roster (≥1,500 events) on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (a throwaway database is created and dropped), and prints events per second for the
 * whole import (parse, airports and zones, one transaction with the bulk insert, statistics) and for the store
 * step alone. Each figure is the best of five runs after a warm-up; re-imports replace the same period.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { DbAnalytics } from '../src/domain/analytics/analytics.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import { RosterParsePool } from '../src/domain/roster/parse-pool.ts';
import { parseText } from '../src/domain/roster/registry.ts';
import { resolveDuties } from '../src/domain/roster/resolve.ts';
import { RosterService } from '../src/domain/roster/roster-service.ts';
import { replaceEvents } from '../src/domain/roster/store.ts';

const ROUTES = [
  ['AMS', 'LHR'],
  ['AMS', 'CDG'],
  ['AMS', 'FRA'],
  ['AMS', 'MAD'],
  ['AMS', 'JFK'],
  ['AMS', 'DXB'],
];

/** A DTR-style year: every day a report, two legs out and back (or standby/simulator/day off), a debrief. */
export function yearRoster(year = 2025): string {
  const lines = ['Date       Duty    Start   End     Loc1    Loc2   Remarks'];
  for (let d = 0; d < 365; d++) {
    const date = new Date(Date.UTC(year, 0, 1 + d)).toISOString().slice(0, 10);
    const [from, to] = ROUTES[d % ROUTES.length] as [string, string];
    if (d % 7 === 6) {
      lines.push(`${date} DO      00:00   23:59   HOME           Day Off`);
      continue;
    }
    lines.push(`${date} CI      05:00   05:45   ${from}            Report`);
    lines.push(`${date} KL${1000 + (d % 90) * 2}  06:00   08:00   ${from}     ${to}    Flight`);
    lines.push(`${date} KL${1001 + (d % 90) * 2}  09:00   11:00   ${to}     ${from}    Flight`);
    if (d % 3 === 0) lines.push(`${date} SIM     13:00   17:00   ${from}            Simulator`);
    else lines.push(`${date} SBY     12:00   16:00   ${from}            Standby`);
    lines.push(`${date} CO      11:00   11:30   ${from}            Debrief`);
  }
  return lines.join('\n');
}

async function createUser(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`
    insert into users (email, password_hash, firstname, lastname)
    values (${`bench-${randomBytes(4).toString('hex')}@bench.test`}, 'x', 'Bench', 'User') returning id`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id);
}

async function bench(label: string, database: Database): Promise<void> {
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  const userId = await createUser(database);
  const parser = new RosterParsePool(loadConfig({}).roster.parse);
  const roster = new RosterService({ db: database.db, analytics: new DbAnalytics(database.db), parser });
  const bytes = new TextEncoder().encode(yearRoster());
  const first = await roster.import(userId, bytes, 'file');
  const n = first.events;
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await roster.import(userId, bytes, 'file');
    best = Math.min(best, performance.now() - t);
  }
  const events = await resolveDuties(
    database.db,
    parseText(new TextDecoder().decode(bytes), { uploadDate: new Date() }).duties,
  );
  let bestStore = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await replaceEvents(database.db, userId, events, { source: 'file', format: 'bench' });
    bestStore = Math.min(bestStore, performance.now() - t);
  }
  await parser.close();
  const rate = (ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');
  console.log(
    `${label.padEnd(10)} ${n} events · full import ${best.toFixed(0)} ms (${rate(best)} events/s) · store only ${bestStore.toFixed(0)} ms (${rate(bestStore)} events/s)`,
  );
}

const pgliteDb = await openDatabase({ dataDir: 'memory://' });
try {
  await bench('PGlite', pgliteDb);
} finally {
  await pgliteDb.close();
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const name = `crewroster_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolMax: 4 });
  // Dropping the database ends idle connections; that is expected here.
  if (database.kind === 'postgres') database.pool.on('error', () => {});
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
