/**
 * Ask, don't refuse (issue #19 item 3): when the engine is unsure of a table, what it saw — the first rows, each
 * column's inferred role with how sure it is, and the duties those rows give — for the user to confirm or correct.
 *
 * Unsure means: the roster is a table (mapping.ts), and the engine either read nothing although the table has
 * dates (a header it cannot place, e.g. in another language, leaves the rows unread), or made a duty of fewer
 * than half the rows that looked like one (its `confidence` below UNSURE_BELOW) while the columns inferred from
 * the table's content read more duties. The rosters of the test corpus that the engine reads are not asked about.
 */
import type { PreviewDuty, RosterMapping, RosterPreview } from '@crewroster/shared/schemas';
import type { ParseContext, ParsedDuty, Stamp } from '../types.ts';
import { type EngineResult, readRows } from './index.ts';
import { inferColumns, inferTimes, layoutSignature, readTable, tableRowsWith } from './mapping.ts';

export const UNSURE_BELOW = 0.5;
const PREVIEW_ROWS = 8;
const PREVIEW_DUTIES = 20;
const CELL_CHARS = 80;

function wallClock(stamp: Stamp): { date: string; time: string } {
  if (typeof stamp !== 'number') return { date: stamp.date, time: stamp.time };
  const iso = new Date(stamp * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function previewDuty(duty: ParsedDuty): PreviewDuty {
  const start = wallClock(duty.start);
  const end = wallClock(duty.end);
  return {
    type: duty.type,
    title: duty.title,
    date: start.date,
    start: duty.allDay ? null : start.time,
    end: duty.allDay ? null : end.time,
    from: duty.departure ?? null,
    to: duty.arrival ?? null,
  };
}

/** The preview of an unsure reading, with the table's layout signature; null when the engine is sure. */
export function previewIfUnsure(
  text: string,
  ctx: ParseContext,
  result: EngineResult,
): { preview: RosterPreview; signature: string } | null {
  if (result.duties.length > 0 && result.confidence >= UNSURE_BELOW) return null;
  const table = readTable(text);
  if (!table) return null;
  const columns = inferColumns(table);
  const times = inferTimes(table, columns);
  const mapping: RosterMapping = { columns: columns.map((c) => c.role), times };
  if (result.duties.length === 0) {
    if (result.missing !== 'flights or duties' && !columns.some((c) => c.role === 'date')) return null;
  } else {
    // A few duties read with little confidence: ask only when the inferred columns read more.
    const mapped = readRows(table.format, tableRowsWith(table, mapping), text, ctx);
    if (mapped.duties.length <= result.duties.length) return null;
  }
  const first = { ...table, rows: table.rows.slice(0, PREVIEW_ROWS) };
  const read = readRows(table.format, tableRowsWith(first, mapping), text, ctx);
  const clip = (cells: string[]) => cells.map((c) => c.slice(0, CELL_CHARS));
  return {
    signature: layoutSignature(table),
    preview: {
      format: table.format,
      confidence: Math.round(result.confidence * 100) / 100,
      missing: result.missing,
      header: table.header ? clip(table.header) : null,
      rows: first.rows.map((r) => ({ line: r.line, cells: clip(r.cells) })),
      totalRows: table.rows.length,
      columns,
      times,
      duties: read.duties.slice(0, PREVIEW_DUTIES).map(previewDuty),
    },
  };
}

/** The layout signature of a roster read with a mapping (to remember the mapping for the airline). */
export function signatureOf(text: string): string | null {
  const table = readTable(text);
  return table ? layoutSignature(table) : null;
}
