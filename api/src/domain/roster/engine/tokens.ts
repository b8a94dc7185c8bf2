/**
 * Recognisers for the parts of a duty, one token at a time (a token is at most a few dozen characters, so every
 * pattern here runs on a short, bounded string; nothing scans a whole line or file with a regex).
 */
import { DUTY_TYPES, POSITIONS } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import { monthIndex, pad2, weekdayIndex } from '../time.ts';
import { toIata } from './airports.ts';

/** Splits a line into whitespace-separated tokens with their column (for fixed-width layouts). */
export function tokenize(line: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const ch = i < line.length ? line.charCodeAt(i) : 32;
    const space = ch === 32 || ch === 9 || ch === 160 || ch === 10 || ch === 13;
    if (space) {
      if (start >= 0) out.push({ text: line.slice(start, i), at: start });
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/**
 * Punctuation around a token that is not part of it: "(940", "BNE,", "[FT", "*DFW" (a segment mark), and the dash
 * of a range glued to its first time ("08:00- 09:50").
 */
export function trimToken(raw: string): string {
  let a = 0;
  let b = raw.length;
  while (a < b && '([{<,;"\'*'.includes(raw.charAt(a))) a++;
  while (b > a && ')]}>,;."\''.includes(raw.charAt(b - 1))) b--;
  if (b - a > 2 && /[\d][-–]$/.test(raw.slice(a, b))) b--;
  return raw.slice(a, b);
}

export interface TimeToken {
  time: string;
  /** Day offset printed with the time: "0655+1" → 1, "2300-1" → -1. */
  shift: number;
  zone?: 'utc' | 'local';
  /**
   * The zone abbreviation printed after the time ("16:05 MST"): the time is local on that abbreviation's clock
   * (zone 'local'; zone.ts, abbreviationZone, turns it into a zone).
   */
  abbr?: string;
  /** Printed in decimal hours ("12,75"), as flight-hour records are (readDecimalHours). */
  decimal?: true;
}

const TIME = /^(\d{1,2})(:?)(\d{2})(?::\d{2})?([zZlL]|UTC|utc|LT|lt)?(?:\(?([+-]\d)\)?)?$/;

/**
 * A time of day: 0930, 09:30, 9:30, 09:30:00, 0930Z (UTC), 0930L (local), 0655+1 / 2300-1 / 00:30(+1) (next or
 * previous day).
 * Four digits without a colon must be a valid HHMM; 24:00 is read as 23:59.
 */
export function readTime(raw: string): TimeToken | null {
  if (raw.length > 12) return null;
  const m = TIME.exec(raw);
  if (!m) return null;
  const [, hText = '', colon, mText = '', zone, shift] = m;
  if (!colon && hText.length !== 2) return null;
  const h = Number(hText);
  const min = Number(mText);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  const out: TimeToken = {
    time: h === 24 ? '23:59' : `${pad2(h)}:${pad2(min)}`,
    shift: shift ? Number(shift) : 0,
  };
  if (zone) out.zone = /^(z|utc)$/i.test(zone) ? 'utc' : 'local';
  return out;
}

/** Minutes since midnight of an "HH:MM" time. */
export const clockMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * A time printed with a dot, "19.40": read only where a label says a time follows ("CHECK IN AT 19.40"), since
 * rosters also print durations that way ("2.02BL", "14.31/HILTON").
 */
export function readDottedTime(raw: string): TimeToken | null {
  const m = /^(\d{1,2})\.(\d{2})(Z?)$/.exec(raw);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  // "22.55Z": a dotted time in UTC, as 2255Z is.
  return m[3]
    ? { time: `${pad2(h)}:${pad2(min)}`, shift: 0, zone: 'utc' }
    : { time: `${pad2(h)}:${pad2(min)}`, shift: 0 };
}

/** Minutes of hours printed with a decimal comma ("11,70": 702), else null. */
export function decimalHoursMinutes(raw: string): number | null {
  const m = /^(\d{1,3}),(\d{2})$/.exec(raw);
  return m ? Math.round((Number(m[1]) + Number(m[2]) / 100) * 60) : null;
}

/** Days from one day of a month to another, a later month's day across a year end too ("30DEC" to "02JAN": 3). */
export function daysBetween(from: DayRef, to: DayRef): number {
  const at = (d: DayRef) => Date.UTC(2001, (d.month ?? 1) - 1, d.day);
  const days = (at(to) - at(from)) / 86_400_000;
  return days < -300 ? days + 365 : days;
}

/**
 * A time of day printed in decimal hours with a decimal comma, "12,75" (12:45), "00,45" (00:27): flight-hour
 * statements print their times so. Read only where a leg's day and station frame it (row.ts, datedEnds).
 */
export function readDecimalHours(raw: string): TimeToken | null {
  const minutes = /^\d{1,2},/.test(raw) ? decimalHoursMinutes(raw) : null;
  if (minutes === null || minutes >= 24 * 60) return null;
  return { time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`, shift: 0, decimal: true };
}

/**
 * Words that name a hotel ("HILTON SAN JOSE", "HOLIDAY INN & SUITES", "DRURY PLAZA"), or the crew's accommodation
 * without naming one ("- KIX <Accom>", "Accommodation"): a layover line.
 */
const HOTEL_WORDS = new Set([
  'HOTEL',
  'HTL',
  'ACCOM',
  'ACCOMMODATION',
  'INN',
  'SUITES',
  'RESORT',
  'LODGE',
  'MOTEL',
  'HILTON',
  'MARRIOTT',
  'HYATT',
  'SHERATON',
  'WESTIN',
  'DOUBLETREE',
  'RADISSON',
  'COURTYARD',
  'HAMPTON',
  'DRURY',
  'MERIDIEN',
  'LEMERIDIEN',
  'NOVOTEL',
  'IBIS',
  'SOFITEL',
  'PULLMAN',
  'CROWNE',
  'RENAISSANCE',
  'EMBASSY',
  'INTERCONTINENTAL',
]);
/** Hotel words long enough that a name cut by a narrow column still names them ("Intercontinenta"). */
const LONG_HOTEL_WORDS = [...HOTEL_WORDS].filter((w) => w.length >= 10);
export const isHotelWord = (raw: string) => {
  const word = raw.toUpperCase();
  return HOTEL_WORDS.has(word) || (word.length >= 8 && LONG_HOTEL_WORDS.some((w) => w.startsWith(word)));
};

const NAME_WORD = /^[A-Z][A-Z'&.-]*$/i;

/**
 * Whether the word at i is inside a hotel's name ("IKBAL THERMAL HOTEL AND SPA HOTEL": AND, also Andersen's code,
 * is no station): a word naming a hotel stands before it, with only words of a name between, and the name goes on
 * after it. The hotel word is not the line's first word, nor one `named` refuses (the line's code: "HTL KZR IKBAL"
 * is a hotel at KZR). An airport after the whole name ("HILTON LAX") stays the hotel's station.
 */
export function insideHotelName(
  words: readonly string[],
  i: number,
  named: (j: number) => boolean = () => true,
): boolean {
  const next = words[i + 1] ?? '';
  if (!NAME_WORD.test(next) || toIata(next.toUpperCase())) return false;
  for (let j = i - 1; j > 0; j--) {
    const w = words[j] ?? '';
    if (!NAME_WORD.test(w) || !named(j)) return false;
    if (isHotelWord(w)) return true;
  }
  return false;
}

/**
 * A duration such as a block or duty time: "4:12", "13:18", "102:30", "5h30", "[FT 02:00]" is read by the caller.
 * A one-digit or 24+ hour with a colon is a duration; "07:30" is a time (the caller decides by context).
 */
export function readDuration(raw: string): number | null {
  if (raw.length > 8) return null;
  const m = /^(\d{1,3})[:hH](\d{2})$/.exec(raw);
  if (!m) return null;
  const min = Number(m[2]);
  if (min > 59) return null;
  return Number(m[1]) * 60 + min;
}

/** "4:12" (one-digit hour) or "26:40": cannot be a printed time of day in a roster, so a duration. */
export function isSurelyDuration(raw: string): boolean {
  const m = /^(\d{1,3}):(\d{2})$/.exec(raw);
  return !!m && ((m[1] ?? '').length === 1 || Number(m[1]) >= 24);
}

/** A zone word printed after a time ("05:53 LT", "0930 UTC"). */
const ZONE_WORDS: Record<string, 'utc' | 'local'> = {
  LT: 'local',
  LCL: 'local',
  LOCAL: 'local',
  UTC: 'utc',
  GMT: 'utc',
  Z: 'utc',
  ZULU: 'utc',
};

export const readZoneWord = (raw: string): 'utc' | 'local' | undefined => ZONE_WORDS[raw.toUpperCase()];

/**
 * Time-zone abbreviations printed after a time ("16:05 MST   LAX 17:30 PDT"): the UTC offsets in minutes each
 * stands for, the usual one first. Only upper-case tokens are read. Ambiguous ones list their other meanings, and
 * the time's airport settles which (zone.ts, abbreviationZone): CST is US Central, else China (+8:00); BST British
 * Summer, else Bangladesh (+6:00); IST India, else Irish Summer (+1:00) or Israel (+2:00); AST Atlantic, else
 * Arabia (+3:00); PST Pacific, else Philippine (+8:00). GMT, UTC and Z are zone words (readZoneWord): UTC.
 * Left out: abbreviations whose offset is no whole or fixed half hour anywhere (NST -3:30 and NDT, Newfoundland;
 * ACDT +10:30) and those no roster is known to print.
 */
const ZONE_ABBREVIATIONS: Record<string, readonly number[]> = {
  // North America
  EST: [-300],
  EDT: [-240],
  CST: [-360, 480],
  CDT: [-300],
  MST: [-420],
  MDT: [-360],
  PST: [-480, 480],
  PDT: [-420],
  AKST: [-540],
  AKDT: [-480],
  HST: [-600],
  AST: [-240, 180],
  ADT: [-180],
  // Europe
  WET: [0],
  WEST: [60],
  BST: [60, 360],
  IST: [330, 60, 120],
  CET: [60],
  CEST: [120],
  EET: [120],
  EEST: [180],
  MSK: [180],
  // Asia and Oceania
  GST: [240],
  PKT: [300],
  ICT: [420],
  WIB: [420],
  HKT: [480],
  SGT: [480],
  AWST: [480],
  JST: [540],
  KST: [540],
  ACST: [570],
  AEST: [600],
  AEDT: [660],
  NZST: [720],
  NZDT: [780],
  // South America and Africa
  BRT: [-180],
  ART: [-180],
  WAT: [60],
  CAT: [120],
  SAST: [120],
  EAT: [180],
};

/** The UTC offsets (minutes east) a zone abbreviation printed after a time may stand for ("MST" → [-420]), or null. */
export const zoneAbbreviation = (raw: string): readonly number[] | null =>
  raw.length >= 3 && raw.length <= 4 && /^[A-Z]+$/.test(raw) ? (ZONE_ABBREVIATIONS[raw] ?? null) : null;

/** What a zone abbreviation after a time says of it: UTC for one always on UTC (WET), else local on its clock. */
export function abbreviationCue(raw: string): Pick<TimeToken, 'zone' | 'abbr'> | null {
  const offsets = zoneAbbreviation(raw);
  if (!offsets) return null;
  return offsets.every((o) => o === 0) ? { zone: 'utc' } : { zone: 'local', abbr: raw };
}

export type SlashOrder = 'dmy' | 'mdy';

export interface DayRef {
  day: number;
  /** 1-12 when the token names it. */
  month?: number;
  year?: number;
  weekday?: number;
  /** A month and its year alone ("April 2026"): the whole month, whose first day stands for it. */
  wholeMonth?: true;
}

export const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

export function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1970 || y > 2099) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

const iso = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;

/**
 * A date in one token. Full dates → DayRef with year and month; partial ones (15Jul, Mon01, 01MON, 10.01.)
 * → what they say. Forms: 2025-01-08, 2025/01/08, 08/01/2025 and 08.01.25 (day first unless `order` says
 * month first), 20250108, 08Jan25, 08JAN2025, 08-Jan-2025, 15Jul, Jul15, Mon01, 01MON, 2025-01-08T07:30,
 * 03月26日 and 2026年03月26日.
 */
export function readDate(raw: string, order: SlashOrder = 'dmy'): DayRef | null {
  if (raw.length > 24 || raw.length < 3) return null;
  // Chinese and Japanese: 2026年03月26日, 03月26日, 3月26日(木) (a weekday in brackets, not read).
  let m = /^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:[(（][^)）]{1,3}[)）]?)?$/.exec(raw);
  if (m) {
    const [mo, d] = [Number(m[2]), Number(m[3])];
    if (m[1]) return valid(Number(m[1]), mo, d) ? { day: d, month: mo, year: Number(m[1]) } : null;
    // Without a year: a day that month has in a leap year (no 30 February).
    return valid(2000, mo, d) ? { day: d, month: mo } : null;
  }
  const bracketed = weekdayBracket(raw);
  if (bracketed) {
    const pair = DAY_MONTH_PAIR.exec(bracketed.date);
    const [a, b] = [Number(pair?.[1]), Number(pair?.[2])];
    const [d, mo] = order === 'mdy' ? [b, a] : [a, b];
    const ref = pair ? (valid(2000, mo, d) ? { day: d, month: mo } : null) : readDate(bracketed.date, order);
    if (!ref) return null;
    return bracketed.weekday >= 0 ? { ...ref, weekday: bracketed.weekday } : ref;
  }
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:T.*)?$/.exec(raw);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    return valid(y, mo, d) ? { day: d, month: mo, year: y } : null;
  }
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/.exec(raw);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear(m[3] ?? '');
    const [d, mo] = order === 'mdy' ? [b, a] : [a, b];
    return valid(y, mo, d) ? { day: d, month: mo, year: y } : null;
  }
  m = /^(\d{1,2})[./](\d{1,2})\.?$/.exec(raw);
  if (m && raw.includes('.')) {
    const [d, mo] = [Number(m[1]), Number(m[2])];
    return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? { day: d, month: mo } : null;
  }
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    return valid(y, mo, d) ? { day: d, month: mo, year: y } : null;
  }
  m = /^(\d{1,2})-?([A-Za-z]{3,9})-?(\d{2}|\d{4})?$/.exec(raw);
  if (m) {
    const d = Number(m[1]);
    const name = m[2] ?? '';
    const month = monthName(name);
    if (month > 0) {
      if (m[3]) {
        const y = fullYear(m[3]);
        return valid(y, month, d) ? { day: d, month, year: y } : null;
      }
      return d >= 1 && d <= 31 ? { day: d, month } : null;
    }
    const weekday = weekdayName(name);
    if (weekday >= 0 && !m[3] && d >= 1 && d <= 31) return { day: d, weekday };
    return null;
  }
  m = /^([A-Za-z]{3,9})\.?-?(\d{1,2})$/.exec(raw);
  if (m) {
    const d = Number(m[2]);
    if (d < 1 || d > 31) return null;
    const name = m[1] ?? '';
    const month = monthName(name);
    if (month > 0) return { day: d, month };
    const weekday = weekdayName(name);
    if (weekday >= 0) return { day: d, weekday };
  }
  return null;
}

/** A date and its weekday in brackets right after it, as East Asian crew screens print a day ("03/01(토)"). */
const WEEKDAY_BRACKET = /^\(?([^()（）]+?)[(（]([^()（）]{1,5})[)）]?$/;

/** A day and month without a year ("03/01", "03.01"): a date only with its weekday in brackets after it. */
export const DAY_MONTH_PAIR = /^(\d{1,2})[/.](\d{1,2})$/;

/**
 * A date and its bracketed weekday ("03/01(토)", "3/26(木)", "2025/03/02(일)", "02MAR(SUN)", "03/02(Sun.)",
 * "03/02(일요일)"): the date as printed and the weekday, -1 when an OCR made it one other character ("03/07(3)",
 * "(03/05(7": a bracket lost too). The bracket makes a day and month a date (a bare "03/01" may be a count).
 */
export function weekdayBracket(raw: string): { date: string; weekday: number } | null {
  const m = WEEKDAY_BRACKET.exec(raw);
  if (!m) return null;
  const inner = (m[2] ?? '').replace(/\.$/, '').replace(/(요일|曜日|曜)$/, '');
  const weekday = bracketWeekday(inner);
  return weekday >= 0 || [...inner].length === 1 ? { date: m[1] ?? '', weekday } : null;
}

/** Weekdays by their one-character names, Sunday first: Korean, then Japanese and Chinese. */
const WEEKDAY_CHARACTERS = ['일월화수목금토', '日月火水木金土', '日一二三四五六'];

/** 0 (Sunday) - 6 for a bracketed weekday (토, 木, 六, 周六, Sat, SAT), else -1. */
function bracketWeekday(raw: string): number {
  const s = raw.replace(/^(?:周|週|星期)/, '');
  if (s.length === 1) for (const names of WEEKDAY_CHARACTERS) if (names.includes(s)) return names.indexOf(s);
  if (s === '天') return 0;
  return weekdayName(s);
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * Month names in French, Spanish, Portuguese, German and Italian, without accents: whole words only, as rosters and
 * flight-hour statements print them in a period's header ("FEVRIER 2024", "Dienstplan März 2025").
 */
const FOREIGN_MONTHS: Record<string, number> = Object.fromEntries(
  [
    'janvier enero janeiro januar gennaio',
    'fevrier febrero fevereiro februar febbraio',
    'mars marzo marco marz maerz',
    'avril abril aprile',
    'mai mayo maio maggio',
    'juin junio junho juni giugno',
    'juillet julio julho juli luglio',
    'aout agosto',
    'septembre septiembre setembro settembre',
    'octobre octubre outubro oktober ottobre',
    'novembre noviembre novembro',
    'decembre diciembre dezembro dezember dicembre',
  ].flatMap((names, i) => names.split(' ').map((n) => [n, i + 1])),
);

/**
 * 1-12 for a month name or its three-letter abbreviation (Jan, JAN, January, Sept), or a whole month name in another
 * common language (FEVRIER, Février, März), else 0.
 */
export function monthName(raw: string): number {
  const s = raw.toLowerCase();
  if (s.length < 3) return 0;
  const i = monthIndex(s);
  if (i >= 0 && (MONTH_NAMES[i] ?? '').startsWith(s === 'sept' ? 'sep' : s)) return i + 1;
  if (s.length > 12) return 0;
  return FOREIGN_MONTHS[s.normalize('NFD').replace(/\p{M}/gu, '')] ?? 0;
}

/** Two-letter weekdays (SU MO TU WE TH FR SA): FLICA's "WE 12". Also airline codes, so read only where a caller knows. */
const WEEKDAY2: Record<string, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };

/** 0 (Sunday) - 6 for a two-letter weekday (SU, MO, TU, WE, TH, FR, SA), else -1. */
export const weekday2 = (raw: string): number => WEEKDAY2[raw.toUpperCase()] ?? -1;

/** 0 (Sunday) - 6 for a weekday name or its abbreviation (Mon, MON, Monday), else -1. */
export function weekdayName(raw: string): number {
  const s = raw.toLowerCase().replace(/\.$/, '');
  if (s.length < 3) return -1;
  const i = weekdayIndex(s);
  if (i < 0) return -1;
  const full = WEEKDAY_NAMES[i] ?? '';
  return full.startsWith(s) || (s.length === 4 && full.startsWith(s.slice(0, 3))) ? i : -1;
}

/** ISO date of a complete DayRef. */
export function isoOf(ref: DayRef): string | null {
  return ref.year && ref.month && valid(ref.year, ref.month, ref.day)
    ? iso(ref.year, ref.month, ref.day)
    : null;
}

const AIRCRAFT = /^(?:[AB]\d{3}|E1\d{2}|[AB]\d{2}[A-Z]|\d{2}[A-Z])$/;

/**
 * An equipment code of digit, letter, digit (Southwest's 7X8, 7R8, 7P8: 737-8 variants), which also reads as a
 * one-digit flight of a digit-letter airline: no flight where the line prints a plain flight number (row.ts).
 */
export const isEquipmentLike = (raw: string) => /^\d[A-Z]\d$/.test(raw);

/**
 * A flight number with its airline code: KL1234, KL 1234 (two tokens, joined by the caller), U24567, 4U123,
 * DLH400 (ICAO designator), KL0123 (leading zeros dropped: KL123), optional suffix letter. Aircraft types
 * (A320, B738, E190, 73H) are not flight numbers.
 */
export function readFlightNumber(raw: string): string | null {
  if (raw.length > 9 || AIRCRAFT.test(raw)) return null;
  let m = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])-?(\d{1,4})([A-Z]?)$/.exec(raw);
  if (!m) {
    m = /^([A-Z]{3})-?(\d{2,4})([A-Z]?)$/.exec(raw);
    if (!m || classifyCode(m[1] ?? '') !== DUTY_TYPES.unknown) return null;
  }
  // No airline flies a flight 0: "G  00" is a pattern's code, "ZZ000" a placeholder.
  if (Number(m[2]) === 0) return null;
  const number = String(Number(m[2]));
  return `${m[1]}${number}${m[3] ?? ''}`;
}

/** An airline designator on its own ("AZ" of "AZ 1234"). */
export const isAirlineCode = (raw: string) => /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z]|[A-Z]{3})$/.test(raw);

/** A flight number without the airline: 1-4 digits (940, 0077), optionally P-prefixed for passive (P937). */
export function readBareNumber(raw: string): { number: string; passive: boolean } | null {
  const m = /^(P)?(\d{1,4})([A-Z]?)$/.exec(raw);
  if (!m || Number(m[2]) === 0) return null; // no flight is numbered 0 ("0 CDG 03 12,75": a position code)
  return { number: `${Number(m[2])}${m[3] ?? ''}`, passive: !!m[1] };
}

/**
 * An airport identifier with digits, no IATA or ICAO code (US FAA identifiers of small fields: "07FA", "1B1"):
 * read only where a field or column names the leg's airport, so the leg is kept (its event has no airport code).
 */
export const LOCAL_AIRPORT_ID = /^(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{3,4}$/;

/** A 3-letter IATA or 4-letter ICAO code of a known airport, as IATA. Upper-case only. */
export function readAirport(raw: string): string | null {
  if ((raw.length !== 3 && raw.length !== 4) || !/^[A-Z]{3,4}$/.test(raw)) return null;
  return toIata(raw);
}

/**
 * Crew position words a roster prints in a position column ("KZR - DUS    CCM", "Rank: FO"): the positions the app
 * knows (shared POSITIONS) and the usual abbreviations of cockpit and cabin ranks. Several are also airports' codes
 * (CCM: Criciúma, CPT: Cape Town, PUR: Puerto Rico, Bolivia), so they are read as positions only where a position
 * column or cue says so (glued.ts, layoutHints: positionWords; header-roles.ts: 'position').
 */
const CREW_POSITIONS = new Set([
  ...POSITIONS.map((p) => p.value),
  'CPT',
  'CAPT',
  'CA',
  'CP',
  'FO',
  'F/O',
  'SO',
  'S/O',
  'FE',
  'F/E',
  'RC',
  'CRP',
  'JFO',
  'CCM',
  'SCCM',
  'CC',
  'SCC',
  'CSD',
  'PU',
  'PUR',
  'FA',
  'FAS',
  'FB',
  'CM',
  'CMM',
  'SCM',
  'ISM',
]);
export const isCrewPosition = (raw: string) => CREW_POSITIONS.has(raw.toUpperCase());

/**
 * Markers of a deadhead/positioning leg. EXTRA: Brazilian rosters print a leg ridden as extra crew as
 * "AD4484 (Extra a serviço)" or put "Extra" before its arrival station.
 */
const DEADHEAD = new Set(['DH', 'DHD', 'D/H', 'PAX', 'POS', 'DHF', 'PXP', 'PX', 'DEADHEAD', '*DH', 'EXTRA']);
export const isDeadheadFlag = (raw: string) => DEADHEAD.has(raw.toUpperCase());

/** What a deadhead-flag column ("DH", "Dhd") prints on a deadhead leg, besides a deadhead word. */
export const DEADHEAD_MARK = /^(D|Y|YES|X|\*)$/i;

/** Duty type of a roster duty code (DO, SBY, C/I, H1, SIM...), or 0 when it is no known code. */
export function readDutyCode(raw: string): number {
  if (raw.length > 12) return DUTY_TYPES.unknown;
  return classifyCode(raw.toUpperCase());
}

/** Words that say what the time after them is ("Rpt 1650", "C/O 1000", "[FT 02:00]"). */
export const LABELS: Record<string, 'dep' | 'arr' | 'report' | 'release' | 'duration'> = {
  RPT: 'report',
  REP: 'report',
  REPORT: 'report',
  'C/I': 'report',
  'S-ON': 'report',
  SON: 'report',
  'SIGN-ON': 'report',
  CHECKIN: 'report',
  'CHECK-IN': 'report',
  SHOW: 'report',
  RLS: 'release',
  REL: 'release',
  RELEASE: 'release',
  'C/O': 'release',
  'S-OF': 'release',
  'S-OFF': 'release',
  'SIGN-OFF': 'release',
  CHECKOUT: 'release',
  'CHECK-OUT': 'release',
  STD: 'dep',
  ETD: 'dep',
  STA: 'arr',
  ETA: 'arr',
  FT: 'duration',
  DT: 'duration',
  RT: 'duration',
  BLH: 'duration',
  BLK: 'duration',
  BLOCK: 'duration',
  TAFB: 'duration',
  REST: 'duration',
  CREDIT: 'duration',
  CRED: 'duration',
  FDP: 'duration',
  // The flight duty period's time (an American Airlines host's 'FDPT  7.51  START  1620  END  0011').
  FDPT: 'duration',
  GRND: 'duration',
  TOTAL: 'duration',
  DUTY: 'duration',
};
