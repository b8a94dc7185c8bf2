/**
 * The first pass of the engine: each row read for its facts (`readRow`), dated, and classified as a flight leg, a
 * leg known only by number ("weak"), a report/release window, another duty, or a skipped row with its reason.
 * `assemble` then turns the items into duties.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import { mergeCellLines } from './cell-lines.ts';
import {
  DateContext,
  LOOKAHEAD,
  monthCalendars,
  type NamedMonths,
  namedMonths,
  periodInHeader,
} from './dates.ts';
import { layoutHints } from './glued.ts';
import type { Row } from './grid.ts';
import type { LegItem } from './leg-columns.ts';
import { mergeMultilineDuties } from './multiline-duties.ts';
import {
  arrivalDay,
  continuesLeg,
  mergeDaySplitLegs,
  mergeMultilineLegs,
  mergeSplitLegs,
} from './multiline-legs.ts';
import { mergeRouteLegs } from './route-legs.ts';
import { type RowFacts, readRow, type TimeFact } from './row.ts';
import {
  type DayRef,
  insideHotelName,
  isHotelWord,
  readAirport,
  readDate,
  readFlightNumber,
  readTime,
  type SlashOrder,
  trimToken,
} from './tokens.ts';

export interface Skipped {
  line: number;
  text: string;
  reason: string;
}

const MAX_SKIPPED = 50;

/** Skipped rows: the first MAX_SKIPPED kept for the import report, all of them counted. */
export class SkipLog {
  readonly list: Skipped[] = [];
  total = 0;
  add(row: Row, reason: string) {
    this.total++;
    if (this.list.length < MAX_SKIPPED)
      this.list.push({ line: row.line + 1, text: row.raw.slice(0, 120), reason });
  }
}

export type Kind = 'leg' | 'weak' | 'duty' | 'window';

/** A word of the line names a hotel ("Embassy Suites by Hilton", "Richmond Marriott"). */
const namesHotel = (raw: string) => raw.split(/[^A-Za-z]+/).some(isHotelWord);

export interface Item extends LegItem {
  kind: Kind;
  row: Row;
}

function legTimes(f: RowFacts): { dep?: TimeFact; arr?: TimeFact } {
  const loose = f.times.filter((t) => !t.role);
  const dep = f.times.find((t) => t.role === 'dep') ?? loose[0];
  const arr = f.times.find((t) => t.role === 'arr') ?? loose.find((t) => t !== dep);
  return { ...(dep ? { dep } : {}), ...(arr ? { arr } : {}) };
}

function legAirports(f: RowFacts): { from: string | null; to: string | null } {
  const loose = [...f.airports];
  const from = f.from ?? loose.shift() ?? null;
  const to = f.to ?? loose.shift() ?? null;
  return { from, to };
}

/** A hotel stay at `station`, timed later by the legs around it (close-around-legs.ts). */
function hotelAt(f: RowFacts, station: string, date: string, row: Row): Item {
  const { from: _from, to: _to, ...rest } = f;
  const hotel: RowFacts = {
    ...rest,
    code: 'HTL',
    codeType: DUTY_TYPES.hotel,
    station,
    flights: [],
    airports: [],
    times: [],
    durations: [],
    deadhead: false,
    remarks: [],
  };
  return { kind: 'duty', f: hotel, date, row };
}

/**
 * Under a Layover column (namesLayoverColumn), the length a leg's row prints after its arrival time
 * ("206CVGNRT10:38 23:3177X11:59": 11:59; "...22:0077X32:30": 32:30, read as a duration): the crew's stay at the
 * arrival airport.
 */
function layoverAfter(f: RowFacts, arr: TimeFact): boolean {
  return f.durations.length > 0 || f.times.slice(f.times.indexOf(arr) + 1).some((t) => !t.role);
}

export interface Classified {
  items: Item[];
  /** Rows with a date, flight numbers seen, rows that looked like a duty (for the confidence). */
  datesSeen: number;
  flightsSeen: number;
  candidates: number;
  /** The months the rows' own dates name (dates.ts namedMonths). */
  named: NamedMonths;
}

/**
 * The text's column header names a Layover column, maybe glued to its neighbours ("DateReport (UTC)…A/CLayoverTrip ID",
 * PDF text): a header line (no digits) naming the date, the departure and the layover as headers do (capitalised),
 * and no block, duty or other duration column, whose lengths would stand after a leg's arrival too.
 */
