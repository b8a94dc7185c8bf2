/**
 * The dashboard's event range (spec §4 Dashboard, §9): all events (loaded from 6 months back), next 7 days
 * (today + 6), next 30 days, or a custom range. Dates are calendar days, `yyyy-MM-dd`, as the API takes them.
 */
import { addDays, addMonths, format, parseISO } from 'date-fns';

export type RangeKind = 'all' | 'next7' | 'next30' | 'custom';

export interface EventRange {
  kind: RangeKind;
  /** First day, yyyy-MM-dd. */
  start: string;
  /** Last day, yyyy-MM-dd; null = open-ended (all events). */
  end: string | null;
}

export const HISTORY_MONTHS = 6;
/** Spec §9: exports of "all events" use these dates. */
export const ALL_EVENTS_START = '1950-01-01';
export const ALL_EVENTS_END = '9999-12-30';

export const day = (date: Date) => format(date, 'yyyy-MM-dd');

export function quickRange(kind: Exclude<RangeKind, 'custom'>, today: Date): EventRange {
  switch (kind) {
    case 'all':
      return { kind, start: day(addMonths(today, -HISTORY_MONTHS)), end: null };
    case 'next7':
      return { kind, start: day(today), end: day(addDays(today, 6)) };
    case 'next30':
      return { kind, start: day(today), end: day(addDays(today, 29)) };
  }
}

/** "Show history": 6 more months before the earliest loaded event (or the range start when nothing loaded). */
export function withHistory(range: EventRange, earliestLoaded: string | null): EventRange {
  const from = earliestLoaded && earliestLoaded < range.start ? earliestLoaded : range.start;
  return { ...range, start: day(addMonths(parseISO(from), -HISTORY_MONTHS)) };
}

/** The dates to send for statistics and exports: an open end means every future duty. */
export function closedRange(
  range: EventRange,
  kind: 'statistics' | 'export',
): { start: string; end: string } {
  if (kind === 'export' && range.kind === 'all') return { start: ALL_EVENTS_START, end: ALL_EVENTS_END };
  return { start: range.start, end: range.end ?? ALL_EVENTS_END };
}
