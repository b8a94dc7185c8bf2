/** Account pages (issue 3): e-mail verification, campaign flags, one-time tokens and avatars. */
import { boolean, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Per-user account state that the base `users` table does not carry. */
export const accountState = pgTable('account_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Brand Ambassador Campaign membership; opting out sets it false. */
  ambassador: boolean('ambassador').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time things already spent: temp-token ids (reset, verify) and captcha solutions. Kept until they
 * expire so a replay on any API instance is refused.
 */
export const usedTokens = pgTable('used_tokens', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Avatar images, served by the API itself (GET /main/v2/avatar/{id}); one per user. */
export const avatars = pgTable('avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
