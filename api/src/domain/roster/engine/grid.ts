/**
 * Turns any text roster into rows of cells: table rows (HTML <table>, CSV, repeated XML records) whose header
 * names the columns, and text lines split into tokens, whose columns are taken from a header line when the
 * tokens stand under it (fixed-width reports). Everything is linear in the input.
 */
import * as cheerio from 'cheerio';
import { parse as parseCsv } from 'csv-parse/sync';
import { withCellLegs } from './cell-legs.ts';
import { type CellRole, columnRole, TIME_ROLES } from './header-roles.ts';
import { blockText } from './html-blocks.ts';
import { tableRows } from './html-tables.ts';
import {
  LABELS,
  readAirport,
  readBareNumber,
  readDate,
  readDuration,
  readFlightNumber,
  readTime,
  readZoneWord,
  tokenize,
  trimToken,
  weekday2,
} from './tokens.ts';

export { type CellRole, headerRole, type Role } from './header-roles.ts';

export interface Cell {
  text: string;
  role?: CellRole;
  /** Zone named by the column header: STD(Z), Start (UTC), STA(L), Local time. */
  zone?: 'utc' | 'local';
  /** Column of a text token. */
  at?: number;
}

export interface Row {
  cells: Cell[];
  /** Cells named by a header (table) or loose tokens (text). */
  table: boolean;
  line: number;
  /** The original line or row, for skipped-row reports. */
  raw: string;
  /** Legs one of its cells printed one a line, which follow it as rows of their own (cell-legs.ts). */
  cellLegs?: number;
  /** The first row under a column header said again after rows (a text's next display or page of its table). */
  headedAgain?: boolean;
}

/**
 * A header's words hold no value (no time, no date) and do not open with a bare number: a day of the month opening a
 * day's line ('08 FD - Free day no duty', whose words 'day', 'no' and 'duty' would name columns); a number inside a
 * head ('28 Days') is a column's name.
 */
const namesNoValues = (words: string[]) =>
  !/^\d+$/.test(words[0] ?? '') && words.every((w) => !readTime(w) && !readDate(w));

/** Two words of a space-aligned line one space apart: one column's head, not two columns'. */
const oneSpaceApart = (a: Cell, b: Cell) => (b.at ?? 0) - (a.at ?? 0) - a.text.length <= 1;

/**
 * A space-aligned header's words, a head of two words one space apart one cell: neither word names a column alone,
 * together they do ('Sign On', 'Sign Off'), or together they name a report or a release that neither names ('Check
 * In', 'Duty End': 'In' alone is an arrival, 'Duty' a code). A line of mostly numbers (a data row, as headerRoles
 * passes it over) is left as it is, unread: this runs on every text line.
 */
function twoWordHeads(cells: Cell[]): Cell[] {
  let withDigits = 0;
  for (const c of cells) if (/\d/.test(c.text)) withDigits++;
  if (cells.length < 2 || withDigits * 2 > cells.length) return cells;
  const joins = (a: string, b: string) => {
    const joined = columnRole(`${a} ${b}`)?.role;
    const [ra, rb] = [columnRole(a)?.role, columnRole(b)?.role];
    if (!joined) return false;
    if (!ra && !rb) return true;
    return (joined === 'report' || joined === 'release') && joined !== ra && joined !== rb;
  };
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const [a, b] = [cells[i] as Cell, cells[i + 1]];
    // One space apart: two columns' heads stand further apart ('Duty    Start').
    if (b && oneSpaceApart(a, b) && joins(a.text, b.text)) {
      out.push({ ...a, text: `${a.text} ${b.text}` });
      i++;
    } else out.push(a);
  }
  // Only in a line of heads: every word names a column or a clock ('Crew must sign on 60 minutes before departure' is
  // a sentence).
  if (out.length === cells.length) return cells;
  return out.every((c) => columnRole(c.text) || readZoneWord(c.text)) ? out : cells;
}

/**
 * A header's columns where its words stand; a zone word after a time's head ('STD LT', 'STA UTC', space-aligned)
 * is that column's zone and no column of its own (its place would take the time under the head).
 */
