import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { scratchDatabase } from './api-process.ts';

/** PostgreSQL ending an idle pooled connection (restart, failover, an administrator) must not end the API. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('database pool', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let name = '';
  const idleErrors: Error[] = [];
  beforeAll(async () => {
    const scratch = await scratchDatabase('crewroster_pool');
    drop = scratch.drop;
    name = new URL(scratch.url).pathname.slice(1);
    database = await openDatabase({ databaseUrl: scratch.url, onIdleError: (err) => idleErrors.push(err) });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('survives the server ending its idle connections, and reconnects', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
      [name],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await expect.poll(() => idleErrors.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const result = (await database.db.execute(sql`select 2 as two`)) as unknown as {
      rows: { two: number }[];
    };
    expect(result.rows[0]?.two).toBe(2);
  });
});
