/**
 * Tables read with the user's column mapping (issue #19 item 3). A roster that is a table (CSV, an HTML <table>,
 * an XML record list) is read here as the user sees it — header, rows, cells — independently of whether the
 * engine could name its columns; each column's role is inferred from its header and its content with how sure
 * that is; the layout has a signature (to remember a confirmed mapping for the airline); and the table's rows are
 * turned into engine rows whose cells carry the roles of a mapping.
 */
import { createHash } from 'node:crypto';
import {
  type ColumnRole,
  DUTY_TYPES,
  type MappingTimeZone,
  type RosterMapping,
  rosterMappingMessages,
} from '@crewroster/shared/schemas';
import { parse as parseCsv } from 'csv-parse/sync';
import { classifyCode } from '../classify.ts';
import { UnreadableRosterError } from '../types.ts';
import {
  type Cell,
  csvDelimiter,
  headerRole,
  loadHtml,
  looksLikeHtml,
  type Role,
  type Row,
  xmlRecords,
} from './grid.ts';
import { tableRows } from './html-tables.ts';
import { readDateAt } from './row.ts';
import { readAirport, readFlightNumber, readTime, tokenize, trimToken } from './tokens.ts';

export type TableFormat = 'csv' | 'html' | 'xml';

export interface Table {
  format: TableFormat;
  /** Number of columns: the most common width of the table's rows. */
  width: number;
  header: string[] | null;
  /** Data rows of `width` cells, each with its 1-based row number in the table as printed. */
  rows: { line: number; cells: string[] }[];
}

export interface ColumnGuess {
  role: ColumnRole;
  /** 0–1 */
  confidence: number;
}

/** Bounds: rows read into a table, and rows looked at to infer a column's role. */
const MAX_ROWS = 20_000;
const SAMPLE_ROWS = 400;

const CSV_OPTIONS = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
} as const;

function htmlGrid(text: string): string[][] | null {
  const $ = loadHtml(text);
  let best: string[][] | null = null;
  let bestRows = 0;
  for (const table of tableRows($)) {
    const wide = table.filter((r) => r.length >= 3).length;
    if (wide > bestRows) {
      best = table;
      bestRows = wide;
    }
  }
  return best;
}

/** An XML record list (grid.ts xmlRecords) as a grid: the fields of the first records, in order of appearance. */
function xmlGrid(text: string): string[][] | null {
  const records = xmlRecords(text)?.slice(0, MAX_ROWS);
  if (!records || records.length === 0) return null;
  const fields: string[] = [];
  for (const r of records)
    for (const f of r.fields) if (!fields.includes(f) && fields.length < 200) fields.push(f);
  return [
    fields,
    ...records.map((r) =>
      fields.map((f) => {
        const i = r.fields.indexOf(f);
        return i < 0 ? '' : (r.values[i] ?? '');
      }),
    ),
  ];
}

function gridOf(text: string): { format: TableFormat; grid: string[][] } | null {
  if (/^\s*</.test(text.slice(0, 1000))) {
    if (looksLikeHtml(text)) {
      const grid = htmlGrid(text);
      return grid ? { format: 'html', grid } : null;
    }
    const grid = xmlGrid(text);
    return grid ? { format: 'xml', grid } : null;
  }
  if (looksLikeHtml(text)) {
    const grid = htmlGrid(text);
    return grid ? { format: 'html', grid } : null;
  }
  const delimiter = csvDelimiter(text);
  if (!delimiter) return null;
  try {
    return { format: 'csv', grid: parseCsv(text, { ...CSV_OPTIONS, delimiter, to: MAX_ROWS }) as string[][] };
  } catch {
    return null;
  }
}

const hasLetters = (s: string) => /\p{L}/u.test(s);

