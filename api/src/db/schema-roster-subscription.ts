import type { ImportKind } from '@crewroster/shared/schemas';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';

/**
 * Roster subscription (one per user): a roster address the API fetched when it was added and re-fetches every few
 * hours (job `roster-subscription-refresh`). `content_hash` (SHA-256 of the last imported answer) lets an unchanged
 * roster cost no import; `lease_until` is set while one instance refreshes the row, so no other one does.
 */
export const rosterSubscriptions = pgTable(
  'roster_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    emailOnChange: boolean('email_on_change').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    lastChangedAt: timestamp('last_changed_at', { withTimezone: true }),
    /** 'ok' or the reason the last check failed. */
    lastStatus: text('last_status').notNull().default('ok'),
    contentHash: text('content_hash').notNull(),
    /** Checks that failed in a row (0 after a good one); the next check waits longer the more there are. */
    failures: integer('failures').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('roster_subscriptions_checked_idx').on(t.lastCheckedAt)],
);

/** One row per import: what it changed against the duties that were there before (dashboard, change mails). */
export const rosterChanges = pgTable(
  'roster_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** file, text, portal or subscription. */
    source: text('source').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    /** What the import stored by kind and how many lines it skipped, as its answer said (null before 0009). */
    imported: jsonb('imported').$type<Record<ImportKind, number>>(),
    skipped: integer('skipped'),
  },
  (t) => [index('roster_changes_user_at_idx').on(t.userId, t.at)],
);
