/** Settings tables (spec §3 "Calendar output format"). */
import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The formats a calendar event's summary, location and description can take: flight formats (`isreport`
 * false) and report formats (true). Seeded by migration; preferences `output_ical_*` hold a pk.
 */
export const calendarOutputFormats = pgTable('calendar_output_formats', {
  pk: integer('pk').primaryKey(),
  publicExample: text('public_example').notNull(),
  isreport: boolean('isreport').notNull(),
  /** Display order within its list. */
  sortOrder: smallint('sort_order').notNull(),
});