export function namesLayoverColumn(text: string): boolean {
  for (const m of text.matchAll(/^[^\d\r\n]*(?:Layover|LAYOVER)[^\d\r\n]*$/gm)) {
    const line = m[0];
    if (
      /Date|DATE/.test(line) &&
      /From|FROM/.test(line) &&
      !/block|blk|duty|duration|credit|flight ?time/i.test(line)
    )
      return true;
  }
  return false;
}

/** A row with a flight or a duty code: its dates are the roster's own, not a print stamp's or a footer's. */
const isDutyRow = (f: RowFacts) => f.flights.length > 0 || !!f.code;

/** The dates printed on the duty and leg rows after `index`, as far as a date check looks ahead (dates.ts). */
function upcomingDays(read: { f: RowFacts }[], index: number): DayRef[] {
  const days: DayRef[] = [];
  for (let i = index + 1; i < read.length && days.length < LOOKAHEAD; i++) {
    const f = read[i]?.f;
    if (f?.date && isDutyRow(f)) days.push(f.date);
  }
  return days;
}

/** A legend's entry: a code glued to its colon, then words ('FOF: Fixed Double Off'). */
const LEGEND_ENTRY = /^\s*[A-Z][A-Z0-9/]{0,7}:\s+\S/;
/** A line that is only a day's heading: its date, nothing else. */
const dayHeading = (f: RowFacts | undefined) =>
  !!f &&
  (f.ownDate || f.leadDay !== undefined) &&
  !f.code &&
  f.times.length === 0 &&
  f.flights.length === 0 &&
  f.airports.length === 0;

/**
 * A report's memos and the codes it explains, each under its title alone on a line ('Memos', 'Descriptions',
 * 'Legend', as an AIMS report prints them): notes to the crew (a memo quoting other flights in a table of its own,
 * 'ALL TIMES UTC') and a legend, no duties. Both end at a roster's section title ('Schedule Details'); the codes
 * explained also at a table's header said again (a page's roster grid after them) or a line opening with a date; a
 * memo at a line opening with a date and its year that is no memo's ('07/03/2025 OFF', not '31/03/2025 Pairing Memo'
 * or a quoted '30.03 FZ573 …').
 */
const LEGEND_TITLE = /^(?:descriptions|legend|abbreviations)$/i;
const MEMO_TITLE = /^(?:crew |day )?memos?$/i;
const ROSTER_TITLE = /^(?:schedule details|schedule|roster|duties|crew schedule|pairings)$/i;

/** The date a row opens with, if any. */
function openingDate(row: Row) {
  const first =
    row.cells
      .find((c) => c.text.trim())
      ?.text.trim()
      .split(/\s+/)[0] ?? '';
  return first ? readDate(first) : null;
}

function withoutNotes(rows: Row[], skip: SkipLog): Row[] {
  const kept: Row[] = [];
  let notes: 'legend' | 'memo' | null = null;
  for (const row of rows) {
    const line = row.raw.trim();
    if (LEGEND_TITLE.test(line)) notes = 'legend';
    else if (MEMO_TITLE.test(line)) notes = 'memo';
    else if (ROSTER_TITLE.test(line)) notes = null;
    else if (notes === 'legend' && (row.headedAgain || openingDate(row)?.month)) notes = null;
    else if (notes === 'memo' && openingDate(row)?.year && !/\bmemo/i.test(line)) notes = null;
    if (notes) skip.add(row, 'a memo or the codes explained, not a duty');
    else kept.push(row);
  }
  return kept;
}

/** Periods printed at the foot of each page (after days of the month): each moved before the rows it closes. */
function periodsToHead<T extends { f: RowFacts }>(read: T[]): T[] {
  const first = read.findIndex((r) => r.f.period);
  if (first <= 0 || !read.slice(0, first).some((r) => r.f.leadDay !== undefined)) return read;
  const out: T[] = [];
  let page: T[] = [];
  for (const r of read)
    if (r.f.period) {
      out.push(r, ...page);
      page = [];
    } else page.push(r);
  out.push(...page);
  return out;
}

