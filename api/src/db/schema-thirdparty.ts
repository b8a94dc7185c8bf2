/**
 * Third-party consent (issue 8): the consumer registry, consents (grants) and one-time authorisation codes.
 * Partner access tokens are JWTs naming their grant; deleting the grant (revocation) stops them at once.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';

/** A partner app: its key (OAuth client_id), what it may ask for, where it may send people and who may frame us. */
export const thirdpartyConsumers = pgTable('thirdparty_consumers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** 'main' | 'logbook': which product's logo the consent page shows. */
  logo: text('logo').notNull(),
  /** Scope ids (THIRDPARTY_SCOPES) this consumer may request. */
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  /** Exact redirect URIs (compared as strings, RFC 9700 §4.1.3). */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  /** Origins allowed to frame the consent page (CSP frame-ancestors). */
  framingOrigins: jsonb('framing_origins').$type<string[]>().notNull(),
  /** The crew-access consumer links people without an account to sign-up. */
  signupLink: integer('signup_link').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's consent to one consumer; one row per pair. Its id is in every token issued under it. */
export const thirdpartyGrants = pgTable(
  'thirdparty_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => thirdpartyConsumers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('thirdparty_grants_consumer_user_idx').on(t.consumerId, t.userId),
    index('thirdparty_grants_user_idx').on(t.userId),
  ],
);

/** One-time authorisation codes, stored only as SHA-256 hashes, bound to the grant, redirect URI and challenge. */
export const thirdpartyCodes = pgTable(
  'thirdparty_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => thirdpartyGrants.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('thirdparty_codes_grant_idx').on(t.grantId)],
);
