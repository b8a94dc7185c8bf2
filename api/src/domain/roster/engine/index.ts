/**
 * The layout-agnostic roster engine: HTML tables, CSV, XML record lists, JSON records (json-records.ts) and text
 * (incl. the text of PDFs and images) become rows (grid.ts); each row's parts are recognised wherever they stand
 * (row.ts, tokens.ts); dates are completed from the roster and the upload date (dates.ts), times placed in UTC
 * or an airport's zone by the roster's cues (zone.ts), and duties assembled (assemble.ts). Records a page keeps
 * in script strings are its rows (delimited-records.ts); trips listed by number are dated by the calendar of
 * their header (trip-calendar.ts). XML is also read as nested records (xml-records.ts: a feed of trips holding
 * duties holding legs), that reading kept when it finds more legs, or as many and more duties; a text of several
 * XML documents, each after a "[SECTION]" line, is read document by document. An app's property-list dump
 * ('key = value;' records: plist-records.ts) is read as the JSON it stands for.
 */

import type { RosterMapping } from '@crewroster/shared/schemas';
import * as cheerio from 'cheerio';
import type { ParseContext, ParsedDuty } from '../types.ts';
import { type Assembled, assemble, type Skipped } from './assemble.ts';
import { tableFromCellLines } from './cells-a-line.ts';
import { namesLayoverColumn } from './classify-rows.ts';
import { isLeg } from './close-around-legs.ts';
import { type NamedMonths, slashOrder } from './dates.ts';
import { delimitedRecordRows, looksLikeDelimitedRecords, scriptRecordRows } from './delimited-records.ts';
import { ungluedDayLines } from './glued-day-lines.ts';
import {
  csvDelimiter,
  csvFieldLines,
  csvToRows,
  htmlToRows,
  looksLikeHtml,
  pastedTableRows,
  type Row,
  startsAsXml,
  textToRows,
  xmlToRows,
} from './grid.ts';
import { jsonToRows, parseJsonDocument } from './json-records.ts';
import { withLegend } from './legend.ts';
import { mappedRows } from './mapping.ts';
import { parsePropertyList } from './plist-records.ts';
import { restackDayLabels } from './stacked-labels.ts';
import {
  DAY_MONTH_PAIR,
  readDate,
  readTime,
  tokenize,
  valid,
  weekdayBracket,
  weekdayName,
} from './tokens.ts';
import { dateTripsByCalendar } from './trip-calendar.ts';
import { MAX_ELEMENTS, xmlSections, xmlTree } from './xml-records.ts';
import { documentZone, namedClock, scriptClock, statesBaseClock } from './zone.ts';

export type InputKind = 'html' | 'csv' | 'xml' | 'json' | 'plist' | 'text';

export interface EngineResult {
  kind: InputKind;
  duties: ParsedDuty[];
  /** 0-1: the share of duty-like rows that gave a duty. */
  confidence: number;
  skipped: Skipped[];
  /** Skipped rows in all (`skipped` holds the first ones). */
  skippedTotal: number;
  /** Why nothing was read, when nothing was: for the refusal message. */
  missing: 'dates' | 'flights or duties' | null;
  /** The months the roster's own dates name (dates.ts namedMonths). */
  named: NamedMonths;
}

/**
 * An HTML page's rows: the records its scripts keep in strings when they hold some (the data the page fills its
 * grid from, whose cells a page saved whole keeps empty: delimited-records.ts), else its tables and text.
 */
function pageRows(text: string): Row[] {
  return scriptRecordRows(text) ?? htmlToRows(text);
}

/**
 * An XML text's two readings: its most repeated flat record as a table's rows (grid.ts xmlToRows: a record list),
 * and its records by their field names wherever they are nested (xml-records.ts, json-records.ts: a feed of trips
 * holding duties holding legs). A text of several XML documents, each after a "[SECTION]" line, is read document
 * by document. Null when no document is XML.
 */
function xmlReadings(documents: string[]): { rows: Row[]; alternative: Row[]; truncated: boolean } | null {
  const rows: Row[] = [];
  const alternative: Row[] = [];
  const read = { truncated: false };
  let any = false;
  for (const document of documents) {
    if (!startsAsXml(document)) continue;
    const $ = cheerio.load(document, { xml: true });
    const table = xmlToRows(document, $);
    const tree = xmlTree(document, $, read);
    if (table) rows.push(...table.map((r) => ({ ...r, line: r.line + rows.length })));
    if (tree) alternative.push(...jsonToRows(tree).map((r) => ({ ...r, line: r.line + alternative.length })));
    if ((table && table.length > 0) || tree) any = true;
  }
  return any && (rows.length > 0 || alternative.length > 0)
    ? { rows, alternative, truncated: read.truncated }
    : null;
}

