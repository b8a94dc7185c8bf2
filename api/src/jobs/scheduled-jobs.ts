/**
 * Scheduled jobs on pg-boss: a cron schedule puts one job on its queue, and whichever API instance picks it up runs
 * it, once across all instances. On PGlite pg-boss runs in-process through its own adapter (`fromPglite`, backend
 * 'pglite'); on PostgreSQL it uses its own connection pool. Jobs: roster auto-delete (spec §3) and the purge of
 * expired refresh tokens, authorisation codes and spent mail-link tokens; mail retries; the roster-subscription
 * refresh (every 15 minutes; each run checks the addresses whose last check is older than the interval).
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { purgeExpiredCredentials } from '../domain/auth/purge.ts';
import { deleteExpiredRosterEvents } from '../domain/roster/auto-delete.ts';

export const ROSTER_AUTO_DELETE_QUEUE = 'roster-auto-delete';
export const CREDENTIAL_PURGE_QUEUE = 'purge-expired-credentials';
export const MAIL_RETRY_QUEUE = 'mail-retry';
export const ROSTER_SUBSCRIPTION_QUEUE = 'roster-subscription-refresh';

export interface ScheduledJobsOptions {
  /** PostgreSQL connection string (when the database is PostgreSQL). */
  databaseUrl?: string | undefined;
  /** Cron of roster auto-delete (default: hourly at :07). */
  cron?: string;
  now?: () => Date;
  /** Sends the mails whose first send failed (RetryingMailer.retryDue); every minute when given. */
  retryMail?: () => Promise<number>;
  /** Refreshes the roster subscriptions that are due (RosterSubscriptionService.refreshDue); every 15 minutes when given. */
  refreshRosterSubscriptions?: (now: Date) => Promise<{ checked: number; changed: number; failed: number }>;
}

export async function startScheduledJobs(
  database: Database,
  logger: Logger,
  options: ScheduledJobsOptions = {},
): Promise<{ boss: PgBoss; stop: () => Promise<void> }> {
  const now = options.now ?? (() => new Date());
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.client), backend: 'pglite' })
      : new PgBoss({ connectionString: options.databaseUrl as string, max: 2 });
  boss.on('error', (err) => logger.error({ err }, 'pg-boss error'));
  await boss.start();
  const jobs: { queue: string; cron: string; run: () => Promise<void> }[] = [
    {
      queue: ROSTER_AUTO_DELETE_QUEUE,
      cron: options.cron ?? '7 * * * *',
      run: async () => {
        const count = await deleteExpiredRosterEvents(database.db, now());
        if (count > 0) logger.info({ count }, 'roster auto-delete');
      },
    },
    {
      queue: CREDENTIAL_PURGE_QUEUE,
      cron: '23 * * * *',
      run: async () =>
        logger.info(await purgeExpiredCredentials(database.db, now()), 'expired credentials purged'),
    },
  ];
  const { retryMail } = options;
  if (retryMail)
    jobs.push({
      queue: MAIL_RETRY_QUEUE,
      cron: '* * * * *',
      run: async () => {
        const sent = await retryMail();
        if (sent > 0) logger.info({ sent }, 'mail retried');
      },
    });
  const { refreshRosterSubscriptions } = options;
  if (refreshRosterSubscriptions)
    jobs.push({
      queue: ROSTER_SUBSCRIPTION_QUEUE,
      cron: '*/15 * * * *',
      run: async () => {
        const run = await refreshRosterSubscriptions(now());
        if (run.checked > 0) logger.info(run, 'roster subscriptions refreshed');
      },
    });
  for (const job of jobs) {
    await boss.createQueue(job.queue);
    await boss.work(job.queue, job.run);
    await boss.schedule(job.queue, job.cron);
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
