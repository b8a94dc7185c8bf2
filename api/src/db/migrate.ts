import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { API_DIR } from '../config.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/** Arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_402_913_001;

/** Applies the committed drizzle-kit migrations (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One process owns a PGlite directory (lock file), so no cross-instance lock is needed.
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // Several API instances may start at once against one PostgreSQL: serialise with a session advisory lock.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  await database.db.execute(sql`select 1`);
}