function zonedHeads(cells: Cell[], roles: ({ role: CellRole; zone?: 'utc' | 'local' } | null)[]): Column[] {
  const columns: Column[] = [];
  const zoned: Column[] = [];
  cells.forEach((c, i) => {
    const zone = readZoneWord(c.text);
    const before = columns.at(-1);
    // The zone word one space after the head's word ('STD LT'), not a column of its own two spaces on ('STD  LT').
    const glued = i > 0 && oneSpaceApart(cells[i - 1] as Cell, c);
    if (zone && glued && before?.role && TIME_ROLES[before.role] && !before.zone && !roles[i]?.role) {
      zoned.push({ ...before, zone });
      columns[columns.length - 1] = zoned.at(-1) as Column;
      return;
    }
    columns.push({ at: c.at ?? 0, ...(roles[i] ?? {}) });
  });
  // Only a header printing its times twice, local and UTC: a lone 'LT' or 'UTC' after a head may be a column of its
  // own or a note, so the header is read as its words say.
  const zones = new Set(zoned.map((c) => c.zone));
  if (zones.size === 2) return columns;
  return cells.map((c, i) => ({ at: c.at ?? 0, ...(roles[i] ?? {}) }));
}

function headerRoles(cells: string[]): ({ role: CellRole; zone?: 'utc' | 'local' } | null)[] | null {
  if (cells.length < 2 || cells.length > 200) return null;
  // A data row (mostly numbers) is never a header row: skip the word analysis for it.
  let withDigits = 0;
  for (const c of cells) if (/\d/.test(c)) withDigits++;
  if (withDigits * 2 > cells.length) return null;
  const roles = stationsBeforeTimes(
    cells,
    cells.map((c) => columnRole(c.trim())),
  );
  const named = new Set(roles.filter(Boolean).map((r) => r?.role));
  const anchor = named.has('date') || named.has('dep') || named.has('flight') || named.has('depAny');
  return named.size >= 3 || (named.size >= 2 && anchor) ? roles : null;
}

/**
 * 'STA' (station) just before a departure or arrival column ('FLT STA DEP STA ARR'): the station of that end, the
 * column after it that end's time; elsewhere STA is the scheduled time of arrival.
 */
function stationsBeforeTimes(cells: string[], roles: ReturnType<typeof columnRole>[]) {
  // Only a header naming a station before each end ('STA DEP STA ARR'); 'Date Flight STD STA Dep Arr' prints its
  // arrival time, then the stations.
  const before = cells.filter(
    (c, i) => /^(sta|stn)$/i.test(c.trim()) && /^(dep|arr)/i.test(cells[i + 1]?.trim() ?? ''),
  );
  if (before.length < 2) return roles;
  return roles.map((role, i) => {
    const next = roles[i + 1]?.role;
    const station = (k: number) => /^(sta|stn)$/i.test(cells[k]?.trim() ?? '');
    if (station(i) && (next === 'depAny' || next === 'arrAny'))
      return { role: next === 'depAny' ? 'from' : 'to' } as const;
    if (station(i - 1) && (role?.role === 'depAny' || role?.role === 'arrAny'))
      return { ...role, role: role.role === 'depAny' ? 'dep' : 'arr' } as const;
    return role;
  });
}

/**
 * Rows of a table: the first header row names the columns; rows before it are text rows. `startLine`: the line of the
 * table's first row, or each row's own line (a copied table whose rows were joined).
 */
