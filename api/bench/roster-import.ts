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

import { yearRoster } from './year-roster.ts';

export { yearRoster };

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
