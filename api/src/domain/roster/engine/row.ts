/**
 * What one row says: its date, flight numbers, duty code, airports, times (with their role and zone cue),
 * durations, deadhead flags and remarks. Table cells are read by their column's role; text tokens by content,
 * with a column role (fixed-width header) or a label before them ("Rpt 1650", "C/O 1000", "[FT 02:00]") winning.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import { type LayoutHints, NO_HINTS, splitGlued } from './glued.ts';
import type { Cell, Row } from './grid.ts';
import {
  type DayRef,
  isAirlineCode,
  isDeadheadFlag,
  isSurelyDuration,
  LABELS,
  monthName,
  readAirport,
  readBareNumber,
  readDate,
  readDuration,
  readFlightNumber,
  readTime,
  readZoneWord,
  type SlashOrder,
  type TimeToken,
  tokenize,
  trimToken,
  weekdayName,
} from './tokens.ts';

export type TimeRole = 'dep' | 'arr' | 'report' | 'release';

export interface TimeFact extends TimeToken {
  role?: TimeRole;
}

export interface FlightFact {
  code: string;
  /** The token as printed, when it was read as an airline-coded number ("D2244"). */
  raw?: string;
  /** Without an airline code (940, P937). */
  bare: boolean;
  passive: boolean;
}

export interface RowFacts {
  date?: DayRef;
  /** The date is the row's own (a date column, or a date at the start of a text line). */
  ownDate: boolean;
  /** A bare day of the month starting a text line ("2 2796 SLC 1759 DFW 2129"): a date only within a period. */
  leadDay?: number;
  /** A date with its month inside a line that has no date of its own ("EFFECTIVE MAY02"): a period. */
  headerDate?: DayRef;
  /** The arrival's own date, when a leg's arrival is printed on a line of its own (multiline-legs.ts). */
  arrDate?: DayRef;
  /** A time printed inside the date cell ("6/1/2015 11:25:00 AM"). */
  dateTime?: string;
  flights: FlightFact[];
  code?: string;
  codeType: number;
  from?: string;
  to?: string;
  station?: string;
  base?: string;
  /** Airports found by content, in order. */
  airports: string[];
  times: TimeFact[];
  durations: number[];
  deadhead: boolean;
  remarks: string[];
  aircraft?: string;
  tz?: string;
  type?: string;
  allDay?: string;
  /** ISO date-times of a start/end cell (2025-07-05T14:00:00+02:00), read by the tabular reader. */
  isoStart?: string;
  isoEnd?: string;
}

/** Labels that are also duty codes (a "C/I FRA 0800" line is a report). */
const LABEL_CODES = new Set(['RPT', 'REP', 'REPORT', 'C/I', 'RLS', 'C/O', 'S-ON', 'S-OF']);

