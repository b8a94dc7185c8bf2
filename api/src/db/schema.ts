/** Every table, for drizzle and the db client: one file per area, the core tables (users, airlines, airports, sessions) in schema-core.ts. */

export * from './schema-accounts.ts';
export * from './schema-core.ts';
export * from './schema-export.ts';
export * from './schema-logbook.ts';
export * from './schema-mail.ts';
export * from './schema-roster.ts';
export * from './schema-roster-subscription.ts';
export * from './schema-settings.ts';
export * from './schema-thirdparty.ts';