/** The value given most often (the first of equals), or undefined: the airport the legs touch most is the crew's home. */
export function mostFrequent(values: Iterable<string | null | undefined>): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/**
 * A leg's text line cut by the page's width ('31 KL 714 PHBVS 18:30 20:15 PBM -3 SO AMS LCI,' / 'LC' / '+1 04:50 +1
 * 05:20 +1 8:35 …'): a leg whose times all stand before its airports, under no column header, then, after at most one
 * line of a lone word, a line of nothing but times and day offsets (opening with an offset, or four or more: not a
 * block and duty printed under each leg), is one line again (the lone word left out).
 */
function joinWrappedLegs(read: { row: Row; f: RowFacts }[], reread: (row: Row) => RowFacts) {
  const out: { row: Row; f: RowFacts }[] = [];
  for (let i = 0; i < read.length; i++) {
    const r = read[i] as { row: Row; f: RowFacts };
    const lastPort = r.row.cells.findLastIndex((c) => readAirport(trimToken(c.text)) === r.f.airports[1]);
    const cut =
      !r.row.table &&
      r.row.cells.every((c) => !c.role) &&
      r.f.flights.length === 1 &&
      r.f.airports.length === 2 &&
      r.f.times.length >= 1 &&
      lastPort >= 0 &&
      !r.row.cells.slice(lastPort).some((c) => readTime(c.text));
    const lone = (k: number) => {
      const cells = read[k]?.row.cells ?? [];
      return cells.length === 1 && !/\d/.test(cells[0]?.text ?? '');
    };
    const next = cut ? (lone(i + 1) ? i + 2 : i + 1) : -1;
    const rest = read[next];
    const timesOnly =
      !!rest &&
      !rest.row.table &&
      (/^[+-]\d$/.test(rest.row.cells[0]?.text ?? '') || rest.row.cells.length >= 4) &&
      rest.row.cells.every((c) => !!readTime(c.text) || /^[+-]\d$/.test(c.text));
    if (!rest || !timesOnly) {
      out.push(r);
      continue;
    }
    const row: Row = {
      ...r.row,
      raw: `${r.row.raw} ${rest.row.raw}`,
      cells: [...r.row.cells, ...rest.row.cells],
    };
    out.push({ row, f: reread(row) });
    i = next;
  }
  return out;
}