const REGISTRATION = /^(?:[A-Z]{1,2}-[A-Z0-9]{3,5}|N\d{1,5}[A-Z]{0,2})$/;
const CODE_LIKE = /^[A-Z0-9][A-Z0-9/*-]{0,7}$/;
const AMPM = /^(AM|PM|A\.M\.|P\.M\.)$/i;

function withAmPm(t: TimeToken, next: string | undefined): TimeToken {
  if (!next || !AMPM.test(next)) return t;
  let h = Number(t.time.slice(0, 2));
  const pm = next.toUpperCase().startsWith('P');
  if (pm && h < 12) h += 12;
  if (!pm && h === 12) h = 0;
  return { ...t, time: `${String(h).padStart(2, '0')}${t.time.slice(2)}` };
}

/** A date over one to three tokens: "15Jul", "Mon 10", "15 Tue", "08 Jan 2025", "Jan 8, 2025", "Tue 15Jul". */
export function readDateAt(
  words: string[],
  i: number,
  order: SlashOrder,
): { ref: DayRef; used: number } | null {
  const a = trimToken(words[i] ?? '');
  const b = trimToken(words[i + 1] ?? '');
  const c = trimToken(words[i + 2] ?? '');
  const wa = weekdayName(a);
  if (wa >= 0) {
    const day = /^\d{1,2}$/.test(b) ? Number(b) : 0;
    if (day >= 1 && day <= 31) {
      const month = monthName(c);
      return month ? { ref: { day, month, weekday: wa }, used: 3 } : { ref: { day, weekday: wa }, used: 2 };
    }
    const inner = readDate(b, order);
    if (inner) return { ref: { ...inner, weekday: wa }, used: 2 };
    return null;
  }
  const single = readDate(a, order);
  if (single) return { ref: single, used: 1 };
  if (/^\d{1,2}$/.test(a)) {
    const day = Number(a);
    if (day < 1 || day > 31) return null;
    const wb = weekdayName(b);
    if (wb >= 0) return { ref: { day, weekday: wb }, used: 2 };
    const mb = monthName(b);
    if (mb) {
      if (/^\d{4}$/.test(c)) return { ref: { day, month: mb, year: Number(c) }, used: 3 };
      return { ref: { day, month: mb }, used: 2 };
    }
    return null;
  }
  const ma = monthName(a);
  if (ma && /^\d{1,2},?$/.test(b)) {
    const day = Number(b.replace(',', ''));
    if (/^\d{4}$/.test(c)) return { ref: { day, month: ma, year: Number(c) }, used: 3 };
    return { ref: { day, month: ma }, used: 2 };
  }
  return null;
}

const emptyFacts = (): RowFacts => ({
  ownDate: false,
  flights: [],
  codeType: DUTY_TYPES.unknown,
  airports: [],
  times: [],
  durations: [],
  deadhead: false,
  remarks: [],
});

function setCode(f: RowFacts, code: string) {
  if (f.code) return;
  f.code = code;
  f.codeType = classifyCode(code);
}

function addFlights(f: RowFacts, text: string, fromFlightColumn: boolean): boolean {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  // In a column of numbers without airline, P937 is passive 937 rather than airline P9's flight 37.
  const coded = fromFlightColumn && /^P\d{1,4}(\/|$)/.test(compact) ? null : readFlightNumber(compact);
  if (coded) {
    f.flights.push({ code: coded, bare: false, passive: false });
    return true;
  }
  if (!fromFlightColumn) return false;
  const parts = compact.split('/');
  const bare = parts.map(readBareNumber);
  if (parts.length > 0 && bare.every(Boolean)) {
    for (const b of bare) if (b) f.flights.push({ code: b.number, bare: true, passive: b.passive });
    return true;
  }
  return false;
}

const IATA_LIKE = /^[A-Z]{3}$/;

/** A table row: each cell by its column's role; cells of unnamed columns are not read. */
function readTableRow(cells: Cell[], order: SlashOrder): RowFacts {
  const f = emptyFacts();
  const zoned: { role: TimeRole; zone?: 'utc' | 'local'; t: TimeToken }[] = [];
  const readTimeCell = (role: TimeRole, cell: Cell, text: string) => {
    if (/^\d{4}-\d{2}-\d{2}[T ]\d/.test(text)) {
      if (role === 'dep' && !f.isoStart) f.isoStart = text;
      if (role === 'arr' && !f.isoEnd) f.isoEnd = text;
      return;
    }
    const words = tokenize(text).map((w) => w.text);
    const t = readTime(words[0] ?? '');
    if (t) zoned.push({ role, t: withAmPm(t, words[1]), ...(cell.zone ? { zone: cell.zone } : {}) });
  };
  for (const cell of cells) {
    const text = cell.text.trim();
    if (!text || text.length > 500) continue;
    switch (cell.role) {
      case 'date': {
        const words = tokenize(text).map((w) => w.text);
        const d = readDateAt(words, 0, order);
        if (!d) break;
        if (!f.date || (d.ref.year && !f.date.year)) {
          f.date = d.ref;
          f.ownDate = true;
          const rest = words[d.used];
          const t = rest ? readTime(rest) : null;
          if (t) f.dateTime = withAmPm(t, words[d.used + 1]).time;
          else delete f.dateTime;
        }
        break;
      }
      case 'flight':
      case 'code': {
        const words = tokenize(text).map((w) => w.text.toUpperCase());
        if (words.some(isDeadheadFlag)) f.deadhead = true;
        if (f.flights.length === 0 && addFlights(f, text, cell.role === 'flight')) break;
        if (cell.role === 'code' || !f.code) {
          const first = words.find((w) => !isDeadheadFlag(w)) ?? words[0];
          if (first && !f.code) {
            if (cell.role === 'code' && !CODE_LIKE.test(first)) f.remarks.push(text);
            else setCode(f, first);
          }
        }
        break;
      }
      case 'from':
      case 'to':
      case 'station':
      case 'base':
      case 'depAny':
      case 'arrAny': {
        const up = text.toUpperCase();
        const a = readAirport(up) ?? (IATA_LIKE.test(up) ? up : null);
        if (a) {
          const role = cell.role === 'depAny' ? 'from' : cell.role === 'arrAny' ? 'to' : cell.role;
          if (!f[role]) f[role] = a;
          break;
        }
        // A time under a "Departure"/"Arrival" header.
        if (cell.role === 'depAny' || cell.role === 'arrAny')
          readTimeCell(cell.role === 'depAny' ? 'dep' : 'arr', cell, text);
        break;
      }
      case 'dep':
      case 'arr':
      case 'report':
      case 'release':
        readTimeCell(cell.role, cell, text);
        break;
      case 'remarks':
        f.remarks.push(text);
        break;
      case 'aircraft':
        f.aircraft ??= text;
        break;
      case 'tz':
        f.tz ??= text;
        break;
      case 'type':
        f.type ??= text;
        break;
      case 'allday':
        f.allDay ??= text;
        break;
      case 'duration': {
        const d = readDuration(text);
        if (d !== null) f.durations.push(d);
        break;
      }
      default:
        break;
    }
  }
  // A number-only flight column beside a code column with the airline: 466 + KM466 → KM466.
  const codedFromCode = f.code ? readFlightNumber(f.code) : null;
  const onlyFlight = f.flights.length === 1 ? f.flights[0] : undefined;
  if (codedFromCode && onlyFlight?.bare && codedFromCode.endsWith(onlyFlight.code))
    f.flights = [{ code: codedFromCode, bare: false, passive: onlyFlight.passive }];
  // A time printed twice (local and UTC columns): keep the UTC one.
  for (const role of ['dep', 'arr', 'report', 'release'] as const) {
    const all = zoned.filter((z) => z.role === role);
    const pick = all.find((z) => z.zone === 'utc') ?? all[0];
    if (!pick) continue;
    const zone = pick.t.zone ?? pick.zone;
    f.times.push({ ...pick.t, role, ...(zone ? { zone } : {}) });
  }
  return f;
}

type Kind =
  | 'date'
  | 'time'
  | 'duration'
  | 'flight'
  | 'airport'
  | 'number'
  | 'code'
  | 'word'
  | 'flag'
  | 'label';

/** A text line: token by token. */
function readTextRow(printed: Cell[], order: SlashOrder, hints: LayoutHints): RowFacts {
  const f = emptyFacts();
  const cells = splitGlued(printed, hints);
  const words = cells.map((c) => trimToken(c.text));
  const kinds: Kind[] = [];
  const timeAt: number[] = [];
  let label: TimeRole | 'duration' | null = null;
  let inRemarks = false;
  let content = 0;
  /** Index of a lone "D" before a number: a deadhead mark when that number is the line's flight. */
  let dMark = -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const up = w.toUpperCase();
    const role = cells[i]?.role;
    if (!w) {
      kinds.push('word');
      continue;
    }
    // A date starts the line, or follows its station ("CVG 06Dec 05:53 LT").
    const afterStation = content === 1 && (kinds.includes('airport') || (!!f.code && !!readAirport(f.code)));
    if (!f.date && (content === 0 || afterStation) && i <= 2) {
      const d = readDateAt(words, i, order);
      if (d) {
        f.date = d.ref;
        f.ownDate = true;
        for (let k = 0; k < d.used; k++) kinds.push('date');
        i += d.used - 1;
        continue;
      }
      if (
        hints.leadDays !== false &&
        content === 0 &&
        f.leadDay === undefined &&
        /^\d{1,2}$/.test(w) &&
        Number(w) >= 1 &&
        Number(w) <= 31
      ) {
        f.leadDay = Number(w);
        kinds.push('date');
        continue;
      }
    }
    if (!f.date && !f.headerDate && !inRemarks && content > 0 && w.length >= 4 && /^[A-Z0-9./-]+$/i.test(w)) {
      const d = readDate(w, order);
      if (d?.month) {
        f.headerDate = d;
        kinds.push('date');
        continue;
      }
    }
    if (inRemarks) {
      if (!f.aircraft && REGISTRATION.test(w)) {
        f.aircraft = w;
        kinds.push('word');
        continue;
      }
      f.remarks.push(w);
      kinds.push('word');
      continue;
    }
    const lab = LABELS[up];
    const timeFollows = [1, 2].some((k) => readTime(words[i + k] ?? '') !== null);
    if (lab && role !== 'code' && timeFollows) {
      label = lab;
      if (LABEL_CODES.has(up) && content === 0) setCode(f, up);
      kinds.push('label');
      content++;
      continue;
    }
    const t = readTime(w);
    if (t) {
      const next = words[i + 1];
      const ampm = !!next && AMPM.test(next);
      if (
        label === 'duration' ||
        role === 'duration' ||
        role === 'code' ||
        (!ampm && !t.zone && isSurelyDuration(w))
      ) {
        f.durations.push(readDuration(w) ?? 0);
        kinds.push('duration');
      } else if (role === 'flight' && /^\d{4}$/.test(w)) {
        addFlights(f, w, true);
        kinds.push('flight');
      } else {
        const timeRole: TimeRole | undefined =
          label ??
          (role === 'dep' || role === 'arr' || role === 'report' || role === 'release'
            ? role
            : role === 'depAny'
              ? 'dep'
              : role === 'arrAny'
                ? 'arr'
                : undefined);
        const fact: TimeFact = { ...withAmPm(t, next), ...(timeRole ? { role: timeRole } : {}) };
        f.times.push(fact);
        timeAt.push(i);
        kinds.push('time');
        if (ampm) {
          i++;
          kinds.push('word');
        }
        const zoneWord = readZoneWord(words[i + 1] ?? '');
        if (zoneWord && !fact.zone) {
          fact.zone = zoneWord;
          i++;
          kinds.push('word');
        }
      }
      label = null;
      content++;
      continue;
    }
    label = null;
    const dur = readDuration(w);
    if (dur !== null) {
      f.durations.push(dur);
      kinds.push('duration');
      content++;
      continue;
    }
    if (up === 'D' && /^\d{1,4}$/.test(words[i + 1] ?? '')) {
      dMark = i;
      kinds.push('flag');
      continue;
    }
    if (isDeadheadFlag(up) || (up === 'P' && /^\d{1,4}$/.test(words[i + 1] ?? ''))) {
      f.deadhead = true;
      kinds.push('flag');
      continue;
    }
    if (role === 'flight' && addFlights(f, w, true)) {
      kinds.push('flight');
      content++;
      continue;
    }
    if (
      (role !== 'code' || (f.flights.length === 0 && (content === 0 || f.code === 'FLT'))) &&
      role !== 'aircraft'
    ) {
      const coded = readFlightNumber(up);
      if (coded) {
        f.flights.push({ code: coded, raw: up, bare: false, passive: false });
        kinds.push('flight');
        content++;
        continue;
      }
      const next = words[i + 1] ?? '';
      if (
        isAirlineCode(up) &&
        up.length === 2 &&
        classifyCode(up) === DUTY_TYPES.unknown &&
        /^\d{1,4}[A-Z]?$/.test(next)
      ) {
        const joined = readFlightNumber(up + next);
        if (joined) {
          f.flights.push({ code: joined, bare: false, passive: false });
          kinds.push('flight', 'flight');
          i++;
          content++;
          continue;
        }
      }
    }
    if (w === up) {
      const airport = readAirport(up);
      const codeFirst = content === 0 && classifyCode(up) !== DUTY_TYPES.unknown;
      if (airport && role !== 'code' && !codeFirst) {
        if (role === 'station' || role === 'base' || role === 'from' || role === 'to') f[role] ??= airport;
        else f.airports.push(airport);
        kinds.push('airport');
        content++;
        continue;
      }
      if (/^\d{1,4}$/.test(up)) {
        kinds.push('number');
        content++;
        continue;
      }
      if (REGISTRATION.test(up) && content > 0) {
        f.aircraft ??= up;
        kinds.push('word');
        continue;
      }
      if (CODE_LIKE.test(up) && /[A-Z]/.test(up) && content === 0) {
        setCode(f, up);
        kinds.push('code');
        content++;
        continue;
      }
      if (role === 'aircraft') {
        f.aircraft ??= up;
        kinds.push('word');
        continue;
      }
      if (role === 'station' || role === 'from' || role === 'to' || role === 'base') {
        kinds.push('word'); // HOME, a crew base name: not an airport
        continue;
      }
    }
    // A second code (a pattern or roster code column) is not a remark.
    if (w === up && f.code && CODE_LIKE.test(up) && !inRemarks) {
      kinds.push('word');
      continue;
    }
    // A word: remarks begin (mixed-case words are never codes, airports or flight numbers).
    if (w !== up || content > 0) {
      if (w !== up && /[a-z]/.test(w)) inRemarks = true;
      f.remarks.push(w);
    }
    kinds.push('word');
  }
  // A flight number without its airline: the number just before the first of two airports ("940 PER 1745 BNE").
  if (f.flights.length === 0 && f.airports.length >= 2) {
    const firstAirport = kinds.indexOf('airport');
    let k = firstAirport - 1;
    while (k >= 0 && kinds[k] === 'flag') k--;
    const before = words[k] ?? '';
    if (k >= 0 && (kinds[k] === 'number' || (kinds[k] === 'time' && f.times.length >= 3))) {
      if (kinds[k] === 'time') {
        const at = timeAt.indexOf(k);
        if (at >= 0) f.times.splice(at, 1);
      }
      const b = readBareNumber(before);
      if (b) {
        f.flights.push({ code: b.number, bare: true, passive: b.passive });
        // "D 828 BUR 1240 SLC 1540": a lone D just before the leg's flight number marks a deadhead.
        if (dMark >= 0 && dMark === k - 1) f.deadhead = true;
      }
    }
  }
  // A lone "D" that marked no flight is what it was before: a code when it opened the line.
  if (
    dMark >= 0 &&
    !f.deadhead &&
    !f.code &&
    !kinds.slice(0, dMark).some((k) => k !== 'date' && k !== 'word')
  )
    setCode(f, 'D');
  return f;
}

export function readRow(row: Row, order: SlashOrder, hints: LayoutHints = NO_HINTS): RowFacts {
  return row.table ? readTableRow(row.cells, order) : readTextRow(row.cells, order, hints);
}