/** A row of names: no cell is a date or a time, and most cells have letters. */
function looksLikeHeader(cells: string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length < Math.ceil(cells.length / 2)) return false;
  return filled.every((c) => {
    const kind = kindOf(c);
    return kind !== 'date' && kind !== 'time' && kind !== 'flight' && hasLetters(c);
  });
}

/** The roster as a table of cells, when it is one (3+ columns, at least one data row). */
export function readTable(text: string): Table | null {
  const found = gridOf(text);
  if (!found) return null;
  const widths = new Map<number, number>();
  for (const row of found.grid)
    if (row.length >= 3) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
  const width = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  if (width < 3 || width > 200) return null;
  const kept: { line: number; cells: string[] }[] = [];
  found.grid.forEach((row, i) => {
    if (row.length < Math.ceil(width * 0.6) || row.length > width * 1.5) return;
    if (row.every((c) => c.trim() === '')) return;
    const cells = Array.from({ length: width }, (_, j) => (row[j] ?? '').trim());
    kept.push({ line: i + 1, cells });
  });
  const first = kept[0];
  if (!first) return null;
  const header = kept.length > 1 && looksLikeHeader(first.cells) ? first.cells : null;
  const rows = header ? kept.slice(1) : kept;
  if (rows.length === 0) return null;
  return { format: found.format, width, header, rows };
}

/** A cell's content; `word` is a short upper-case token that is no known duty code (could be one). */
type Kind =
  | 'date'
  | 'time'
  | 'flight'
  | 'number'
  | 'airport'
  | 'code'
  | 'word'
  | 'aircraft'
  | 'text'
  | 'empty';

const REGISTRATION = /^(?:[A-Z]{1,2}-[A-Z0-9]{3,5}|N\d{1,5}[A-Z]{0,2})$/;
const AIRCRAFT_TYPE = /^(?:[AB]\d{3}(?:-\d{3})?|E1\d{2}|[AB]\d{2}[A-Z]|\d{2}[A-Z]|ATR\d{2}|CRJ\d{1,3}|DH\d)$/;