export function classifyRows(
  rows: Row[],
  order: SlashOrder,
  uploadDate: Date,
  skip: SkipLog,
  {
    layoverColumn = false,
    base = null,
    named,
  }: {
    layoverColumn?: boolean;
    /** The crew's base the roster names ("Base: AMS"), if any. */
    base?: string | null;
    /** The months the whole document's dates name, when these rows are a part of it (dates.ts namedMonths). */
    named?: NamedMonths;
  } = {},
): Classified {
  const items: Item[] = [];
  let datesSeen = 0;
  let flightsSeen = 0;
  let candidates = 0;
  let reportInHeader = false;

  const duties = withoutNotes(rows, skip);
  const hints = layoutHints(duties);
  let read = duties.map((row) => ({ row, f: readRow(row, order, hints) }));
  // A character alone on its line, next to another such line, is a letter of a word printed downwards (a form's
  // label 'ENC66K' in a PDF's text), not a day opening a line.
  const lone = (k: number) => read[k]?.row.raw.trim().length === 1;
  read = read.map((r, k) =>
    r.f.leadDay !== undefined && lone(k) && (lone(k - 1) || lone(k + 1))
      ? { row: r.row, f: { ...r.f, leadDay: undefined } }
      : r,
  );
  // A period printed at the foot (a statement's footer, "Periode: 01-01-2023 t/m 31-01-2023", on every page) dates
  // the days above it, back to the period before, as one in the head would.
  read = periodsToHead(read);
  // Without a period in the header, a number opening a line is what it always was (not a day).
  if (!periodInHeader(read))
    read = read.map((r) =>
      r.f.leadDay === undefined ? r : { row: r.row, f: readRow(r.row, order, { ...hints, leadDays: false }) },
    );
  read = mergeDaySplitLegs(
    mergeSplitLegs(mergeRouteLegs(mergeMultilineDuties(mergeMultilineLegs(mergeCellLines(read))))),
  );
  read = joinWrappedLegs(read, (row) => readRow(row, order, hints));
  // Not a print stamp or a footer ("Printed: 27/02/2026 14:02" on a March roster).
  const printed = read.flatMap(({ f }) =>
    isDutyRow(f) ? [f.date, f.arrDate, f.headerDate].filter((d) => d !== undefined) : [],
  );
  const dates = new DateContext(uploadDate, order, named ?? namedMonths(printed, uploadDate));
  // A month calendar's rows are dated, and the rows after it afresh (dates.ts, monthCalendars).
  const calendarEnds = new Set(
    monthCalendars(
      read.map(({ f }) =>
        f.date ? { ref: f.date, bare: f.flights.length === 0 && !f.code && f.times.length === 0 } : null,
      ),
    ).map(([, end]) => end),
  );
  const home =
    base ??
    mostFrequent(
      read.flatMap(({ f }) => (f.flights.length > 0 && f.airports.length === 2 ? f.airports : [])),
    );
  for (const [index, { row, f }] of read.entries()) {
    if (calendarEnds.has(index)) dates.current = null;
    // A day of the month alone, first under a column header said again (the next display of a host's trips, pasted
    // in any order): placed afresh by the upload date, not after the last display's days.
    if (
      row.headedAgain &&
      f.date &&
      !f.date.month &&
      f.date.weekday === undefined &&
      !dates.anchor &&
      dates.current
    ) {
      // Whichever is nearer the upload: going on from the display before (a month's end: 30, 31, then 01) or afresh.
      const before = dates.current;
      const goingOn = dates.resolve(f.date);
      dates.current = null;
      const afresh = dates.resolve(f.date);
      const away = (iso: string | null) =>
        iso ? Math.abs(Date.parse(`${iso}T12:00:00Z`) - uploadDate.getTime()) : Number.POSITIVE_INFINITY;
      dates.current = away(afresh) < away(goingOn) ? null : before;
    }
    // A table of licences, documents and checks by their expiry dates ('Code  Description  Expiry Date') lists no
    // duties; its rows keep the date before them too.
    if (row.cells.some((c) => c.role === 'expiry')) {
      skip.add(row, 'a document or check with its expiry date');
      continue;
    }
    if (f.date) {
      const date = dates.resolve(f.date, () => upcomingDays(read, index));
      if (!date) {
        skip.add(row, 'a date that does not exist');
        continue;
      }
      datesSeen++;
      if (f.arrDate) {
        const departureDay = dates.current;
        arrivalDay(f, date, dates.resolve(f.arrDate));
        dates.current = departureDay; // the leg stays on its departure day
      }
    } else if (f.leadDay !== undefined && dates.anchor) {
      if (dates.resolveLeadDay(f.leadDay)) datesSeen++;
    } else if (f.headerDate && f.period) dates.startPeriod(f.headerDate);
    else if (f.headerDate) dates.setAnchor(f.headerDate);
    flightsSeen += f.flights.length;
    const cur = dates.current;
    // A day's line naming only the station the last leg flew to ('07 ICN', a flying-hours statement's day abroad): a
    // layover there, unless it is the crew's home (the airport the legs touch most: '11 AMS' after the flight home).
    const lastLeg = items.findLast((i) => i.kind === 'leg');
    if (
      cur &&
      lastLeg &&
      !row.table &&
      (f.leadDay !== undefined || f.ownDate) &&
      f.airports.length === 1 &&
      f.airports[0] === lastLeg.to &&
      f.airports[0] !== home &&
      f.flights.length === 0 &&
      !f.code &&
      f.times.length === 0 &&
      f.durations.length === 0 &&
      f.remarks.length === 0
    ) {
      const date = `${cur.year}-${String(cur.month).padStart(2, '0')}-${String(cur.day).padStart(2, '0')}`;
      const stay = hotelAt(f, f.airports[0] as string, date, row);
      items.push({ ...stay, f: { ...stay.f, code: 'LAYOVER', codeType: DUTY_TYPES.layover } });
      continue;
    }
    // A row naming a hotel and nothing of a leg or duty ("D-END: 1457L REPT: 0615L | Embassy Suites by Hilton",
    // "Release 11:39/20 (RIC) ::Richmond Marriott"): the layover hotel at the last station the row names, else
    // where the last leg flew to; its times are the duty's end and next report, not the hotel's.
    if (cur && f.flights.length === 0 && !f.code && namesHotel(row.raw)) {
      // A word of the hotel's name is no station, though an airport's code ("DRURY INN": Innsbruck).
      // A word inside the hotel's name is none either ("IKBAL THERMAL HOTEL AND SPA": AND, Andersen).
      const words = f.remarks.map(trimToken);
      const named = [
        ...f.airports,
        ...words.map((w, k) => (insideHotelName(words, k) ? null : readAirport(w))),
      ]
        .filter((a) => a && !isHotelWord(a))
        .at(-1);
      // Else where the last leg flew to, or the station of the duty just before, when it comes later ("Release
      // 16:00 KZR" after a ground move, no leg).
      // A duty naming no station (a hotel transfer) is passed over.
      const last = items.findLast((i) => i.kind === 'leg' || !!i.f.station || i.f.airports.length > 0);
      const before = last && last.kind !== 'leg' ? (last.f.station ?? last.f.airports.at(-1)) : undefined;
      const station = named ?? f.station ?? items.findLast((i) => i.kind === 'leg')?.to ?? before;
      if (station) {
        const date = `${cur.year}-${String(cur.month).padStart(2, '0')}-${String(cur.day).padStart(2, '0')}`;
        items.push(hotelAt(f, station, date, row));
        continue;
      }
    }
    // A leg's actual times on a line of their own after its scheduled line ('SKD 11 54 3383 ORD 1705 BNA 1848' then
    // 'ACT 11 54 3383 ORD 1702 BNA 1837'): the same leg flown, not another; the scheduled leg stands.
    const scheduled = f.actual ? items.at(-1) : undefined;
    const departs = f.from ?? f.airports[0];
    if (
      scheduled?.kind === 'leg' &&
      f.flights[0] &&
      scheduled.f.flights[0]?.code === f.flights[0].code &&
      (!departs || scheduled.from === departs)
    ) {
      skip.add(row, 'the leg above, as flown');
      continue;
    }
    const looksLikeDuty = f.flights.length > 0 || !!f.code || f.times.length > 0;
    if (!looksLikeDuty) continue;
    candidates++;
    // A report time in the header line that names the period's first day ("EFFECTIVE APR04  CHECK IN AT 19.40"):
    // the report of the first duty, before any dated row.
    const headerReport =
      !cur &&
      !reportInHeader &&
      !!f.headerDate &&
      !!dates.anchor &&
      !f.code &&
      f.flights.length === 0 &&
      f.times.some((t) => t.role === 'report');
    if (!cur && !headerReport) {
      skip.add(row, 'no date before it');
      continue;
    }
    if (headerReport) reportInHeader = true;
    const day = (cur ?? dates.anchor) as { year: number; month: number; day: number };
    const date = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    const { from: printedAirport, to } = legAirports(f);
    const { dep, arr } = legTimes(f);
    const last = items.at(-1);
    // A table row or record with its flight, times and arrival but no departure airport (a record cut short, a
    // table printing the origin once) departs where the leg just before it, that day, arrived. Not one whose
    // departure is printed but not known ('EDNX', an airfield the airports table lacks): that leg is not read.
    const printedFrom = row.cells.some((c) => c.role === 'from' && c.text.trim() !== '');
    const from =
      printedAirport ??
      (row.table &&
      !printedFrom &&
      f.flights.length > 0 &&
      to &&
      dep &&
      arr &&
      last?.kind === 'leg' &&
      last.date === date &&
      last.to !== to
        ? (last.to ?? null)
        : null);
    if (from && to && dep && arr && last?.kind === 'leg') f.flights.push(...continuesLeg(f, last));
    // A leg back to its own airport (a return to the gate, a training circuit) is still a leg.
    if (
      (f.flights.length > 0 || f.datedLeg) &&
      from &&
      to &&
      dep &&
      arr &&
      (from !== to || dep.time !== arr.time)
    ) {
      items.push({ kind: 'leg', f, date, row, dep, arr, from, to });
      if (layoverColumn && layoverAfter(f, arr)) items.push(hotelAt(f, to, date, row));
      continue;
    }
    if (f.flights.length > 0 && f.times.length > 0 && (f.ownDate || row.table)) {
      items.push({ kind: 'weak', f, date, row });
      continue;
    }
    const labelled = f.times.some((t) => t.role === 'report' || t.role === 'release');
    // A day row whose legs were printed in one of its cells (cell-legs.ts): its code names the trip, its report
    // and release times are the window around those legs.
    const labelsOnly = (!f.code || !!row.cellLegs) && f.flights.length === 0 && labelled;
    if (
      labelsOnly ||
      (f.code &&
        f.codeType === DUTY_TYPES.report &&
        f.times.every((t) => t.role === 'report' || t.role === 'release') &&
        f.times.length === 2)
    ) {
      items.push({ kind: 'window', f, date, row });
      continue;
    }
    // A code that is a flight number, with no airport, time or date of its own ('O4019 : 08FEB', a trip's heading
    // in a code column), is no duty: a flight needs its airports and times.
    const bareFlight =
      !!f.code &&
      !!readFlightNumber(f.code) &&
      f.times.length === 0 &&
      f.airports.length === 0 &&
      !f.from &&
      !f.to &&
      !f.ownDate;
    // An unknown code on a line of its own with a station and its start and end, after that day's duty of the same
    // code but its number ('GAB2 LIS 1300 1600' after 'GAB1', the day's second office session), is a duty too; an
    // unknown word alone (a note: 'CLTC'), or another code's line ('RPRT PHX 15:40 …'), is not.
    const stem = (code: string | undefined) => code?.replace(/\d+$/, '');
    const before = items.at(-1);
    const session =
      !row.table &&
      !f.ownDate &&
      f.times.length === 2 &&
      (f.airports.length > 0 || !!f.from) &&
      !!cur &&
      before?.kind === 'duty' &&
      before.date ===
        `${cur.year}-${String(cur.month).padStart(2, '0')}-${String(cur.day).padStart(2, '0')}` &&
      !!f.code &&
      /^[A-Z]+\d+$/.test(f.code) &&
      stem(before.f.code) === stem(f.code);
    // A table's flight number with nothing of its leg ('02/10/2026  187  CP - PIC - 0001 - …', a crew list by flight):
    // the leg is printed elsewhere, or not at all; no duty.
    if (
      row.table &&
      f.code &&
      /^\d{1,4}[A-Z]?$/.test(f.code) &&
      f.times.length === 0 &&
      f.airports.length === 0 &&
      !f.from &&
      !f.to
    ) {
      skip.add(row, 'a flight number without airports and times');
      continue;
    }
    // One letter alone on its line, with no day or time of its own and no day's heading above it, is too little to
    // be a duty (a name's initial); under a day's heading it is that day's ('Mon 02.03.2026' / 'X').
    if (
      f.code?.length === 1 &&
      row.raw.trim() === f.code &&
      !f.ownDate &&
      f.leadDay === undefined &&
      f.times.length === 0 &&
      !dayHeading(read[index - 1]?.f)
    ) {
      skip.add(row, 'no duty code');
      continue;
    }
    // A legend's entries, codes glued to a colon ('STBY: STBY', 'FOF: Fixed Double Off') one a line with no date or
    // time of their own, explain the codes: no duties. One such line alone under a day is that day's ('SICK: SICK').
    if (
      f.code &&
      f.times.length === 0 &&
      !f.ownDate &&
      f.leadDay === undefined &&
      f.flights.length === 0 &&
      LEGEND_ENTRY.test(row.raw) &&
      (LEGEND_ENTRY.test(read[index - 1]?.row.raw ?? '') || LEGEND_ENTRY.test(read[index + 1]?.row.raw ?? ''))
    ) {
      skip.add(row, 'no usable date or time');
      continue;
    }
    // A report without its time and a date of its own ('Personal Crew Schedule Report', a title; 'RPT  Report
    // time', a legend's line), or named only in words, is no duty; a dated report code is one all day ('BRIEFING').
    if (
      f.codeType === DUTY_TYPES.report &&
      f.times.length === 0 &&
      (!f.ownDate || classifyCode(f.code ?? '') === DUTY_TYPES.unknown)
    ) {
      skip.add(row, 'no usable date or time');
      continue;
    }
    if (f.code && !bareFlight && (row.table || f.ownDate || session || f.codeType !== DUTY_TYPES.unknown)) {
      items.push({ kind: 'duty', f, date, row });
      continue;
    }
    if (row.table && f.times.length > 0 && f.ownDate) {
      items.push({ kind: 'duty', f, date, row });
      continue;
    }
    skip.add(row, f.flights.length > 0 ? 'a flight number without airports and times' : 'no duty code');
  }

  return { items, datesSeen, flightsSeen, candidates, named: dates.named };
}
