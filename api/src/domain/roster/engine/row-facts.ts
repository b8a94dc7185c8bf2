/**
 * What a row says, as facts (date, flights, code, airports, times with their role and zone cue, durations,
 * deadhead flag, remarks), and the readers both row kinds share: dates over a few tokens, flight numbers, codes.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import {
  type DayRef,
  monthName,
  readBareNumber,
  readDate,
  readFlightNumber,
  type SlashOrder,
  type TimeToken,
  trimToken,
  weekdayName,
} from './tokens.ts';

export type TimeRole = 'dep' | 'arr' | 'report' | 'release';

export interface TimeFact extends TimeToken {
  role?: TimeRole;
  /** The day of the month printed before the time ("04 17:45"): its day, a day before the row's to three after. */
  day?: number;
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
  /** The line is a period's first and last days ("Periode: 01-01-2023 t/m 31-01-2023"): headerDate its start. */
  period?: boolean;
  /** The arrival's own date, when a leg's arrival is printed on a line of its own (multiline-legs.ts). */
  arrDate?: DayRef;
  /**
   * Minutes the row's calendar start runs ahead of the departure time its subject prints (a calendar export printing
   * the leg twice: "IB711  MAD0500-LHR0725" starting 07:00 is 120).
   */
  calendarOffset?: number;
  /** A leg printed as its two ends, each with its station, day and time (row.ts, datedEnds): a leg without a number. */
  datedLeg?: boolean;
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
  /** The line gives a leg's actual times ('ACT …'), after the line with its scheduled ones. */
  actual?: boolean;
  /** A block time printed as flown ("0.59BL"): the leg is operated, not ridden. */
  blockMarked?: boolean;
  remarks: string[];
  aircraft?: string;
  tz?: string;
  type?: string;
  allDay?: string;
  /** ISO date-times of a start/end cell (2025-07-05T14:00:00+02:00), read by the tabular reader. */
  isoStart?: string;
  isoEnd?: string;
}

const GLUED_DEADHEAD = /^DH(\d{1,4}[A-Z]?)$/;
/** A deadhead tag before the flight's airline, after a slash ("DH/TP 574", "DH/LH 1168"): a deadhead on that flight. */
const SLASHED_DEADHEAD = /^(?:DH|DHD|PAX|POS)\/(.+)$/;

/**
 * A duty code without the UTC mark glued after it ("OFF(Z)", "OFF(Z" with its bracket trimmed, "SBY0300-Z",
 * "HSBY0930Z" after a start time), or null when it carries none. The mark makes the row's times UTC.
 */
export function withoutZoneMark(code: string): string | null {
  const m = /^([A-Z][A-Z0-9/-]*?)(?:\(Z\)?|-Z)$/.exec(code) ?? /^([A-Z][A-Z/-]*\d{4})Z$/.exec(code);
  const stem = m?.[1];
  // Only a duty code the tables know: a flight's suffix ("LH4010Z") or an unknown word keeps its letter.
  if (!stem || readFlightNumber(stem)) return null;
  return classifyCode(stem) !== DUTY_TYPES.unknown || suffixedCodeType(stem) !== DUTY_TYPES.unknown
    ? stem
    : null;
}

/**
 * A duty code's form: up to eight letters, digits and marks, or up to three parts joined by '_' or '-' ("W_OFF",
 * "FPE-LEARN", "E90-FRA-1": a simulator session's type, station and number), not a route ("LIS-OPO-LIS").
 */
