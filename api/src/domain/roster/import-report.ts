/**
 * What an import reports on its success screen (issue #19 item 5): the stored duties counted by kind, and the
 * rows it skipped with why, as codes the web app words in the user's language.
 */
import {
  DUTY_TYPES,
  IMPORT_KINDS,
  type ImportKind,
  type ImportReport,
  SKIPPED_ROWS_MAX,
  type SkippedRow,
  type SkipReason,
} from '@crewroster/shared/schemas';
import type { Skipped } from './engine/assemble.ts';

const KIND_OF_TYPE: Record<number, ImportKind> = {
  [DUTY_TYPES.flight]: 'flights',
  [DUTY_TYPES.positioning]: 'deadheads',
  [DUTY_TYPES.standby]: 'standby',
  [DUTY_TYPES.dayOff]: 'daysOff',
  [DUTY_TYPES.noDuty]: 'daysOff',
  [DUTY_TYPES.simulator]: 'training',
  [DUTY_TYPES.course]: 'training',
  [DUTY_TYPES.office]: 'office',
  [DUTY_TYPES.working]: 'office',
  [DUTY_TYPES.transport]: 'transport',
  [DUTY_TYPES.pickup]: 'transport',
  [DUTY_TYPES.hotel]: 'hotels',
  [DUTY_TYPES.layover]: 'hotels',
  [DUTY_TYPES.personal]: 'leave',
  [DUTY_TYPES.report]: 'reports',
  [DUTY_TYPES.debrief]: 'reports',
  [DUTY_TYPES.checkIn]: 'reports',
  [DUTY_TYPES.checkOut]: 'reports',
};

export function countByKind(types: Iterable<number>): Record<ImportKind, number> {
  const counts = Object.fromEntries(IMPORT_KINDS.map((k) => [k, 0])) as Record<ImportKind, number>;
  for (const type of types) counts[KIND_OF_TYPE[type] ?? 'other']++;
  return counts;
}

/** The engine's reasons (engine/assemble.ts) as codes; a reason without one is `other`. */
const REASONS: Record<string, SkipReason> = {
  'a date that does not exist': 'invalid_date',
  'no date before it': 'no_date',
  'a flight number without airports and times': 'flight_without_route',
  'no duty code': 'no_duty_code',
  'a station the legs fly to, not a duty code': 'station_not_code',
  'no usable date or time': 'no_time',
};

export function skippedRows(skipped: Skipped[], total: number): ImportReport['skipped'] {
  const rows: SkippedRow[] = skipped.slice(0, SKIPPED_ROWS_MAX).map((s) => ({
    line: s.line,
    text: s.text,
    reason: REASONS[s.reason] ?? 'other',
  }));
  return { total: Math.max(total, rows.length), rows };
}
