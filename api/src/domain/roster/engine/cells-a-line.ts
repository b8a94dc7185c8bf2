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
import { type CellRole, columnRole } from './header-roles.ts';
// A sector in one cell ("ICN/LHR"): no named column takes it (a Sector or Route column names no role).
import { SECTOR } from './table-row.ts';
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
/** Column heads at most: a longer run of short lines is no table's heads. */
const MAX_HEADS = 30;

/** A line that may be a column head: a word or two, no digits, short; in Latin letters or in CJK ('편명', '出発'). */
const HEAD_LIKE =
  /^(?:[A-Za-z][A-Za-z ./_()-]{0,19}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー A-Za-z()]{0,11})$/u;

/** A date cell as OCR prints it: the weekday's bracket maybe apart ("03/02 (일)"). */
const dateCell = (cell: string) => readDate(cell.replace(/\s+(?=[(（])/, ''));

/** The run of column heads one a line: where it starts, where it ends, and each head's role. */
function headRun(lines: string[]): { start: number; end: number; roles: (CellRole | undefined)[] } | null {
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j < lines.length && HEAD_LIKE.test((lines[j] ?? '').trim())) j++;
    const role = (k: number) => columnRole((lines[k] ?? '').trim())?.role;
    // A title above the heads ("Monthly schedule") and a name, rank or base below them are no columns: the heads are
    // the first to the last that names one.
    let first = i;
    while (first < j && !role(first)) first++;
    let end = j;
    while (end > first && !role(end - 1)) end--;
    if (end - first >= MIN_HEADS && end - first <= MAX_HEADS && end === j) {
      const roles = lines.slice(first, end).map((_, k) => role(first + k));
      const named = new Set(roles.filter(Boolean));
      if (
        named.has('date') &&
        (named.has('flight') || named.has('dep')) &&
        named.size >= 3 &&
        cellsFollow(lines, end)
      )
        return { start: first, end, roles };
    }
    i = j;
  }
  return null;
}

/**
 * The lines after the heads are cells, one a line: the first is a date alone (with its weekday), and nearly all of
 * the next ones hold a word or three. A roster printing its rows whole under heads one a line (a PDF text's usual
 * shape) is left to be read line by line.
 */
function cellsFollow(lines: string[], end: number): boolean {
  const next = lines
    .slice(end, end + 40)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 12);
  const [first = ''] = next;
  if (!dateCell(first) && !(dateCell(words(first)[0] ?? '') && words(first).length <= 2)) return false;
  const short = next.filter((l) => tokenize(l).length <= 3).length;
  return short >= next.length * 0.8;
}

const words = (line: string) => tokenize(line).map((w) => trimToken(w.text));

/** Whether a cell's text fits a named column (null: the column is unnamed, any text may stand in it). */
function fitsColumn(role: CellRole | undefined, line: string): boolean | null {
  const w = words(line);
  switch (role) {
    case 'date':
      return !!dateCell(line) || (!!readDate(w[0] ?? '') && w.length <= 2);
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
    case 'sector':
      return SECTOR.test(line.trim());
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
  /**
   * The first column from `from` on that the cell fits: a named one its text fits, or an unnamed one for a sector
   * (no named column takes one); -1 for none.
   */
  const fitting = (from: number, cell: string) => {
    for (let j = from; j < n; j++)
      if (fitsColumn(roles[j], cell) || (roles[j] === undefined && SECTOR.test(cell))) return j;
    return -1;
  };
  const body = lines.slice(run.end);
  for (let k = 0; k < body.length; k++) {
    const cell = (body[k] ?? '').trim();
    if (cell === '') {
      if (pos > 0 && pos < n) pos++;
      continue;
    }
    const isDate = dateColumn >= 0 && fitsColumn('date', cell);
    if (isDate && (pos > dateColumn || row.some((c) => c !== ''))) flush();
    if (pos >= n) {
      const j = fitting(0, cell);
      // After a full row, a line that starts no row (a footer, a table of another kind) ends the table.
      if (j < 0) {
        flush();
        out.push(...body.slice(k));
        return out.join('\n');
      }
      flush();
      pos = j;
    } else if (fitsColumn(roles[pos], cell) === false || (roles[pos] === undefined && !SECTOR.test(cell))) {
      const j = fitting(pos + 1, cell);
      if (j > pos) pos = j;
    }
    row[pos] = isDate && pos === dateColumn ? cell.replace(/\s+(?=[(（])/, '') : cell;
    pos++;
  }
  flush();
  return out.join('\n');
}