function tableToRows(table: string[][], startLine: number | readonly number[], wordsHeaders = false): Row[] {
  const lineOf = (i: number) => (typeof startLine === 'number' ? startLine + i : (startLine[i] ?? i));
  const rows: Row[] = [];
  let roles: ReturnType<typeof headerRoles> = null;
  /** A header came after rows: the next row is the first under it (as textToRows marks it). */
  let headedAgain = false;
  table.forEach((printed, i) => {
    // A cell's lines (<br>) count only for the legs they may print (cell-legs.ts).
    const cells = printed.map((c) => (c.includes('\n') ? c.replace(/\n/g, ' ') : c));
    const asHeader = headerRoles(cells);
    if (asHeader && cells.every((c) => !readTime(c.trim()) && !readDate(c.trim()))) {
      roles = asHeader;
      headedAgain = rows.length > 0;
      return;
    }
    // A header printed as one run of words over tab-separated rows ('Activity Start Date Start Time End Date'): its
    // columns cannot be matched to the cells below, so those rows are read as text lines, not by the table above.
    // Only in a copied page's text (a saved page's note row, 'Trip from base', is no header).
    if (wordsHeaders && isWordsHeader(cells)) {
      roles = null;
      return;
    }
    if (cells.every((c) => c.trim() === '')) return;
    if (!roles) {
      rows.push(textRow(cells.join('  '), lineOf(i)));
      return;
    }
    const current = roles;
    const row: Row = {
      table: true,
      line: lineOf(i),
      raw: cells.join(' | '),
      cells: printed.map((text, j) => {
        const r = current[j];
        return r
          ? { text: text.trim(), role: r.role, ...(r.zone ? { zone: r.zone } : {}) }
          : { text: text.trim() };
      }),
    };
    if (headedAgain) row.headedAgain = true;
    headedAgain = false;
    rows.push(...withCellLegs(row));
  });
  return rows;
}

export function textRow(line: string, lineNo: number): Row {
  return {
    table: false,
    line: lineNo,
    raw: line,
    cells: tokenize(line)
      .slice(0, 300)
      .map((t) => ({ text: t.text, at: t.at })),
  };
}

interface Column {
  at: number;
  role?: CellRole;
  zone?: 'utc' | 'local';
}

/** Is a token's content what its column says? null: the role says nothing checkable. */
export function fits(role: CellRole | undefined, text: string): boolean | null {
  const t = trimToken(text);
  if (LABELS[t.toUpperCase()]) return null;
  switch (role) {
    case 'date':
      return (
        !!readDate(t) || /^(mon|tue|wed|thu|fri|sat|sun)/i.test(t) || weekday2(t) >= 0 || /^\d{1,2}$/.test(t)
      );
    case 'dep':
    case 'arr':
    case 'report':
    case 'release':
      return !!readTime(t);
    case 'from':
    case 'to':
    case 'station':
    case 'base':
      return readAirport(t) ? true : /^[A-Z]{3,4}$/.test(t) ? null : false;
    case 'depAny':
    case 'arrAny':
      return !!readAirport(t) || !!readTime(t);
    case 'flight':
      return !!readFlightNumber(t) || !!readBareNumber(t.split('/')[0] ?? '') || t === 'P';
    case 'duration':
      return readDuration(t) !== null;
    case 'sector':
      return /^[A-Z]{3}(?:\s?[-/]\s?|\s)[A-Z]{3}$/.test(t) ? true : null;
    default:
      return null;
  }
}

/** The tab-separated cell a character of a line stands in. */
function tabIndex(line: string, at: number): number {
  let n = 0;
  for (let i = line.indexOf('\t'); i >= 0 && i < at; i = line.indexOf('\t', i + 1)) n++;
  return n;
}

/**
 * A line without the backslash that ends it: escaped text pasted as it is stored (an iCalendar description's
 * "\n", a string literal's line continuation) ends every line with one, which is no part of the last token.
 */
function withoutEscapedBreak(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  return end > 0 && line.charAt(end - 1) === '\\' ? line.slice(0, end - 1) : line;
}

/**
 * Text lines → rows of tokens. A line that names three or more columns is a header: the tokens of later lines
 * take the role of the header word they stand under, when their typed tokens fit their column (one misfit in five allowed) (a layout whose
 * lines do not line up with its header keeps plain tokens). A header of tab-separated cells (a table copied from a
 * browser) names its columns by cell: a token takes the role of the cell it stands in.
 */
/**
 * The length of the sequence that words say two or more times over ("date H duty date H duty": 3), at least `least`
 * words long; null when they say none.
 */