function rowsOf(
  text: string,
  uploadDate: Date,
): { kind: InputKind; rows: Row[]; alternative?: Row[]; truncated?: boolean } {
  const json = parseJsonDocument(text);
  if (json) return { kind: 'json', rows: jsonToRows(json) };
  if (/^\s*</.test(text.slice(0, 1000))) {
    if (looksLikeHtml(text)) return { kind: 'html', rows: pageRows(text) };
    const xml = xmlReadings([text]);
    if (xml) return { kind: 'xml', ...xml };
  }
  const sections = xmlSections(text);
  const sectioned = sections ? xmlReadings(sections) : null;
  if (sectioned) return { kind: 'xml', ...sectioned };
  if (looksLikeHtml(text)) return { kind: 'html', rows: pageRows(text) };
  // An app's property-list dump ('key = value;' records): its records read as JSON's.
  const plist = parsePropertyList(text);
  if (plist) return { kind: 'plist', rows: jsonToRows(plist) };
  if (looksLikeDelimitedRecords(text)) return { kind: 'text', rows: delimitedRecordRows(text) };
  const unglued = ungluedDayLines(text);
  // A table printed one cell a line (an OCR'd screen) is read as the tab-separated table it was.
  const tabled = tableFromCellLines(unglued);
  if (tabled !== unglued) {
    try {
      const rows = csvToRows(tabled, '\t');
      if (rows.some((r) => r.table)) return { kind: 'csv', rows };
    } catch {
      // a cell's quote the CSV reader refuses: read the lines as text
    }
  }
  const delimiter = csvDelimiter(unglued);
  let fields: Row[] | undefined;
  if (delimiter) {
    try {
      const rows = csvToRows(unglued, delimiter);
      // A header that names no column of a leg (an AIMS report's 'Date, Duties, Details, Report times, …', whose
      // cells hold flights, routes and times): its records' fields are also read as text lines, kept when that
      // reading finds more (readRoster).
      if (rows.some((r) => r.table))
        return rows.some((r) => r.cells.some((c) => c.role && LEG_ROLES.has(c.role)))
          ? { kind: 'csv', rows }
          : { kind: 'csv', rows, alternative: csvFieldLines(unglued, delimiter) };
      // A CSV without a header, its first record already a day (a PDF table extractor's output): its records'
      // fields read as a text line's parts, that reading kept when it finds more (readRoster). A header of words
      // the engine does not know asks for the columns' mapping instead (preview.ts).
      if (firstRecordDated(unglued, delimiter)) fields = rows;
    } catch {
      // not CSV after all: read as text
    }
  }
  const lines = dateTripsByCalendar(textToRows(restackDayLabels(unglued)), uploadDate);
  return fields
    ? { kind: 'text', rows: lines, alternative: dateTripsByCalendar(fields, uploadDate) }
    : { kind: 'text', rows: lines };
}

const TRUNCATED = `the rest of the feed, not read: over ${MAX_ELEMENTS.toLocaleString('en')} elements or nested too deep`;

/** Columns that hold a leg's parts. */
const LEG_ROLES = new Set<string>(['flight', 'from', 'to', 'depAny', 'arrAny', 'dep', 'arr']);

const legCount = (r: EngineResult) => r.duties.filter(isLeg).length;

/** The first record of a delimited text holds a date or a time: it is a row, not a header. */
function firstRecordDated(text: string, delimiter: string): boolean {
  const first =
    text
      .slice(0, 2000)
      .split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? '';
  return first.split(delimiter).some((field) => {
    const [word = ''] = tokenize(field.trim()).map((w) => w.text);
    return !!readDate(word) || !!readTime(word);
  });
}

