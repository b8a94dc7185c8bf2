/**
 * The logbook product profile of an account. A logbook user and a main-product user with the same e-mail are
 * one account (one `users` row) with two product profiles; this row is the logbook side.
 */
import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';

export const logbookProfiles = pgTable('logbook_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 1 when the logbook user accepts e-mails (set by the e-mail verification page), else 0. */
  emailMe: smallint('email_me').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