export function repeatPeriod(words: string[], least = 2): number | null {
  const low = words.map((w) => w.toLowerCase());
  for (let period = least; period * 2 <= low.length; period++)
    if (low.length % period === 0 && low.every((w, i) => w === low[i % period])) return period;
  return null;
}

export function textToRows(text: string): Row[] {
  const rows: Row[] = [];
  let columns: Column[] | null = null;
  /** The header's columns are its tab-separated cells (a table copied from a browser): `at` is a cell index. */
  let tabbed = false;
  /** A header line came after rows: the next row is the first under it. */
  let headedAgain = false;
  const lines = text.split(/\r?\n|\r/);
  lines.forEach((printed, lineNo) => {
    const line = withoutEscapedBreak(printed);
    const row = textRow(line, lineNo);
    if (row.cells.length === 0) return;
    const tabCells = line.includes('\t') ? line.split('\t').map((c) => c.trim()) : null;
    const tabRoles = tabCells && tabCells.length >= 3 ? headerRoles(tabCells) : null;
    if (tabCells && tabRoles && namesNoValues(tabCells)) {
      columns = tabRoles.map((r, i) => ({ at: i, ...(r ?? {}) }));
      tabbed = true;
      headedAgain = rows.length > 0;
      return;
    }
    const heads = twoWordHeads(row.cells);
    const words = heads.map((c) => c.text);
    const roles = headerRoles(words);
    if (roles && namesNoValues(words)) {
      // A header of tab-separated cells that name no columns, though its words do ('DY DD DH', 'C FLTNO'): where
      // its words stand says nothing of the cells below (a tab has no width), so the columns are not known.
      // Nor do they where the header names its columns two or more times: bands printed side by side ('date H duty
      // R dep arr AC info date H duty …'), whose lines run on, one band's after another's.
      columns =
        (tabCells && tabCells.length >= 3) || repeatPeriod(words) !== null ? null : zonedHeads(heads, roles);
      tabbed = false;
      headedAgain = rows.length > 0;
      return;
    }
    if (columns) {
      const cols: Column[] = columns;
      const assigned = row.cells.map((c) => {
        const at = c.at ?? 0;
        if (tabbed) return cols[tabIndex(line, at)];
        let best: Column | undefined;
        for (const col of cols) if (col.at <= at + 2) best = col;
        return best;
      });
      let typed = 0;
      let good = 0;
      row.cells.forEach((c, i) => {
        const f = fits(assigned[i]?.role, c.text);
        if (f === null) return;
        typed++;
        if (f) good++;
      });
      // Two times under one time column: the line's tokens do not stand under the header's words (text whose
      // columns lost their widths, as a PDF's text has), so its columns say nothing. A departure's local and UTC
      // columns ('STD LT', 'STD UTC') are two.
      const timeRoles = assigned.flatMap((col, i) => {
        const kind = col?.role ? TIME_ROLES[col.role] : undefined;
        return kind && readTime(trimToken(row.cells[i]?.text ?? '')) ? [`${kind} ${col?.zone ?? ''}`] : [];
      });
      const misaligned = new Set(timeRoles).size < timeRoles.length;
      if (typed > 0 && typed - good <= (typed >= 5 ? 1 : 0) && !misaligned)
        row.cells.forEach((c, i) => {
          const col = assigned[i];
          if (col?.role) c.role = col.role;
          if (col?.zone) c.zone = col.zone;
        });
    }
    if (headedAgain) row.headedAgain = true;
    headedAgain = false;
    rows.push(row);
  });
  return rows;
}

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * The delimiter that splits most of the first lines into the same number (3+) of fields as the header: the first
 * line, or a later one of the first few that names the table's columns (a report's title and period lines before it:
 * 'flydubai,,Personal Crew Schedule Report,,,,' over 'Date,Duties,Details,Report times,…'), up to the table's end.
 */
