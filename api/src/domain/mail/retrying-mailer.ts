/**
 * Mail that is retried, not lost: a send that fails (SMTP down, a timeout) is stored in `mail_retries` and the
 * caller goes on as if it was sent; a scheduled job (pg-boss, every minute, one instance at a time) retries due
 * mails with growing pauses and gives up after a day, leaving the row (with its last error) for an operator.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { mailRetries } from '../../db/schema-mail.ts';
import type { MailMessage } from './mailer.ts';

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** Minutes to wait before retry n (1-based); after the last one the mail is given up (about 27 hours in all). */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360, 720];

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export class RetryingMailer implements MailTransport {
  constructor(
    readonly db: Db,
    readonly transport: MailTransport,
    readonly logger: Logger,
    readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.send(message);
    } catch (err) {
      this.logger.warn({ err, subject: message.subject }, 'mail not sent; it will be retried');
      await this.db.insert(mailRetries).values({
        message,
        lastError: describe(err),
        nextAttemptAt: new Date(this.now().getTime() + (BACKOFF_MINUTES[0] as number) * 60_000),
      });
    }
  }

  /** Sends the mails that are due; returns how many went. Rows are locked so two instances never send one twice. */
  async retryDue(limit = 50): Promise<number> {
    let sent = 0;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailRetries)
        .where(and(isNull(mailRetries.failedAt), lte(mailRetries.nextAttemptAt, this.now())))
        .orderBy(asc(mailRetries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) {
        try {
          await this.transport.send(row.message as MailMessage);
          await tx.delete(mailRetries).where(eq(mailRetries.id, row.id));
          sent += 1;
        } catch (err) {
          const pause = BACKOFF_MINUTES[row.attempts];
          await tx
            .update(mailRetries)
            .set({
              attempts: sql`${mailRetries.attempts} + 1`,
              lastError: describe(err),
              ...(pause === undefined
                ? { failedAt: this.now() }
                : { nextAttemptAt: new Date(this.now().getTime() + pause * 60_000) }),
            })
            .where(eq(mailRetries.id, row.id));
          if (pause === undefined) this.logger.error({ err, id: row.id }, 'mail given up after its retries');
        }
      }
    });
    return sent;
  }
}
