import type { RosterMapping } from '@crewroster/shared/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { airlines, users } from './schema-core.ts';

/** Duty events imported from rosters (spec §3 Event). Times are UTC epoch seconds. */
export const rosterEvents = pgTable(
  'roster_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dutyType: smallint('duty_type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    nonFlyCode: text('non_fly_code'),
    additional: text('additional'),
    startTs: bigint('start_ts', { mode: 'number' }).notNull(),
    endTs: bigint('end_ts', { mode: 'number' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    departureIata: varchar('departure_iata', { length: 3 }),
    arrivalIata: varchar('arrival_iata', { length: 3 }),
    /** How it arrived: file, text, portal or subscription. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roster_events_user_start_idx').on(t.userId, t.startTs)],
);

/** One row per successful import: what was read and which period it replaced. */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    format: text('format').notNull(),
    periodStart: bigint('period_start', { mode: 'number' }).notNull(),
    periodEnd: bigint('period_end', { mode: 'number' }).notNull(),
    events: integer('events').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roster_imports_user_idx').on(t.userId)],
);

/** Usage analytics recorded by the API itself when Firebase Analytics is not configured. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    source: text('source'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/** Upload types (spec §3 "Upload type per airline"): which import screens an airline offers. */
export const uploadTypes = pgTable('upload_types', {
  pk: text('pk').primaryKey(),
  fetchbox: boolean('fetchbox').notNull().default(false),
  uploadbox: boolean('uploadbox').notNull().default(false),
  textbox: boolean('textbox').notNull().default(false),
  fetchboxdouble: boolean('fetchboxdouble').notNull().default(false),
  fetchboxmemorable: boolean('fetchboxmemorable').notNull().default(false),
  fetchboxextra: boolean('fetchboxextra').notNull().default(false),
  fetchboxdays: boolean('fetchboxdays').notNull().default(false),
  /** wiz_* titles, title_memorable, wiz_intro_text, upload_instructions. */
  texts: jsonb('texts').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** Portal connector used by POST /v2/roster/fetch (null: no portal fetch). */
  connector: text('connector'),
});

export const airlineUploadTypes = pgTable(
  'airline_upload_types',
  {
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id, { onDelete: 'cascade' }),
    uploadTypePk: text('upload_type_pk')
      .notNull()
      .references(() => uploadTypes.pk, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.airlineId, t.uploadTypePk] })],
);

/**
 * Column mappings users confirmed for a table roster (issue #19 item 3), per airline and layout (the signature of
 * the table's header, engine/mapping.ts): the airline's next upload with that layout is read with it.
 */
export const rosterLayouts = pgTable(
  'roster_layouts',
  {
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    mapping: jsonb('mapping').$type<RosterMapping>().notNull(),
    /** Who confirmed it last (null once that account is gone). */
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.airlineId, t.signature] })],
);