export function csvDelimiter(text: string): string | null {
  const records = csvRecords(text.slice(0, 20_000), 30);
  if (records.length < 2) return null;
  let best: string | null = null;
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const named = records.slice(1, 8).findIndex((r) => isHeaderLine(splitFields(r, d)));
    const from = named >= 0 && records.length - named - 1 >= 2 ? named + 1 : 0;
    // The table ends at a line that is no record of it, a section's title ('Memos', 'Total Hours and Statistics').
    const end = records.findIndex((r, k) => k > from && fieldCount(r, d) === 1);
    const counts = records.slice(from, end > from + 1 ? end : undefined).map((l) => fieldCount(l, d));
    const header = counts[0] ?? 0;
    if (header < 3) continue;
    const same = counts.filter((c) => c === header).length / counts.length;
    if (same >= 0.6 && same * header > bestScore) {
      best = d;
      bestScore = same * header;
    }
  }
  return best;
}

/**
 * The first `max` non-blank records of a CSV text: a line break inside a quoted field ("Description" holding a crew
 * list over several lines, as calendar exports have it) does not end one.
 */
function csvRecords(text: string, max: number): string[] {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i <= text.length && records.length < max; i++) {
    const c = text[i];
    if (c === '"' && (quoted || opensField(text, i))) quoted = !quoted;
    else if (i === text.length || (!quoted && (c === '\n' || c === '\r'))) {
      const record = text.slice(start, i);
      if (record.trim() !== '') records.push(record);
      start = i + 1;
    }
  }
  return records;
}

/** Fields of a CSV record split at `delimiter` outside quotes (quotes kept). */
function splitFields(record: string, delimiter: string): string[] {
  const fields: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (c === '"' && (quoted || opensField(record, i))) quoted = !quoted;
    else if (!quoted && c === delimiter) {
      fields.push(record.slice(start, i));
      start = i + 1;
    }
  }
  fields.push(record.slice(start));
  return fields;
}

const fieldCount = (record: string, delimiter: string) => splitFields(record, delimiter).length;

/** A quote at a field's start opens a quoted field; one inside a field ('Crew bag 20" max') is a character. */
function opensField(text: string, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && text[k] === ' ') k--;
  return k < 0 || /[,;\t|\r\n]/.test(text[k] ?? '');
}

