/** Mails whose first send failed, kept until a retry succeeds (src/domain/mail/retrying-mailer.ts). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailRetries = pgTable(
  'mail_retries',
  {
    id: serial('id').primaryKey(),
    /** The MailMessage as it was to be sent (attachments included). */
    message: jsonb('message').notNull(),
    attempts: integer('attempts').notNull().default(1),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** Set when the retries are given up; the row stays for an operator to see. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_retries_due_idx').on(t.nextAttemptAt)],
);