/** What one cell holds, by content. */
function kindOf(raw: string): Kind {
  const text = raw.trim();
  if (text === '') return 'empty';
  if (text.length > 60) return 'text';
  const words = tokenize(text).map((w) => trimToken(w.text));
  const first = words[0] ?? '';
  if (readDateAt(words, 0, 'dmy')) return 'date';
  if (words.length <= 2 && readTime(first)) return 'time';
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (words.length <= 2 && readFlightNumber(compact)) return 'flight';
  if (/^P?\d{1,4}[A-Z]?$/.test(compact)) return 'number';
  if (words.length === 1 && first === first.toUpperCase()) {
    if (classifyCode(first) !== DUTY_TYPES.unknown) return 'code';
    if (readAirport(first)) return 'airport';
    if (REGISTRATION.test(first) || AIRCRAFT_TYPE.test(first)) return 'aircraft';
    if (/^[A-Z0-9][A-Z0-9/*-]{0,7}$/.test(first)) return 'word';
  }
  return 'text';
}

/** The role a recognised header names, in the mapping's terms (null: decided by content or not mappable). */
function headerColumnRole(role: Role): ColumnRole | 'depAny' | 'arrAny' | null {
  switch (role) {
    case 'base':
      return 'station';
    case 'depAny':
    case 'arrAny':
      return role;
    case 'type':
    case 'tz':
    case 'allday':
    case 'duration':
      return null;
    default:
      return role;
  }
}

/** Content kinds that fit a role. */
const FITS: Partial<Record<ColumnRole, Kind[]>> = {
  date: ['date'],
  flight: ['flight', 'number', 'code', 'word'],
  code: ['code', 'word', 'flight', 'text'],
  from: ['airport'],
  to: ['airport'],
  station: ['airport'],
  dep: ['time'],
  arr: ['time'],
  report: ['time'],
  release: ['time'],
};

const TIME_ROLES: ReadonlySet<ColumnRole> = new Set(['dep', 'arr', 'report', 'release']);

const TIME_ORDERS: Record<number, ColumnRole[]> = {
  1: ['dep'],
  2: ['dep', 'arr'],
  3: ['report', 'dep', 'arr'],
};

/**
 * Each column's role and how sure it is. A header the engine knows names the role (sure as far as the content
 * fits it); otherwise the content decides: dates, flight numbers (with or without duty codes), duty codes,
 * airports (the first such column is where a duty starts, the second where it ends), times (left to right:
 * departure, arrival; report first when there are three or four, release last when four), aircraft, remarks.
 * A column of bare numbers is taken for flight numbers, unsure; what fits nothing is ignored.
 */
export function inferColumns(table: Table): ColumnGuess[] {
  const sample = table.rows.slice(0, SAMPLE_ROWS);
  const stats = Array.from({ length: table.width }, (_, j) => {
    const counts = new Map<Kind, number>();
    let filled = 0;
    let nonTimeNumber = false;
    for (const row of sample) {
      const text = row.cells[j] ?? '';
      const kind = kindOf(text);
      if (kind === 'empty') continue;
      filled++;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (kind === 'number' && !readTime(text.trim())) nonTimeNumber = true;
    }
    const share = (...kinds: Kind[]) =>
      filled === 0 ? 0 : kinds.reduce((n, k) => n + (counts.get(k) ?? 0), 0) / filled;
    return { filled, share, nonTimeNumber };
  });

  const guesses: (ColumnGuess & { pending?: 'airport' | 'time' | 'number' })[] = stats.map((s, j) => {
    if (s.filled === 0) return { role: 'ignore', confidence: 1 };
    const named = table.header ? headerRole(table.header[j] ?? '') : null;
    const fromHeader = named ? headerColumnRole(named.role) : null;
    if (fromHeader === 'depAny' || fromHeader === 'arrAny') {
      if (s.share('airport') >= 0.5)
        return { role: fromHeader === 'depAny' ? 'from' : 'to', confidence: 0.6 + 0.4 * s.share('airport') };
      if (s.share('time') >= 0.5)
        return { role: fromHeader === 'depAny' ? 'dep' : 'arr', confidence: 0.6 + 0.4 * s.share('time') };
    } else if (fromHeader) {
      const fits = FITS[fromHeader];
      const fit = fits ? s.share(...fits) : 1;
      if (fit >= 0.2) return { role: fromHeader, confidence: 0.6 + 0.4 * fit };
    }
    // By content.
    const flights = s.share('flight');
    if (s.share('date') >= 0.5) return { role: 'date', confidence: s.share('date') };
    const codes = s.share('flight', 'code', 'number', 'word');
    if (flights > 0 && codes >= 0.6)
      return { role: 'flight', confidence: codes * (flights >= 0.3 ? 1 : 0.7) };
    if (s.share('code') >= 0.6) return { role: 'code', confidence: s.share('code') };
    if (s.share('code') > 0 && s.share('code', 'word') >= 0.6)
      return { role: 'code', confidence: 0.7 * s.share('code', 'word') };
    if (s.share('airport') >= 0.6)
      return { role: 'ignore', confidence: s.share('airport'), pending: 'airport' };
    if (s.share('time') >= 0.6 && !s.nonTimeNumber)
      return { role: 'ignore', confidence: s.share('time'), pending: 'time' };
    if (s.share('number', 'time') >= 0.6) return { role: 'ignore', confidence: 0.3, pending: 'number' };
    if (s.share('aircraft') >= 0.6) return { role: 'aircraft', confidence: s.share('aircraft') };
    if (s.share('text') >= 0.6) return { role: 'remarks', confidence: 0.5 * s.share('text') };
    return { role: 'ignore', confidence: 0.5 };
  });

  // Airports and times without a header that names them: by their order, around the roles already taken.
  const taken = new Set(guesses.filter((g) => !g.pending).map((g) => g.role));
  const airportColumns = guesses.filter((g) => g.pending === 'airport');
  const airportRoles = (['from', 'to', 'station'] as const).filter((r) => !taken.has(r));
  airportColumns.forEach((g, i) => {
    const role = airportRoles[i];
    g.role = role ?? 'ignore';
    g.confidence *= role ? 0.8 : 0.4;
  });
  const timeColumns = guesses.filter((g) => g.pending === 'time');
  const order =
    TIME_ORDERS[timeColumns.length] ??
    (['report', 'dep', 'arr', 'release'] as ColumnRole[]).concat(Array(timeColumns.length).fill('ignore'));
  const free = order.filter((r) => r === 'ignore' || !taken.has(r));
  timeColumns.forEach((g, i) => {
    const role = free[i] ?? 'ignore';
    g.role = role;
    g.confidence *= timeColumns.length <= 2 ? 0.8 : 0.6;
  });
  // Bare numbers are flight numbers just before the first airport column ("940 PER … BNE"); elsewhere they could
  // as well be pairing or sequence numbers: left to the user.
  guesses.forEach((g, j) => {
    if (g.pending === 'number' && guesses[j + 1]?.role === 'from') {
      g.role = 'flight';
      g.confidence = 0.5;
    }
  });
  return guesses.map(({ role, confidence }) => ({ role, confidence: Math.round(confidence * 100) / 100 }));
}

/** The zone the time columns' headers name ("STD (UTC)", "STA_Local"), when they all name the same one. */
export function inferTimes(table: Table, columns: ColumnGuess[]): MappingTimeZone {
  const zones = new Set<string>();
  columns.forEach((c, j) => {
    if (!TIME_ROLES.has(c.role)) return;
    const named = table.header ? headerRole(table.header[j] ?? '') : null;
    zones.add(named?.zone ?? 'auto');
  });
  const [only] = zones;
  return zones.size === 1 && (only === 'utc' || only === 'local') ? only : 'auto';
}

/** Same header (or, without one, the same kinds of content per column) in the same kind of table: one layout. */
export function layoutSignature(table: Table): string {
  const shape = table.header
    ? table.header.map((h) => h.toLowerCase().replace(/\s+/g, ' ').trim()).join('|')
    : `no header|${Array.from({ length: table.width }, (_, j) => {
        const kinds = table.rows.slice(0, 20).map((r) => kindOf(r.cells[j] ?? ''));
        const counts = new Map<Kind, number>();
        for (const k of kinds) if (k !== 'empty') counts.set(k, (counts.get(k) ?? 0) + 1);
        return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'empty';
      }).join('|')}`;
  return createHash('sha256').update(`${table.format}\n${table.width}\n${shape}`).digest('hex').slice(0, 40);
}

/** Engine rows of a table, each cell with the role the mapping gives its column. */
export function tableRowsWith(table: Table, mapping: RosterMapping): Row[] {
  if (mapping.columns.length !== table.width) throw new UnreadableRosterError(rosterMappingMessages.columns);
  const zone = mapping.times === 'utc' || mapping.times === 'local' ? mapping.times : undefined;
  return table.rows.map(({ line, cells }) => ({
    table: true,
    line: line - 1,
    raw: cells.join(' | '),
    cells: cells.map((text, j): Cell => {
      const role = mapping.columns[j];
      if (!role || role === 'ignore') return { text };
      return { text, role, ...(zone && TIME_ROLES.has(role) ? { zone } : {}) };
    }),
  }));
}

/** The roster's table read with a mapping (index.ts); a roster that is no table cannot be mapped. */
export function mappedRows(text: string, mapping: RosterMapping): { kind: TableFormat; rows: Row[] } {
  const table = readTable(text);
  if (!table) throw new UnreadableRosterError(rosterMappingMessages.notTable);
  return { kind: table.format, rows: tableRowsWith(table, mapping) };
}