const csvTable = (text: string, delimiter: string) =>
  parseCsv(text, {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];

export function csvToRows(text: string, delimiter: string): Row[] {
  return tableToRows(csvTable(text, delimiter), 0);
}

/** Columns whose cells are never a leg's parts: a crew list, notes (a memo quoting other flights). */
const NOTE_COLUMN = /^(?:(?:other )?crew(?: ?list)?|remarks?|notes?|comments?|memos?)$/i;

/**
 * A CSV's records as text lines, their fields two spaces apart; a record whose cells hold several lines (a day's legs
 * one a line: an AIMS report's '"FZ761\nFZ762"', '"DXB - SJJ\nSJJ - DXB"') gives a line for each, the k-th line of
 * every cell that has as many lines as most of its cells of several lines, as the report prints them. Cells under a
 * crew or notes column, and a cell of another number of lines (notes), are left out.
 */
export function csvFieldLines(text: string, delimiter: string): Row[] {
  const lines: string[] = [];
  let notes = new Set<number>();
  for (const record of csvTable(text, delimiter)) {
    if (isHeaderLine(record))
      notes = new Set(record.flatMap((h, i) => (NOTE_COLUMN.test(h.trim()) ? [i] : [])));
    const cells = record.map((c, i) => (notes.has(i) ? [] : c.split(/\r?\n/)));
    const depth = commonDepth(cells);
    const kept = cells.map((c) => (c.length === 1 || c.length === depth ? c : []));
    for (let k = 0; k < depth; k++)
      lines.push(
        kept
          .map((c) => (c[k] ?? '').trim())
          .filter(Boolean)
          .join('  '),
      );
  }
  return textToRows(lines.join('\n'));
}

/** The number of lines most of a record's cells of several lines have (1 when none has several). */
function commonDepth(cells: string[][]): number {
  const counts = new Map<number, number>();
  for (const c of cells) if (c.length > 1) counts.set(c.length, (counts.get(c.length) ?? 0) + 1);
  let depth = 1;
  for (const [n, times] of counts) if (depth === 1 || times > (counts.get(depth) ?? 0)) depth = n;
  return depth;
}

/**
 * A line of one cell whose words name a table's columns ('Activity Start Date Start Time End Date End Time'): four
 * or more words that nearly all name a column (a note, 'Trip from base', does not).
 */
function isWordsHeader(cells: string[]): boolean {
  if (cells.length !== 1) return false;
  const words = (cells[0] ?? '').trim().split(/\s+/);
  const roles = words.length >= 4 ? isHeaderLine(words) : null;
  return !!roles && roles.filter(Boolean).length >= words.length - 1;
}

/** A copied line that names a table's columns (three or more, no times or dates among them): their roles. */
export function isHeaderLine(cells: string[]) {
  const words = cells.map((c) => c.trim());
  // headerRoles first: it passes over a row of numbers at once.
  const roles = words.length >= 3 ? headerRoles(words) : null;
  return roles && namesNoValues(words) ? roles : null;
}

/**
 * Text holding a table copied from a web page: its cells separated by tabs, under a header line that names the
 * columns ("Date\tDuty\tDep\tDep Time\tArr Time\tArr"), with the page's other lines around it. Its tables' rows;
 * null when no line with tabs is such a header.
 */
export function pastedTableRows(text: string): Row[] | null {
  if (!text.includes('\t')) return null;
  const lines = text.split(/\r?\n|\r/).map((l) => l.split('\t'));
  // The first header line that rows of a table follow: a page's key-value lines before it ("Staff Name\t\tStaff
  // Number"), read as a header, are passed over, also where no blank line parts them from the table.
  for (let header = 0; header < lines.length; header++) {
    const roles = isHeaderLine(lines[header] as string[]);
    if (!roles) continue;
    const width = lines[header]?.length ?? 0;
    const joined = joinCellLines(lines, header, width, roles[0]?.role);
    // Rows of three cells or more, none much wider than the header, follow it: a table (whose rows may end early,
    // without their empty cells), not a text whose lines hold a tab or two.
    const next = joined
      .slice(header + 1, header + 11)
      .map((r) => r.cells)
      .filter((cells) => cells.length > 1);
    const tableLike = next.filter((cells) => cells.length >= 3 && cells.length <= width + 1);
    if (next.length === 0 || tableLike.length * 2 < next.length) continue;
    // As a saved page's tables are read without the page around them (htmlToRows), the copied tables are: lines of
    // one cell are the page's, but for a header of words; so are lines before the first table. Each row keeps the
    // line it starts on, for the rows the import names as skipped.
    const rows = joined.filter((r) => r.cells.length > 1 || isWordsHeader(r.cells));
    const read = tableToRows(
      rows.map((r) => r.cells),
      rows.map((r) => r.line),
      true,
    );
    const firstTable = read.find((r) => r.table)?.line ?? Number.POSITIVE_INFINITY;
    return read.filter((r) => r.table || r.line > firstTable);
  }
  return null;
}

/**
 * A cell of several lines (<br>) copied as text breaks its row: the row stops short of the header's width and the
 * cell's next lines follow, the last of them with the row's remaining cells ("…\t620 BKK 6:05 L SIN 9:30 L",
 * "621 SIN 10:41 L BKK 12:31 L\t"). Those lines are joined back into the cell, as the page's table has it.
 * `first`: the first column's role, whose content opens a row.
 */
function joinCellLines(
  lines: string[][],
  header: number,
  headerWidth: number,
  first?: CellRole,
): { cells: string[]; line: number }[] {
  let width = headerWidth;
  let opens = first;
  const out = lines.slice(0, header + 1).map((cells, line) => ({ cells, line }));
  for (let i = header + 1; i < lines.length; i++) {
    const line = i;
    const row = [...(lines[i] as string[])];
    // A header line, the table's again (on each printed page, its columns split a little otherwise) or another
    // table's ('Activity Start Date …' between a pairing's trips), sets its rows' width and first column; it is
    // never joined with the lines after it.
    const named = isHeaderLine(row);
    if (named) {
      width = row.length;
      opens = named[0]?.role;
      out.push({ cells: row, line });
      continue;
    }
    while (row.length > 1 && row.length < width) {
      const more = lines[i + 1];
      if (!more || row.length + more.length - 1 > width || !(more[0] ?? '').trim()) break;
      // A line that opens as the table's rows do (its first column's content: "Wed" under "Day") is the next row,
      // and a header line the next table's.
      if (fits(opens, more[0] ?? '') || headerRoles(more.map((c) => c.trim())) || isWordsHeader(more)) break;
      row[row.length - 1] = `${row.at(-1)}\n${more[0]}`;
      row.push(...more.slice(1));
      i++;
    }
    out.push({ cells: row, line });
  }
  return out;
}

/** An HTML page, or a part of one saved on its own (a page of <div>s and <span>s). */
export function looksLikeHtml(text: string): boolean {
  return /<(html|table|body|tr|div|span)\b/i.test(text.slice(0, 200_000));
}

/** An HTML page without what never holds roster text (scripts, styles, select options). */
export function loadHtml(text: string): cheerio.CheerioAPI {
  // htmlparser2 rather than parse5: a third of the time on a one-year page, and saved roster pages are well-formed enough.
  const $ = cheerio.load(text, { xml: { xmlMode: false, decodeEntities: true } });
  $('script,style,select,option').remove();
  return $;
}

/** HTML: each <table> as rows; when no table has a header, the page as text lines (html-blocks.ts). */
export function htmlToRows(text: string): Row[] {
  const $ = loadHtml(text);
  const rows: Row[] = [];
  let line = 0;
  for (const table of tableRows($, true)) {
    rows.push(...tableToRows(table, line));
    line += table.length;
  }
  if (rows.some((r) => r.table)) return rows.filter((r) => r.table);
  return textToRows(blockText($.root().toArray()));
}

/**
 * XML that is a list of records (a .NET DataSet, a database export): the element name that repeats most with
 * only leaf children (3+) is the record; its children and attributes are the columns.
 */
export function xmlToRows(text: string, loaded?: cheerio.CheerioAPI): Row[] | null {
  const records = xmlRecords(text, loaded);
  if (!records) return null;
  const rows: Row[] = [];
  records.forEach((r, i) => {
    rows.push(...tableToRows([r.fields, r.values], i * 2).filter((row) => row.table));
  });
  return rows;
}

/** A text that opens as XML: an element, after an optional declaration. */
export const startsAsXml = (text: string) => /^\s*(<\?xml[^>]{0,200}\?>\s*)?</.test(text.slice(0, 300));

/**
 * The records of an XML record list, each with its attribute and child names (fields) and their texts. `loaded`: the
 * text already parsed as XML.
 */
export function xmlRecords(
  text: string,
  loaded?: cheerio.CheerioAPI,
): { fields: string[]; values: string[] }[] | null {
  if (!startsAsXml(text)) return null;
  const $ = loaded ?? cheerio.load(text, { xml: true });
  const counts = new Map<string, number>();
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    const children = el.children.filter((c) => c.type === 'tag');
    if (children.length + Object.keys(el.attribs ?? {}).length < 3) return;
    if (children.some((c) => c.type === 'tag' && c.children.some((g) => g.type === 'tag'))) return;
    counts.set(el.name, (counts.get(el.name) ?? 0) + 1);
  });
  const [name, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (!name || n < 1) return null;
  const records: { fields: string[]; values: string[] }[] = [];
  $(name).each((_, el) => {
    if (el.type !== 'tag') return;
    const fields: string[] = [];
    const values: string[] = [];
    for (const [k, v] of Object.entries(el.attribs ?? {})) {
      fields.push(k);
      values.push(v);
    }
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      fields.push(c.name);
      values.push($(c).text().trim());
    }
    records.push({ fields, values });
  });
  return records;
}
