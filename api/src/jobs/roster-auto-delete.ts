/**
 * Schedules roster auto-delete on pg-boss: a cron schedule (hourly by default) puts one job on the queue, and
 * whichever API instance picks it up runs it, once across all instances. On PGlite pg-boss runs in-process
 * through its own adapter (`fromPglite`, backend 'pglite'); on PostgreSQL it uses its own connection pool.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { deleteExpiredRosterEvents } from '../domain/roster/auto-delete.ts';

export const ROSTER_AUTO_DELETE_QUEUE = 'roster-auto-delete';

export interface RosterJobsOptions {
  /** PostgreSQL connection string (when the database is PostgreSQL). */
  databaseUrl?: string | undefined;
  cron?: string;
  now?: () => Date;
}

export async function startRosterAutoDelete(
  database: Database,
  logger: Logger,
  options: RosterJobsOptions = {},
): Promise<{ boss: PgBoss; stop: () => Promise<void> }> {
  const now = options.now ?? (() => new Date());
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.client), backend: 'pglite' })
      : new PgBoss({ connectionString: options.databaseUrl as string, max: 2 });
  boss.on('error', (err) => logger.error({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(ROSTER_AUTO_DELETE_QUEUE);
  await boss.work(ROSTER_AUTO_DELETE_QUEUE, async () => {
    const count = await deleteExpiredRosterEvents(database.db, now());
    if (count > 0) logger.info({ count }, 'roster auto-delete');
  });
  await boss.schedule(ROSTER_AUTO_DELETE_QUEUE, options.cron ?? '7 * * * *');
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
