import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

export interface OpenDatabaseOptions {
  /** node-postgres connection string; when set PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` (default). */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob | File;
  poolMax?: number;
  /** Told about errors of idle PostgreSQL connections (they are dropped and replaced). */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported on the pool; without
    // a listener Node would end the process. The pool drops that connection and the next query opens a new one.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * One statement by name, rows as arrays of column values (PostgreSQL's bigint comes as a string, PGlite's as a
 * number or bigint: wrap it in Number()). On PostgreSQL it is prepared once per connection and then only executed;
 * PGlite runs the same SQL. For the hottest reads, where drizzle's query building and row mapping cost more CPU than
 * the query itself (issue 18).
 */
export async function namedQuery(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<unknown[][]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool)
    return (await client.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
  if (client instanceof PGlite)
    return (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  throw new Error('namedQuery needs the database opened by openDatabase');
}