export const CODE_LIKE =
  /^[A-Z0-9][A-Z0-9/*-]{0,7}$|^(?![A-Z]{3}(?:-[A-Z]{3})+$)[A-Z0-9]{1,5}(?:[_-][A-Z0-9]{1,6}){1,2}$/;
/** A duty code with a variant after an underscore ("LOFT_J"), read by its stem (suffixedCodeType). */
export const VARIANT_CODE = /^[A-Z][A-Z0-9]{1,5}_[A-Z0-9]{1,2}$/;
export const AMPM = /^(AM|PM|A\.M\.|P\.M\.)$/i;

export function withAmPm(t: TimeToken, next: string | undefined): TimeToken {
  if (!next || !AMPM.test(next)) return t;
  let h = Number(t.time.slice(0, 2));
  const pm = next.toUpperCase().startsWith('P');
  if (pm && h < 12) h += 12;
  if (!pm && h === 12) h = 0;
  return { ...t, time: `${String(h).padStart(2, '0')}${t.time.slice(2)}` };
}

/** A day of the month with an English ordinal suffix ("30th", "2nd") as its number; any other token as is. */
const ordinalDay = (raw: string) => (/^\d{1,2}(?:st|nd|rd|th)$/i.test(raw) ? raw.slice(0, -2) : raw);

/** A year printed after a day and month: 19xx or 20xx ("14 Aug 3445 PHX": 3445 is the leg's flight number). */
const YEAR = /^(?:19|20)\d{2}$/;

/**
 * A date over one to four tokens: "15Jul", "Mon 10", "15 Tue", "08 Jan 2025", "Jan 8, 2025", "Tue 15Jul",
 * "Wed, 30th April 2025".
 */
export function readDateAt(
  words: string[],
  i: number,
  order: SlashOrder,
): { ref: DayRef; used: number } | null {
  const a = ordinalDay(trimToken(words[i] ?? ''));
  const b = ordinalDay(trimToken(words[i + 1] ?? ''));
  const c = trimToken(words[i + 2] ?? '');
  const wa = weekdayName(a);
  if (wa >= 0) {
    const day = /^\d{1,2}$/.test(b) ? Number(b) : 0;
    if (day >= 1 && day <= 31) {
      const month = monthName(c);
      const year = trimToken(words[i + 3] ?? '');
      if (month && YEAR.test(year)) return { ref: { day, month, year: Number(year), weekday: wa }, used: 4 };
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
      if (YEAR.test(c)) return { ref: { day, month: mb, year: Number(c) }, used: 3 };
      return { ref: { day, month: mb }, used: 2 };
    }
    return null;
  }
  const ma = monthName(a);
  if (ma && /^\d{1,2},?$/.test(b)) {
    const day = Number(b.replace(',', ''));
    if (YEAR.test(c)) return { ref: { day, month: ma, year: Number(c) }, used: 3 };
    return { ref: { day, month: ma }, used: 2 };
  }
  return null;
}

export const emptyFacts = (): RowFacts => ({
  ownDate: false,
  flights: [],
  codeType: DUTY_TYPES.unknown,
  airports: [],
  times: [],
  durations: [],
  deadhead: false,
  remarks: [],
});

/**
 * A duty code with a numbered suffix ("OFF-1", "STBYA1-1": the first of the day's duties of that code) or a variant
 * after an underscore ("LOFT_J") is read by its stem when the code tables know the stem ("OFF": day off), or the
 * stem's letters before a variant's letter and number ("STBYA1", "SBYA": standby); else it is no known code.
 */
export function suffixedCodeType(code: string): number {
  // A standby code with its variant letter glued on ("STBYD", "STBYA2", "HSBYD"): a standby, as "SBYA-3" is; only a
  // code ending 'BY' ("REST" is no RES standby).
  const glued = /^([A-Z]{1,3}BY)[A-Z]\d?$/.exec(code);
  if (glued && classifyCode(glued[1] ?? '') === DUTY_TYPES.standby) return DUTY_TYPES.standby;
  const m = /^([A-Z][A-Z/]*?)([A-Z]?\d{0,2})(?:-\d{1,2}|_[A-Z0-9]{1,2})$/.exec(code);
  if (!m) return DUTY_TYPES.unknown;
  const [, letters = '', variant = ''] = m;
  const stem = classifyCode(letters + variant);
  if (stem !== DUTY_TYPES.unknown || !variant) return stem;
  // A variant's lone letter ("SBYA-3") only after a standby code, whose variants letters name (A: airport).
  const before = classifyCode(letters);
  return /\d/.test(variant) || before === DUTY_TYPES.standby ? before : DUTY_TYPES.unknown;
}

/**
 * A code or flight number glued to a note in Korean, Japanese or Chinese ("STBY확인요망": standby, to be confirmed;
 * "521편", "OZ102便": flight): the code as printed before it, or null for any other token.
 */
const CODE_BEFORE_CJK =
  /^([A-Z0-9][A-Z0-9/-]*)[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

export const withoutCjkNote = (printed: string): string | null => CODE_BEFORE_CJK.exec(printed)?.[1] ?? null;

export function setCode(f: RowFacts, printed: string) {
  if (f.code) return;
  const code = withoutCjkNote(printed) ?? printed;
  if (code !== printed) f.remarks.push(printed);
  f.code = code;
  f.codeType = classifyCode(code);
  if (f.codeType === DUTY_TYPES.unknown) f.codeType = suffixedCodeType(code);
}

export function addFlights(f: RowFacts, text: string, fromFlightColumn: boolean): boolean {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  // A deadhead tag glued to the flight's number ("DH8364"): a deadhead of flight 8364, not airline DH's.
  const tagged = GLUED_DEADHEAD.exec(compact);
  const number = tagged ? readBareNumber(tagged[1] ?? '') : null;
  if (number) {
    f.deadhead = true;
    f.flights.push({ code: number.number, bare: true, passive: false });
    return true;
  }
  const carried = readFlightNumber(SLASHED_DEADHEAD.exec(compact)?.[1] ?? '');
  if (carried) {
    f.deadhead = true;
    f.flights.push({ code: carried, bare: false, passive: false });
    return true;
  }
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
