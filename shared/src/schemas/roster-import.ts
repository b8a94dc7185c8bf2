/**
 * What a roster import reports (issue #19 items 3 and 5): the duties it stored by kind, the rows it skipped, and —
 * when the engine is unsure of a table's columns — a preview the user confirms or corrects with a column mapping.
 */
import * as v from 'valibot';

/** What a table column holds, as the user picks it in the column-mapping step. */
export const COLUMN_ROLES = [
  'date',
  'flight',
  'code',
  'from',
  'to',
  'dep',
  'arr',
  'report',
  'release',
  'station',
  'aircraft',
  'remarks',
  'ignore',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** How the times of a mapped table are to be read: as the engine finds (cues, base), UTC, or local at the airport. */
export const MAPPING_TIME_ZONES = ['auto', 'utc', 'local'] as const;
export type MappingTimeZone = (typeof MAPPING_TIME_ZONES)[number];

export const ROSTER_MAPPING_MAX_COLUMNS = 200;

export const rosterMappingMessages = {
  invalid: 'The column mapping is not valid.',
  columns: 'The column mapping does not match the columns of this roster.',
  notTable: 'A column mapping applies to tables (CSV, HTML tables, XML records) only.',
} as const;

/** The `mapping` field of POST /v2/roster/upload (JSON): one role per column, left to right. */
export const rosterMappingSchema = v.object({
  columns: v.pipe(
    v.array(v.picklist(COLUMN_ROLES, rosterMappingMessages.invalid), rosterMappingMessages.invalid),
    v.minLength(1, rosterMappingMessages.invalid),
    v.maxLength(ROSTER_MAPPING_MAX_COLUMNS, rosterMappingMessages.invalid),
  ),
  times: v.optional(v.picklist(MAPPING_TIME_ZONES, rosterMappingMessages.invalid), 'auto'),
});
export type RosterMapping = v.InferOutput<typeof rosterMappingSchema>;

/** The kinds an import's duties are counted by on the success screen. */
export const IMPORT_KINDS = [
  'flights',
  'deadheads',
  'standby',
  'daysOff',
  'training',
  'office',
  'transport',
  'hotels',
  'leave',
  'reports',
  'other',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Why a row was skipped (the success screen words each; `other` for reasons without a code). */
export const SKIP_REASONS = [
  'invalid_date',
  'no_date',
  'flight_without_route',
  'no_duty_code',
  'station_not_code',
  'no_time',
  'other',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface SkippedRow {
  /** 1-based line (text) or row (table) of the roster. */
  line: number;
  /** The line or row as printed (clipped). */
  text: string;
  reason: SkipReason;
}

/** `meta` of the upload and fetch answers, beside format, events, period and changes. */
export interface ImportReport {
  imported: Record<ImportKind, number>;
  /** The first skipped rows (at most `SKIPPED_ROWS_MAX`) and how many there were in all. */
  skipped: { total: number; rows: SkippedRow[] };
  /** Read with the user's column mapping (`confirmed`), one remembered for the airline's layout, or the engine's. */
  mapping: 'confirmed' | 'remembered' | null;
}

export const SKIPPED_ROWS_MAX = 50;

/** One duty the preview's mapping would import from its first rows (wall-clock times as printed). */
export interface PreviewDuty {
  type: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or null for a whole day. */
  start: string | null;
  end: string | null;
  from: string | null;
  to: string | null;
}

/** 422 `roster_needs_mapping`: what the engine saw in a table it is unsure of. Nothing was stored. */
export interface RosterPreview {
  format: 'csv' | 'html' | 'xml';
  /** The engine's own confidence (0–1): the share of duty-like rows it could make a duty of. */
  confidence: number;
  /** What the engine's own reading lacked, when it read nothing. */
  missing: 'dates' | 'flights or duties' | null;
  /** The header row's cells, when the table has one. */
  header: string[] | null;
  /** The first data rows, with their 1-based row numbers. */
  rows: { line: number; cells: string[] }[];
  totalRows: number;
  /** Per column, left to right: the role the engine inferred and how sure it is (0–1). */
  columns: { role: ColumnRole; confidence: number }[];
  /** How the times read: what the time columns' headers say (`STD (UTC)`, `STA_Local`), else `auto`. */
  times: MappingTimeZone;
  /** The duties those rows give with the inferred roles. */
  duties: PreviewDuty[];
}

export const ROSTER_NEEDS_MAPPING = 'roster_needs_mapping';

export interface RosterNeedsMappingBody {
  message: string;
  code: typeof ROSTER_NEEDS_MAPPING;
  preview: RosterPreview;
}
