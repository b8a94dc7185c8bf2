/**
 * A table printed one cell a line, as OCR reads a roster screen's table and some PDF text extractors write one: its
 * column heads one a line ("DATE" / "FLIGHT" / "SHOWUP" / "SECTOR" / "STD" / "STA"), then its cells row by row, an
 * empty line for an empty cell ("03/02(일)" / "521" / "02 10:15" / "ICN/LHR" / "02 12:25" / "02 18:05"). The table
 * is rebuilt as tab-separated rows under a tab-separated header, which the engine reads as any copied table.
 *
 * A row starts at a date, or, once the row before is full, at the first cell that fits a named column (a day's
 * second leg starts at its flight number, its date cell left empty). A line that fits the next column, or no named
 * column after it, is that column's cell; one that fits a later named column leaves the columns between empty.
 * Text without such a header comes back as it was.
 */
import type { CellRole } from './header-roles.ts';
import { columnRole } from './header-roles.ts';
import {
  readAirport,
  readBareNumber,
  readDate,
  readFlightNumber,
  readTime,
  tokenize,
  trimToken,
} from './tokens.ts';

/** Column heads at least: fewer make no table worth rebuilding. */
const MIN_HEADS = 4;

/** A line that may be a column head: a word or two, no digits, short. */
const HEAD_LIKE = /^[A-Za-z][A-Za-z ./_()-]{0,19}$/;

/** The run of column heads one a line: where it starts, where it ends, and each head's role. */
function headRun(lines: string[]): { start: number; end: number; roles: (CellRole | undefined)[] } | null {
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j < lines.length && HEAD_LIKE.test((lines[j] ?? '').trim())) j++;
    if (j - i >= MIN_HEADS) {
      // A title above the heads ("Monthly schedule") is no column: the heads start at the first that names one.
      let first = i;
      while (first < j && !columnRole((lines[first] ?? '').trim())) first++;
      const heads = lines.slice(first, j).map((l) => l.trim());
      const roles = heads.map((h) => columnRole(h)?.role);
      const named = new Set(roles.filter(Boolean));
      if (
        heads.length >= MIN_HEADS &&
        named.has('date') &&
        (named.has('flight') || named.has('dep')) &&
        named.size >= 3
      )
        return { start: first, end: j, roles };
    }
    i = j;
  }
  return null;
}

const words = (line: string) => tokenize(line).map((w) => trimToken(w.text));

/** Whether a cell's text fits a named column (null: the column is unnamed, any text may stand in it). */
function fitsColumn(role: CellRole | undefined, line: string): boolean | null {
  const w = words(line);
  switch (role) {
    case 'date':
      return !!readDate(w[0] ?? '');
    case 'flight':
      return !!readFlightNumber(w[0] ?? '') || !!readBareNumber(w[0] ?? '');
    case 'dep':
    case 'arr':
    case 'report':
    case 'release':
      return w.slice(0, 3).some((x) => !!readTime(x));
    case 'from':
    case 'to':
    case 'station':
      return w.length === 1 && !!readAirport(w[0] ?? '');
    case undefined:
      return null;
    default:
      return false;
  }
}

export function tableFromCellLines(text: string): string {
  if (!text.includes('\n') || text.includes('\t')) return text;
  const lines = text.split(/\r?\n|\r/);
  const run = headRun(lines);
  if (!run) return text;
  const { roles } = run;
  const n = roles.length;
  const dateColumn = roles.indexOf('date');
  const out = [
    ...lines.slice(0, run.start),
    lines
      .slice(run.start, run.end)
      .map((l) => l.trim())
      .join('\t'),
  ];
  let row: string[] = [];
  let pos = 0;
  const flush = () => {
    if (row.some((c) => c !== '')) out.push(row.join('\t'));
    row = new Array(n).fill('');
    pos = 0;
  };
  flush();
  /** The first named column from `from` on that the cell fits, or -1. */
  const fitting = (from: number, cell: string) => {
    for (let j = from; j < n; j++) if (fitsColumn(roles[j], cell)) return j;
    return -1;
  };
  for (const printed of lines.slice(run.end)) {
    const cell = printed.trim();
    if (cell === '') {
      if (pos > 0 && pos < n) pos++;
      continue;
    }
    if (dateColumn >= 0 && fitsColumn('date', cell) && (pos > dateColumn || row.some((c) => c !== '')))
      flush();
    if (pos >= n) {
      flush();
      const j = fitting(0, cell);
      if (j > 0) pos = j;
    } else if (fitsColumn(roles[pos], cell) === false) {
      const j = fitting(pos + 1, cell);
      if (j > pos) pos = j;
    }
    row[pos] = cell;
    pos++;
  }
  flush();
  return out.join('\n');
}