/** Slash dates, the weekdays printed before them and AM/PM in the rows: the day/month order of the roster. */
function orderOf(rows: Row[], uploadDate: Date) {
  const slashes: string[] = [];
  const weekdays: [string, number][] = [];
  let ampm = false;
  const slash = /(?<!\S)\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\S)/g;
  const named = /(?<![\S])([A-Za-z]{3,9})\.?,?\s+(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?!\S)/g;
  const bracketed: [string, number][] = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      if (slashes.length < 500) for (const m of cell.text.matchAll(slash)) slashes.push(m[0]);
      if (bracketed.length < 500 && cell.text.length < 20) {
        const dated = weekdayBracket(cell.text.trim());
        const m = dated ? DAY_MONTH_PAIR.exec(dated.date) : null;
        if (dated && m) bracketed.push([`${m[1]}/${m[2]}`, dated.weekday]);
      }
      if (!ampm && /(?<!\S)(AM|PM)(?!\S)/i.test(cell.text)) ampm = true;
    }
    if (weekdays.length < 100 && row.raw.length < 2000)
      for (const m of row.raw.matchAll(named)) {
        const weekday = weekdayName(m[1] ?? '');
        if (weekday >= 0) weekdays.push([m[2] ?? '', weekday]);
      }
  }
  // A day and month before a bracketed weekday ("03/01(토)") counts in the year, of the upload's and those either
  // side, in which most of them fall on their weekdays one way or the other; its weekday with it.
  if (bracketed.length > 0) {
    const y0 = uploadDate.getUTCFullYear();
    const falling = (year: number) =>
      bracketed.filter(([s, weekday]) => {
        const [a = 0, b = 0] = s.split('/').map(Number);
        const on = (month: number, day: number) =>
          valid(year, month, day) && new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday;
        return on(a, b) || on(b, a);
      }).length;
    const year = [y0, y0 - 1, y0 + 1].reduce((best, y) => (falling(y) > falling(best) ? y : best));
    for (const [s, weekday] of bracketed) {
      slashes.push(`${s}/${year}`);
      if (weekday >= 0 && weekdays.length < 100) weekdays.push([`${s}/${year}`, weekday]);
    }
  }
  return slashOrder(slashes, ampm, { weekdays, uploadDate });
}

/** A roster's rows as the engine finds them, or its table's rows with the roles of the user's column mapping. */
export function readRoster(text: string, ctx: ParseContext, mapping?: RosterMapping): EngineResult {
  const { kind, rows, alternative, truncated } = mapping
    ? { ...mappedRows(text, mapping), alternative: undefined, truncated: false }
    : rowsOf(text, ctx.uploadDate);
  let read = readRows(kind, rows, text, ctx);
  // XML read as nested records too, and a CSV without a header as its fields: that reading is kept when it finds
  // more legs, or as many and more duties (a feed of ground duties).
  if (alternative && alternative.length > 0) {
    const nested = readRows(kind, alternative, text, ctx);
    const [legs, readLegs] = [legCount(nested), legCount(read)];
    if (legs > readLegs || (legs === readLegs && nested.duties.length > read.duties.length)) read = nested;
    // A feed too large to read whole as nested records: its unread rest is reported as skipped.
    if (read === nested && truncated)
      read = {
        ...read,
        skipped: [...read.skipped, { line: alternative.length + 1, text: '…', reason: TRUNCATED }],
        skippedTotal: read.skippedTotal + 1,
      };
  }
  // A table copied from a page, with the page's other lines (so not CSV), is read as that table, as the saved page
  // would be; unless the text read as lines holds over twice its legs (a text roster with a small table in it).
  const pasted = kind === 'text' && !mapping ? pastedTableRows(text) : null;
  if (!pasted) return read;
  // Its bare days are placed by the whole page's dates (the month its headers name), not only the table's.
  const asTable = readRows('text', pasted, text, ctx, read.named);
  return legCount(read) > 2 * legCount(asTable) ? read : asTable;
}

export function readRows(
  kind: InputKind,
  rows: Row[],
  text: string,
  ctx: ParseContext,
  named?: NamedMonths,
): EngineResult {
  const cues = documentZone(text);
  const result: Assembled = assemble(rows, {
    uploadDate: ctx.uploadDate,
    order: orderOf(rows, ctx.uploadDate),
    docZone: cues.zone,
    fallbackZone: cues.base && !cues.mentionsUtc ? 'local' : 'utc',
    base: cues.base,
    mentionsUtc: cues.mentionsUtc,
    // A clock the roster names ("Herb time") is a statement, as "UTC" printed somewhere is not; the script's is a guess.
    // The base's clock stated in the report's head beats a memo's "ALL TIMES UTC" further down.
    clock:
      cues.zone && !statesBaseClock(text)
        ? null
        : (namedClock(text, cues.base) ?? (cues.mentionsUtc ? null : scriptClock(text))),
    layoverColumn: kind === 'text' && namesLayoverColumn(text),
    ...(named ? { named } : {}),
  });
  const missing = result.duties.length > 0 ? null : result.found.dates === 0 ? 'dates' : 'flights or duties';
  return {
    kind,
    duties: withLegend(result.duties, text),
    confidence: result.confidence,
    skipped: result.skipped,
    skippedTotal: result.skippedTotal,
    missing,
    named: result.named,
  };
}
