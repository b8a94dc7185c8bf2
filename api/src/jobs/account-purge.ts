/**
 * Runs the account purge (spec §1: deleted 30 days after inactivation) every hour. A plain timer, not pg-boss:
 * the purge is one idempotent DELETE, so two instances running it at once do no harm.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { purgeDeletedAccounts } from '../domain/account/account-service.ts';

export function scheduleAccountPurge(
  db: Db,
  logger: Logger,
  opts: { now?: () => Date; intervalMs?: number } = {},
): () => void {
  const now = opts.now ?? (() => new Date());
  const run = () =>
    purgeDeletedAccounts(db, now())
      .then((count) => {
        if (count > 0) logger.info({ count }, 'purged deleted accounts');
      })
      .catch((err) => logger.error({ err }, 'account purge failed'));
  void run();
  const timer = setInterval(run, opts.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
