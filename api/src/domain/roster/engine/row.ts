/**
 * What one row says: its date, flight numbers, duty code, airports, times (with their role and zone cue),
 * durations, deadhead flags and remarks. Table cells are read by their column's role; text tokens by content,
 * with a column role (fixed-width header) or a label before them ("Rpt 1650", "C/O 1000", "[FT 02:00]") winning.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode, classifyText, NEGATING, withoutAccents } from '../classify.ts';
import { periodSpan } from './dates.ts';
import { type LayoutHints, NO_HINTS, splitGlued } from './glued.ts';
import type { Cell, Row } from './grid.ts';
import {
  AMPM,
  addFlights,
  CODE_LIKE,
  emptyFacts,
  type RowFacts,
  readDateAt,
  setCode,
  type TimeFact,
  type TimeRole,
  VARIANT_CODE,
  withAmPm,
  withoutCjkNote,
  withoutZoneMark,
} from './row-facts.ts';
import { readTableRow } from './table-row.ts';
import {
  abbreviationCue,
  clockMinutes,
  type DayRef,
  DEADHEAD_MARK,
  daysBetween,
  decimalHoursMinutes,
  fullYear,
  insideHotelName,
  isAirlineCode,
  isDeadheadFlag,
  isEquipmentLike,
  isHotelWord,
  isSurelyDuration,
  LABELS,
  monthName,
  readAirport,
  readBareNumber,
  readDate,
  readDecimalHours,
  readDottedTime,
  readDuration,
  readFlightNumber,
  readTime,
  readZoneWord,
  type SlashOrder,
  type TimeToken,
  trimToken,
  valid,
  weekday2,
  weekdayName,
} from './tokens.ts';

export {
  type FlightFact,
  type RowFacts,
  readDateAt,
  type TimeFact,
} from './row-facts.ts';

/** Labels that are also duty codes (a "C/I FRA 0800" line is a report). */
const LABEL_CODES = new Set(['RPT', 'REP', 'REPORT', 'C/I', 'RLS', 'C/O', 'S-ON', 'S-OF']);

const REGISTRATION = /^(?:[A-Z]{1,2}-[A-Z0-9]{3,5}|N\d{1,5}[A-Z]{0,2})$/;

/** A block time marked as flown: "0.59BL", "2:02BL". */
const BLOCK_MARKED = /^\d{1,2}[.:]\d{2}BL$/;
/**
 * A block time with the carrier glued after it ("1.31MQ", "2.40AA", an American Airlines host's sequence display):
 * the leg is ridden on that carrier's seat, a deadhead; a leg flown prints its block bare.
 */
const BLOCK_CARRIER = /^\d{1,2}[.:]\d{2}([A-Z][A-Z0-9]|[0-9][A-Z])$/;
/** Marks after hours that are no carrier: hours (HS, HR), local or UTC time, a.m. and p.m. */
const HOURS_MARKS = new Set(['HS', 'HR', 'LT', 'UT', 'AM', 'PM', 'MN', 'LO']);
/** A line's label naming its times scheduled or actual ("SKD 11 54 3383 ORD 1705 …", "ACT 11 54 3383 ORD 1702 …"). */
const LINE_LABEL = /^(SKD|SCH|SCHD|ACT|ACTL)$/;

/** A layover's length glued to its hotel: "14.31/HILTON" → 14:31 and "HILTON". */
const LAYOVER_NAME = /^(\d{1,3})\.(\d{2})\/(.*)$/;
const LAYOVER_LENGTH = /^(\d{1,3})\.(\d{2})$/;

/**
 * A time after a report or release label, which may be printed with a dot ("CHECK IN AT 19.40"); a dotted time
 * that names its zone ("22.55Z": no duration does) is one anywhere.
 */
const labelledTime = (raw: string, dotted: boolean) =>
  readTime(raw) ?? (dotted || raw.endsWith('Z') ? readDottedTime(raw) : null);

/**
 * A label of two words before a time ("CHECK IN AT 19.40", "SIGN OFF 2300"): its role and how many words it
 * takes ("AT" included), or null.
 */
function twoWordLabel(words: string[], i: number): { role: 'report' | 'release'; used: number } | null {
  const first = (words[i] ?? '').toUpperCase();
  const second = (words[i + 1] ?? '').toUpperCase();
  // "Reporting time : 2000", "Debriefing time : 1235" (a crew app's calendar notes).
  const timed = second === 'TIME' ? TIMED_LABELS[first] : undefined;
  if (first !== 'CHECK' && first !== 'SIGN' && !timed) return null;
  const role =
    timed ??
    (second === 'IN' || second === 'ON' ? 'report' : second === 'OUT' || second === 'OFF' ? 'release' : null);
  if (!role) return null;
  const after = (words[i + 2] ?? '').toUpperCase();
  const used = after === 'AT' || after === ':' ? 3 : 2;
  return labelledTime(words[i + used] ?? '', true) ? { role, used } : null;
}

/** An aircraft type in square brackets ("[280]", "[320]", "[32N]"), as an AIMS report prints it after the flight. */
const AIRCRAFT_IN_BRACKETS = /^\[[A-Z]?\d{2,3}[A-Z0-9]?\]$/;

/** Duties of whole days (or nights), whose codes' descriptions print the times of something else. */
const WHOLE_DAY_TYPES = new Set<number>([
  DUTY_TYPES.dayOff,
  DUTY_TYPES.layover,
  DUTY_TYPES.hotel,
  DUTY_TYPES.personal,
  DUTY_TYPES.noDuty,
]);
/** What a description naming a timed duty names ("Home Standby", "Simulator Session", "Ground School"). */
const TIMED_DESCRIPTION = new Set<number>([
  DUTY_TYPES.standby,
  DUTY_TYPES.simulator,
  DUTY_TYPES.course,
  DUTY_TYPES.office,
]);

/** A code whose description follows it and names the same duty ("SB1 Home Standby"). */
function namedAfter(code: string, after: string[]): boolean {
  const type = classifyCode(code);
  const words = after.filter((w) => /\p{Ll}/u.test(w));
  return type !== DUTY_TYPES.unknown && words.length > 0 && classifyText(words.join(' ')) === type;
}

/** The time range ending a line at words[i] ("12:00 - 20:00", "12:00 20:00"); `used`, its words. */
function trailingRange(words: string[], i: number): { from: TimeToken; to: TimeToken; used: number } | null {
  const left = words.length - i;
  const dashed = left === 3 && /^[-–]$/.test(words[i + 1] ?? '');
  // Not the last two of three times ('06:00 18:00 12:00': start, end and the duty's hours).
  if ((!dashed && left !== 2) || readTime(words[i - 1] ?? '')) return null;
  const from = readTime(words[i] ?? '');
  const to = readTime(words[dashed ? i + 2 : i + 1] ?? '');
  return from && to ? { from, to, used: left } : null;
}

/** A day offset printed in superscript after a time ("0158⁺¹"). */
const SUPERSCRIPT: Record<string, string> = { '⁺': '+', '⁻': '-', '¹': '1', '²': '2', '³': '3' };

const TIMED_LABELS: Record<string, 'report' | 'release'> = {
  REPORT: 'report',
  REPORTING: 'report',
  DEBRIEF: 'release',
  DEBRIEFING: 'release',
  RELEASE: 'release',
};

/** Types an activity word may name; hotels keep their own rule (their times are the duty's, see assemble.ts). */
const NAMED_TYPES = new Set<number>([
  DUTY_TYPES.dayOff,
  DUTY_TYPES.standby,
  DUTY_TYPES.report,
  DUTY_TYPES.simulator,
  DUTY_TYPES.course,
  DUTY_TYPES.office,
  DUTY_TYPES.personal,
  DUTY_TYPES.transport,
]);

/**
 * A mixed-case word naming a duty ("Off", "Reserva", "Standby", "Apresentação"), followed by a time after at
 * most one bracketed note of up to three words: its code, type and how many note cells follow it.
 */
function namedActivity(cells: Cell[], i: number): { code: string; type: number; note: number } | null {
  const raw = cells[i]?.text ?? '';
  if (!/^\p{Lu}\p{Ll}+$/u.test(raw.normalize('NFC'))) return null;
  let note = 0;
  if ((cells[i + 1]?.text ?? '').startsWith('(')) {
    const close = cells.findIndex((c, k) => k > i && k <= i + 3 && c.text.endsWith(')'));
    if (close < 0) return null;
    note = close - i;
  }
  if (!readTime(trimToken(cells[i + note + 1]?.text ?? ''))) return null;
  const code = withoutAccents(raw).toUpperCase();
  const byCode = classifyCode(code);
  const type = byCode !== DUTY_TYPES.unknown ? byCode : classifyText(raw);
  return NAMED_TYPES.has(type) ? { code, type, note } : null;
}

/** "WE 12" opening a line of a roster whose lines all do (glued.ts, layoutHints): weekday and day of the month. */
function weekdayDayAt(words: string[]): { ref: { day: number; weekday: number }; used: number } | null {
  const weekday = weekday2(words[0] ?? '');
  const day = Number(words[1]);
  return weekday >= 0 && /^\d{1,2}$/.test(words[1] ?? '') && day >= 1 && day <= 31
    ? { ref: { day, weekday }, used: 2 }
    : null;
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

const STAMP = /^(printed|published|generated|created|exported|updated|last updated|print date|run date)\b/i;

/**
 * A leg printed as its two ends, each a station, the day of the month and the time ("CDG  03 12,75 SJO  04 00,45":
 * a flight-hour statement's line): the indexes of the two stations, else null. The first end's day is the leg's
 * date, the second's its arrival's; a time may be in decimal hours (tokens.ts, readDecimalHours).
 */
function datedEnds(words: string[]): [number, number] | null {
  const ends: number[] = [];
  for (let i = 0; i + 2 < words.length; i++) {
    const day = words[i + 1] ?? '';
    const time = words[i + 2] ?? '';
    const station = words[i] ?? '';
    if (
      station === station.toUpperCase() &&
      readAirport(station) &&
      /^\d{1,2}$/.test(day) &&
      Number(day) >= 1 &&
      Number(day) <= 31 &&
      (readTime(time) ?? readDecimalHours(time))
    ) {
      ends.push(i);
      i += 2;
    }
  }
  return ends.length === 2 ? [ends[0] as number, ends[1] as number] : null;
}

/**
 * A month name and a four-digit year ending the line, after nothing but words of letters ("FEBRUARY 2026", "PNT L
 * FEVRIER 2024": a statement's heading): the first day of that month.
 */
function monthYear(words: string[]): DayRef | null {
  const at = words.length - 2;
  const month = monthName(words[at] ?? '');
  const year = /^(?:19|20)\d\d$/.test(words[at + 1] ?? '') ? Number(words[at + 1]) : 0;
  if (!month || !year || words.slice(0, at).some((w) => !/^\p{L}+$/u.test(w))) return null;
  return { day: 1, month, year, wholeMonth: true };
}

/** A text line: token by token. */
function readTextRow(printed: Cell[], order: SlashOrder, hints: LayoutHints): RowFacts {
  // A code or flight glued to a note in Korean, Japanese or Chinese ("STBY확인요망", "521편"): read as the code, the
  // note kept as a remark.
  const notes: string[] = [];
  const unnoted = printed.map((c) => {
    const code = c.text.length > 2 ? withoutCjkNote(c.text) : null;
    if (!code) return c;
    notes.push(c.text);
    return { ...c, text: code };
  });
  const f = readTextCells(notes.length === 0 ? printed : unnoted, order, hints);
  f.remarks.push(...notes);
  // A leg printed as its number joined to its route ("0038/BHXDXB") is the line's one flight: a coded token after it
  // (the crew member's grade, "GR2") is none.
  // A flight with its airline and a number of two digits or more on the line is the flight instead (the slashed
  // number a pairing's or a report time: "4521/FRAJFK LH400").
  if (f.flights.length > 1 && printed.some((c) => NUMBER_ON_ROUTE.test(c.text))) {
    const coded = f.flights.find((fl) => !fl.bare && /\d{2}/.test(fl.code));
    const kept = coded ?? f.flights[0];
    f.remarks.push(...f.flights.filter((fl) => fl !== kept).map((fl) => fl.raw ?? fl.code));
    f.flights = kept ? [kept] : [];
  }
  // A route marked with a star before its first station ("*IXS  - GAU"): flown as passengers, as AIMS marks it.
  if (
    f.flights.length > 0 &&
    printed.some((c, i) => starredRoute(c.text, printed[i + 1]?.text, printed[i + 2]?.text))
  )
    f.deadhead = true;
  return f;
}

const NUMBER_ON_ROUTE = /^(?:DH)?\d{1,4}\/[A-Z]{6}$/;

const starredRoute = (first: string, dash = '', second = '') =>
  /^\*[A-Z]{3}$/.test(first) && /^[-–]$/.test(dash) && !!readAirport(first.slice(1)) && !!readAirport(second);

function readTextCells(printed: Cell[], order: SlashOrder, hints: LayoutHints): RowFacts {
  const f = emptyFacts();
  const cells = splitGlued(printed, hints);
  // A time marked actual or estimated, "A12:02", "E22:23", with its day offset, "A02:02⁺¹", and its delay after a
  // slash, "A21:11/00:12": the time and its offset. A '?' before a superscript digit after a time is the '⁺' an
  // export's legacy encoding lost ("02:32?¹").
  const words = cells.map((c) =>
    /^\(A\d{4}\)$/.test(c.text)
      ? c.text.slice(2, 6) // "(A1648)": an actual time in brackets, not flight A1 648
      : trimToken(
          c.text.replace(/(:\d{2})\?(?=[¹²³])/, '$1⁺').replace(/[⁺⁻¹²³]/g, (ch) => SUPERSCRIPT[ch] ?? ch),
        )
          // Only a marked time sheds what follows its slash: unmarked, '09:00/08:00' is a local/UTC pair.
          .replace(/^[AE](\d{1,2}:\d{2})([+-][1-3])?(?:\/\d{1,2}:\d{2})?$/, '$1$2'),
  );
  // A month and its year alone on a line ("Feb 2026", "FEBRUARY 2026"): the period of a month calendar, from its
  // first day (a line that then opens with a bare day, "04", is a day of that month).
  // A print or update stamp ("Printed on February 2026", "Last Updated Aug 12, 2026 09:51") names when the page was
  // made, not the period its days are in.
  if (STAMP.test(words.slice(0, 2).join(' '))) {
    f.remarks.push(...words);
    return f;
  }
  const period = monthYear(words);
  if (period) {
    f.headerDate = period;
    return f;
  }
  // A period's first and last days ("Periode: 01-01-2023 t/m 31-01-2023"): its start dates the days of the month the
  // rows open with, wherever it is printed (classify-rows.ts moves one printed at the foot to the head).
  const span = periodSpan(words, order);
  if (span) {
    f.headerDate = span;
    f.period = true;
    f.remarks.push(...words);
    return f;
  }
  const kinds: Kind[] = [];
  const timeAt: number[] = [];
  let label: TimeRole | 'duration' | null = null;
  let inRemarks = false;
  let zuluCode = false;
  let content = 0;
  /** Index of a lone "D" before a number: a deadhead mark when that number is the line's flight. */
  let dMark = -1;
  /** The line printed a layover's length glued to a name ("14.31/HILTON"). */
  let layoverName = false;
  /** Days from the line's date to the date printed before its next time (an activity's end date). */
  let endShift = 0;
  /** A whole date stands straight after the line's flight number (an itinerary's leg: "WY141 05Apr2019 MCT …"). */
  let dateAfterFlight = false;
  // "00.25 JED 02.45 CAI": dotted times, each just before its airport, are the leg's times (not durations).
  const dottedTimes = new Set<number>();
  for (let i = 0; i + 3 < words.length; i++)
    if (
      readDottedTime(words[i] ?? '') &&
      readAirport(words[i + 1] ?? '') &&
      readDottedTime(words[i + 2] ?? '') &&
      readAirport(words[i + 3] ?? '')
    )
      dottedTimes.add(i).add(i + 2);
  const ends = datedEnds(words);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const up = w.toUpperCase();
    const role = cells[i]?.role;
    if (!w) {
      kinds.push('word');
      continue;
    }
    // The line's label, scheduled or actual, before its day ('SKD 11', 'ACT 13'): no airport (SKD: Samarkand).
    if (i === 0 && LINE_LABEL.test(up) && /^\d{1,2}$/.test(words[1] ?? '')) {
      if (up.startsWith('ACT')) f.actual = true;
      kinds.push('word');
      continue;
    }
    // A day of the month alone, zero-padded, under a date column ('DT  11'): the line's date (not a figure, '5').
    if (
      role === 'date' &&
      !f.date &&
      /^\d{2}$/.test(w) &&
      Number(w) >= 1 &&
      Number(w) <= 31 &&
      !readDateAt(words, i, order)
    ) {
      f.date = { day: Number(w) };
      f.ownDate = true;
      kinds.push('date');
      continue;
    }
    if (ends && (i === ends[0] + 1 || i === ends[1] + 1)) {
      // A date the line prints itself ("2026-03-03 BA117 LHR 03 0930 …") stays the leg's.
      if (i === ends[0] + 1) {
        if (!f.date) {
          f.date = { day: Number(w) };
          f.ownDate = true;
        }
      } else f.arrDate = { day: Number(w) };
      kinds.push('date');
      continue;
    }
    if (ends && (i === ends[0] + 2 || i === ends[1] + 2)) {
      const t = readTime(w) ?? (readDecimalHours(w) as TimeToken);
      f.times.push({ ...t, role: i === ends[0] + 2 ? 'dep' : 'arr' });
      timeAt.push(i);
      kinds.push('time');
      content++;
      // The leg ends with its arrival: what follows are its figures (block, day and night hours), not airports.
      if (i === ends[1] + 2) inRemarks = true;
      continue;
    }
    // Hours in decimals after such a leg ("11,70   9,87   1,83"): its block time first (block-zone.ts votes by it).
    const hours = ends && i > ends[1] + 2 ? decimalHoursMinutes(w) : null;
    if (hours !== null) {
      f.durations.push(hours);
      kinds.push('duration');
      continue;
    }
    // A date starts the line, or follows its station ("CVG 06Dec 05:53 LT"), or the duty code opening the line when
    // a time follows the date ("SIC 06FEB 05:15 07FEB 11:02": an activity's start; not "O4031 : 01FEB", a period).
    const afterStation = content === 1 && (kinds.includes('airport') || (!!f.code && !!readAirport(f.code)));
    // So does a code, a colon and the date alone ("SIC : 06FEB": the heading of that activity's details).
    const afterCode =
      content === 1 &&
      kinds[0] === 'code' &&
      ((i === 1 && !!readTime(words[i + 1] ?? '')) || (i === 2 && words[1] === ':' && words.length === 3)) &&
      !!readDate(w, order)?.month;
    if (!f.date && (content === 0 || afterStation || afterCode) && i <= 2) {
      const figure = hints.columnDays && /^\d{1,2}\.\d{2}$/.test(w);
      const d = figure
        ? null
        : (readDateAt(words, i, order) ?? (i === 0 && hints.weekdayDays ? weekdayDayAt(words) : null));
      if (d) {
        f.date = d.ref;
        f.ownDate = true;
        // A year set off by a comma after it, and the weekday after that comma ("15 May 18, Tue"), are part of the
        // date, not a number and the start of a remark. A weekday after a date without that comma stays what it
        // reads as ("05 Jun 2026 SAT 10:00": San Antonio).
        let used = d.used;
        const ref: DayRef = d.ref;
        const year = ref.month && !ref.year ? /^(\d{2}|\d{4}),$/.exec(cells[i + used]?.text ?? '') : null;
        const y = year?.[1] ? fullYear(year[1]) : 0;
        if (ref.month && y && valid(y, ref.month, ref.day)) {
          f.date = { ...ref, year: y };
          used++;
          const next = words[i + used] ?? '';
          const weekday = weekdayName(next);
          if (weekday >= 0 && !(next === next.toUpperCase() && readAirport(next))) {
            f.date = { ...f.date, weekday };
            used++;
          }
        } else if (ref.month) {
          // A weekday written in lower case after a whole date ("01/04/2025 Tue EJU7695"): the date's, not the start of
          // a remark (an upper-case one may be an airport, as above).
          const next = words[i + used] ?? '';
          const weekday = next !== next.toUpperCase() ? weekdayName(next) : -1;
          if (weekday >= 0) {
            f.date = { ...f.date, weekday };
            used++;
          }
        }
        for (let k = 0; k < used; k++) kinds.push('date');
        i += used - 1;
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
    // "LAYOVER MAD 50.40": a layover's length, not a remark (nor 26 Oct in "LAYOVER TUN 26.10").
    const length =
      f.codeType === DUTY_TYPES.layover || f.codeType === DUTY_TYPES.hotel ? LAYOVER_LENGTH.exec(w) : null;
    if (length) {
      f.durations.push(Number(length[1]) * 60 + Number(length[2]));
      kinds.push('duration');
      content++;
      continue;
    }
    // The end's date before the end's time ("SIC 06FEB 05:15 07FEB 11:02"): that time is days after the start's; and
    // the start's date before its time after the row's leg ("0038/BHXDXB 01-Mar-2011 20:53 02-Mar-2011 07:33").
    // The start's date, only where the line prints each end as its date and time; it may be the day before the row's
    // (a leg departing before midnight UTC).
    const startDated =
      f.times.length === 0 &&
      content > 0 &&
      kinds.at(-1) !== 'date' &&
      !!readDate(words[i + 2] ?? '', order) &&
      !!readTime(words[i + 3] ?? '');
    if (
      f.date?.month &&
      f.ownDate &&
      (f.times.length > 0 || startDated) &&
      !inRemarks &&
      readTime(words[i + 1] ?? '')
    ) {
      const end = readDate(w, order);
      if (end?.month) {
        const days = daysBetween(f.date, end);
        endShift = days >= (startDated ? -1 : 0) && days <= 3 ? days : 0;
        kinds.push('date');
        continue;
      }
    }
    if (
      !f.date &&
      !f.headerDate &&
      !inRemarks &&
      content > 0 &&
      w.length >= 4 &&
      /^[A-Z0-9./-]+$/i.test(w) &&
      !(hints.columnDays && /^\d{1,2}\.\d{2}$/.test(w))
    ) {
      const d = readDate(w, order);
      if (d?.month) {
        f.headerDate = d;
        // Straight after the line's flight, before any airport or time: where an itinerary prints a leg's date.
        if (kinds.at(-1) === 'flight' && !kinds.includes('airport') && !kinds.includes('time'))
          dateAfterFlight = true;
        kinds.push('date');
        continue;
      }
    }
    if (inRemarks) {
      // A duty's description naming it, then its times at the line's end ("SBYP Home Standby 12:00 - 20:00",
      // "… 12:00 20:00", "… 12:00-20:00"); not the times of something the words name beside a duty of the whole day
      // ("OFF Gym open 06:00 - 22:00").
      const range = trailingRange(words, i);
      if (
        range &&
        f.code &&
        f.flights.length === 0 &&
        f.times.length === 0 &&
        !WHOLE_DAY_TYPES.has(f.codeType) &&
        TIMED_DESCRIPTION.has(classifyText(f.remarks.join(' ')))
      ) {
        f.times.push(range.from, range.to);
        timeAt.push(i, i + range.used - 1);
        for (let k = 0; k < range.used; k++) kinds.push(k === 0 || k === range.used - 1 ? 'time' : 'word');
        i += range.used - 1;
        continue;
      }
      if (!f.aircraft && REGISTRATION.test(w)) {
        f.aircraft = w;
        kinds.push('word');
        continue;
      }
      f.remarks.push(w);
      kinds.push('word');
      continue;
    }
    const two = role !== 'code' ? twoWordLabel(words, i) : null;
    if (two) {
      label = two.role;
      for (let k = 0; k < two.used; k++) kinds.push('label');
      i += two.used - 1;
      content++;
      continue;
    }
    const lab = LABELS[up];
    const dottedOk = lab === 'report' || lab === 'release';
    // A figure's label before hours printed with a dot ('FDPT  7.51') labels it as before a time.
    const timeFollows = [1, 2].some(
      (k) =>
        labelledTime(words[i + k] ?? '', dottedOk) !== null ||
        (lab === 'duration' && k === 1 && /^\d{1,3}\.\d{2}$/.test(words[i + k] ?? '')),
    );
    if (lab && role !== 'code' && timeFollows) {
      label = lab;
      if (LABEL_CODES.has(up) && content === 0) setCode(f, up);
      kinds.push('label');
      content++;
      continue;
    }
    const t = labelledTime(w, label === 'report' || label === 'release' || dottedTimes.has(i));
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
        if (endShift) {
          fact.shift += endShift;
          endShift = 0;
        }
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
        // "16:05 MST": a zone abbreviation after the time is its zone, not an airport (MST is also Maastricht's
        // code) when it names none or the roster prints one after its times (layoutHints: zoneAbbreviations).
        const abbr = words[i + 1] ?? '';
        const cue = fact.zone ? null : abbreviationCue(abbr);
        if (cue && (hints.zoneAbbreviations || !readAirport(abbr))) {
          Object.assign(fact, cue);
          i++;
          kinds.push('word');
        }
        // A time under a column header that names its zone ("DEPL", "STD(Z)").
        const columnZone = cells[timeAt.at(-1) ?? i]?.zone;
        if (columnZone && !fact.zone) fact.zone = columnZone;
        // "18:45 - 18:45 +1": a day offset printed apart from its time.
        const offset = /^[+-][1-3]$/.exec(words[i + 1] ?? '');
        if (offset && !fact.shift) {
          fact.shift = Number(offset[0]);
          i++;
          kinds.push('word');
        }
      }
      label = null;
      content++;
      continue;
    }
    label = null;
    // The dash of a time range ("06:10 - 11:30"), a sector ("AYT - CPH") or a leg printed as its departure, then
    // its arrival ("ICN 16:07 - SEA 09:10", "SEA 11:45 - ICN") says nothing more.
    if (
      /^[-–]$/.test(w) &&
      (kinds.at(-1) === 'time' || kinds.at(-1) === 'airport') &&
      (readTime(words[i + 1] ?? '') || readAirport(words[i + 1] ?? ''))
    ) {
      kinds.push('word');
      continue;
    }
    // A mark under a deadhead-flag column header ("Flight ... Dhd": "D" on a deadhead's line).
    if (role === 'deadhead' && DEADHEAD_MARK.test(w)) {
      f.deadhead = true;
      kinds.push('flag');
      continue;
    }
    const dur = readDuration(w);
    if (dur !== null) {
      f.durations.push(dur);
      kinds.push('duration');
      content++;
      continue;
    }
    // "1700 D LAS MCI": a lone D between a leg's number and its airports marks a deadhead too.
    if (
      up === 'D' &&
      (kinds.at(-1) === 'number' || kinds.at(-1) === 'time') &&
      readAirport(words[i + 1] ?? '')
    ) {
      f.deadhead = true;
      kinds.push('flag');
      continue;
    }
    if (up === 'D' && /^\d{1,4}$/.test(words[i + 1] ?? '')) {
      dMark = i;
      kinds.push('flag');
      continue;
    }
    // A deadhead tag before the flight's airline ("DH/TP 574", "DH/LH 1168"): a deadhead on that flight.
    const carrier = /^(?:DH|DHD|PAX|POS)\/([A-Z0-9]{2})$/.exec(up)?.[1];
    const carried = carrier ? readFlightNumber(carrier + (words[i + 1] ?? '')) : null;
    if (carried) {
      f.deadhead = true;
      f.flights.push({ code: carried, bare: false, passive: false });
      kinds.push('flag', 'flight');
      i++;
      content++;
      continue;
    }
    // 'Extra' marks a leg only beside its flight or before its arrival ("AD4484 (Extra a serviço)", "Extra SSA"); in a
    // duty's name it is a word ("EVR - Extra Vry", a Dutch extra day off).
    const extraWord = up === 'EXTRA' && f.flights.length === 0 && !readAirport(words[i + 1] ?? '');
    if ((isDeadheadFlag(up) && !extraWord) || (up === 'P' && /^\d{1,4}$/.test(words[i + 1] ?? ''))) {
      f.deadhead = true;
      kinds.push('flag');
      // "(Extra a serviço)": the words of a bracketed deadhead note are the note, not the start of remarks.
      const raw = cells[i]?.text ?? '';
      if (raw.startsWith('(') && !raw.endsWith(')')) {
        const close = cells.findIndex((c, k) => k > i && k <= i + 4 && c.text.endsWith(')'));
        for (; close > i && i < close; i++) kinds.push('flag');
      }
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
      // A duty code that also reads as a flight number, opening a line whose words name that duty ("SB1 Home
      // Standby 06:00 18:00"; SB is Aircalin's designator): the line's duty.
      if (coded && content === 0 && namedAfter(up, words.slice(i + 1))) {
        setCode(f, up);
        kinds.push('code');
        content++;
        continue;
      }
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
        // The roster's position word before a bare flight number ("FO  206"): no airline (FO: Atlantic Airways).
        !hints.positionWords?.has(up) &&
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
    // A crew position under a position column header, or the word the roster prints in its position column
    // (layoutHints: positionWords): never an airport, though some are one's code (CCM: Criciúma).
    if (role === 'position' || (w === up && hints.positionWords?.has(up))) {
      kinds.push('word');
      continue;
    }
    // A word inside a hotel's name ("IKBAL THERMAL HOTEL AND SPA HOTEL"), where the name's hotel word is no code.
    if (w === up && insideHotelName(words, i, (j) => kinds[j] === 'word')) {
      f.remarks.push(w);
      kinds.push('word');
      continue;
    }
    // A duty code with its UTC mark opening the line ("OFF(Z)", "SBY0300-Z"): the code, and the line's times are UTC.
    const unmarked = content === 0 && w === up ? withoutZoneMark(up) : null;
    if (unmarked) {
      setCode(f, unmarked);
      zuluCode = true;
      kinds.push('code');
      content++;
      continue;
    }
    if (w === up) {
      const airport = readAirport(up);
      // A duty code where the flight number stands ("9. SBY ATL ATL 11:45 12:15" under "Flight Org Dest"): the
      // line's duty, though also an airport's code (SBY: Salisbury).
      const codeFirst =
        (content === 0 || (role === 'flight' && !f.code && f.flights.length === 0)) &&
        classifyCode(up) !== DUTY_TYPES.unknown;
      if (codeFirst && role === 'flight' && content > 0) {
        setCode(f, up);
        kinds.push('code');
        content++;
        continue;
      }
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
      if ((CODE_LIKE.test(up) || VARIANT_CODE.test(up)) && /[A-Z]/.test(up) && content === 0) {
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
    // An activity named in words opening the line, then its times ("Off (FR) 18:45 - 18:45 +1 VCP",
    // "Reserva (SEA) 06:10 - 11:30 VCP"): the word is the line's duty code, its bracketed note a remark.
    const named = content === 0 && f.remarks.length === 0 && !inRemarks ? namedActivity(cells, i) : null;
    if (named) {
      setCode(f, named.code);
      f.codeType = named.type;
      for (let k = 0; k <= named.note; k++) {
        f.remarks.push(cells[i + k]?.text ?? '');
        kinds.push('code');
      }
      i += named.note;
      content++;
      continue;
    }
    const layover = content > 0 ? LAYOVER_NAME.exec(w) : null;
    if (layover) {
      f.durations.push(Number(layover[1]) * 60 + Number(layover[2]));
      if (layover[3]) f.remarks.push(layover[3]);
      layoverName = true;
      inRemarks = true; // the rest of the line is the hotel's name ("SAN JOSE" is no airport here)
      kinds.push('duration');
      content++;
      continue;
    }
    if (BLOCK_MARKED.test(up)) f.blockMarked = true;
    const rides =
      content > 0 && kinds.includes('time') && !BLOCK_MARKED.test(up)
        ? BLOCK_CARRIER.exec(up)?.[1]
        : undefined;
    if (rides && isAirlineCode(rides) && !HOURS_MARKS.has(rides)) {
      f.deadhead = true;
      kinds.push('duration');
      continue;
    }
    // A second code (a pattern or roster code column) is not a remark.
    if (w === up && f.code && CODE_LIKE.test(up) && !inRemarks) {
      kinds.push('word');
      continue;
    }
    // A word: remarks begin (mixed-case words are never codes, airports or flight numbers). Bare punctuation (an
    // empty time printed ':') is no remark.
    if ((w !== up || content > 0) && /[\p{L}\p{N}]/u.test(w)) {
      if (w !== up && /[a-z]/.test(w)) inRemarks = true;
      f.remarks.push(w);
    }
    kinds.push('word');
  }
  // An airline designator that is also an airport code, opening the line: "CXI 2210 HER 1200 1420 GRZ" is
  // Corendon's (ICAO CXI) flight 2210 from HER to GRZ, not a leg from Christmas Island (IATA CXI). Three airports,
  // the first directly followed by the number (and a separated suffix letter: "CXI 22 P GRZ" is CXI22P).
  const lead = kinds.findIndex((k) => k !== 'date');
  if (
    f.flights.length === 0 &&
    f.airports.length >= 3 &&
    kinds[lead] === 'airport' &&
    (kinds[lead + 1] === 'number' || kinds[lead + 1] === 'time')
  ) {
    const suffix = kinds[lead + 2] === 'word' && /^[A-Z]$/.test(words[lead + 2] ?? '') ? words[lead + 2] : '';
    const code = readFlightNumber(`${words[lead]}${words[lead + 1]}${suffix}`);
    if (code) {
      f.flights.push({ code, bare: false, passive: false });
      f.airports.shift();
      const at = timeAt.indexOf(lead + 1);
      if (at >= 0) f.times.splice(at, 1);
      if (suffix) f.remarks.splice(f.remarks.indexOf(suffix), 1);
    }
  }
  // A leg's number stands before its airports: airline-coded-looking tokens only after the arrival airport and a
  // time ("4442 LGA RIC 1059 1226 0127 A21": a gate or equipment code) are no flight when a 3-4 digit number
  // stands just before the first airport; that number is (below). An equipment code shaped like a one-digit flight
  // of a digit-letter airline ("11Aug 1424 SAN 0111 PHX 0225 7X8 114": 7X8, a 737-8) gives way also to a number
  // that reads as a time, when the line has a third time (the number is then no time of the leg).
  if (f.flights.length > 0 && f.airports.length >= 2) {
    const firstAirport = kinds.indexOf('airport');
    const secondAirport = kinds.indexOf('airport', firstAirport + 1);
    const firstFlight = kinds.indexOf('flight');
    const equipment = f.flights.every((fl) => isEquipmentLike(fl.raw ?? fl.code));
    const before = kinds[firstAirport - 1];
    if (
      firstFlight > secondAirport &&
      kinds.slice(secondAirport, firstFlight).includes('time') &&
      (before === 'number' || (before === 'time' && equipment && f.times.length >= 3)) &&
      /^\d{3,4}$/.test(words[firstAirport - 1] ?? '')
    ) {
      for (const fl of f.flights)
        if (equipment) f.aircraft ??= fl.raw ?? fl.code;
        else f.remarks.push(fl.raw ?? fl.code);
      f.flights = [];
    }
  }
  // A flight number without its airline: the number just before the first of two airports ("940 PER 1745 BNE").
  if (f.flights.length === 0 && f.airports.length >= 2) {
    const firstAirport = kinds.indexOf('airport');
    let k = firstAirport - 1;
    // Past a deadhead flag, the dash of "4646  - HAJ  (2045) - LGG  (2155)" and the aircraft type in square
    // brackets of "6406 [280] BLR - DEL" (the type, not the flight).
    let typed = false;
    while (
      k >= 0 &&
      (kinds[k] === 'flag' ||
        (kinds[k] === 'word' && /^[-–]$/.test(words[k] ?? '')) ||
        AIRCRAFT_IN_BRACKETS.test(cells[k]?.text ?? ''))
    ) {
      if (AIRCRAFT_IN_BRACKETS.test(cells[k]?.text ?? '')) typed = true;
      k--;
    }
    const before = words[k] ?? '';
    // Also a number with a suffix letter opening the line, read as its code ("910P - PMI (1600) - MAH").
    const codeNumber = kinds[k] === 'code' && k === 0 && f.code === words[k] && /^\d/.test(words[k] ?? '');
    if (codeNumber) {
      kinds[k] = 'number';
      f.code = undefined;
      f.codeType = DUTY_TYPES.unknown;
    }
    if (
      k >= 0 &&
      (kinds[k] === 'number' || (kinds[k] === 'time' && f.times.length >= 3 && !dottedTimes.has(k) && !typed))
    ) {
      const b = readBareNumber(before);
      if (b && kinds[k] === 'time') {
        const at = timeAt.indexOf(k);
        if (at >= 0) f.times.splice(at, 1);
      }
      if (b) {
        f.flights.push({ code: b.number, bare: true, passive: b.passive });
        // "D 828 BUR 1240 SLC 1540": a lone D just before the leg's flight number marks a deadhead.
        if (dMark >= 0 && dMark === k - 1) f.deadhead = true;
      }
    }
  }
  // "0383 33R 00.25 JED 02.45 CAI": a leg's number opening the line (after its date), its aircraft type between it
  // and the dotted times, when no number stands just before the airports. The number may read as a time itself
  // ("1428 32N 13.40 JED 14.40 MED"): then it is no time of the leg.
  if (f.flights.length === 0 && f.airports.length === 2 && dottedTimes.size === 2) {
    const opening = kinds.findIndex((k) => k !== 'date');
    const raw = words[opening] ?? '';
    const b = /^\d{3,4}$/.test(raw) && opening < Math.min(...dottedTimes) ? readBareNumber(raw) : null;
    const asTime = kinds[opening] === 'time' ? timeAt.indexOf(opening) : -1;
    if (b && (kinds[opening] === 'number' || asTime >= 0) && f.times.length === (asTime >= 0 ? 3 : 2)) {
      if (asTime >= 0) f.times.splice(asTime, 1);
      kinds[opening] = 'flight';
      f.flights.push({ code: b.number, bare: true, passive: b.passive });
    }
  }
  // "570   02:53  06:44   AYT - CPH   CCM": a leg's number opening the line, then its two times, then its airports.
  // A four-digit number may read as a time itself ("1741  20:20  23:44  STR - EZS"): it is the flight only when other
  // lines open with a shorter number that way (layoutHints: leadFlights), else a report time ("0545 06:45 08:30").
  if (f.flights.length === 0 && f.airports.length >= 2 && f.times.length >= 2) {
    const opening = kinds.findIndex((k) => k !== 'date');
    const raw = words[opening] ?? '';
    const asTime =
      hints.leadFlights && kinds[opening] === 'time' && /^\d{4}$/.test(raw) ? timeAt.indexOf(opening) : -1;
    const legTimes = kinds.slice(opening + 1, kinds.indexOf('airport')).filter((k) => k === 'time').length;
    const b =
      (kinds[opening] === 'number' || asTime >= 0) &&
      /^\d{3,4}$/.test(raw) &&
      legTimes === 2 &&
      f.times.length === (asTime >= 0 ? 3 : 2)
        ? readBareNumber(raw)
        : null;
    if (b) {
      if (asTime >= 0) f.times.splice(asTime, 1);
      kinds[opening] = 'flight';
      f.flights.push({ code: b.number, bare: true, passive: b.passive });
    }
  }
  // "07:35  FO  206 CVG NRT 10:38 23:31": one time opening the row before the leg's flight number and airports, two
  // after them: the first is the duty's report (a roster's Report column before its Activity), not the departure.
  const legAt = kinds.indexOf('airport');
  if (f.flights.length > 0 && f.airports.length >= 2 && legAt >= 0 && f.times.length === timeAt.length) {
    const lastPort = kinds.lastIndexOf('airport');
    // The time opens the row (after its date), before the flight number: "AB12 06:00 LHR JFK 09:00 3:00" keeps it.
    const before = timeAt.filter(
      (k) => k < legAt && kinds[k] === 'time' && kinds.slice(0, k).every((kind) => kind === 'date'),
    );
    const after = timeAt.filter((k) => k > lastPort).length;
    const report = before.length === 1 ? f.times[timeAt.indexOf(before[0] as number)] : undefined;
    if (report && !report.role && after >= 2) report.role = 'report';
  }
  // "LIS - SID 10:50 A12:02 - A16:26 21:41 08:06 10:51": a leg whose times include a range joined by a dash after its
  // airports: the range is the leg's departure and arrival, one time before it the duty's report, the time after it
  // the release, and any after that the duty's figures (block, duty hours).
  const range = timeAt.findIndex(
    (k, n) => n + 1 < timeAt.length && timeAt[n + 1] === k + 2 && /^[-–]$/.test(words[k + 1] ?? ''),
  );
  if (
    range >= 0 &&
    f.airports.length >= 2 &&
    (timeAt[range] as number) > kinds.lastIndexOf('airport') &&
    f.times.length === timeAt.length &&
    f.times.length >= 3 &&
    f.times.every((t) => !t.role) &&
    range <= 1
  ) {
    const times = f.times;
    if (range === 1) times[0] = { ...(times[0] as TimeFact), role: 'report' };
    times[range] = { ...(times[range] as TimeFact), role: 'dep' };
    times[range + 1] = { ...(times[range + 1] as TimeFact), role: 'arr' };
    // The release follows the arrival by under twelve hours; else it is a figure too (a block time, "01:55").
    const release = times[range + 2];
    const arrival = times[range + 1] as TimeFact;
    const after = release ? (clockMinutes(release.time) - clockMinutes(arrival.time) + 1440) % 1440 : 0;
    const released = !!release && after > 0 && after <= 720;
    if (released) times[range + 2] = { ...release, role: 'release' };
    for (const figure of times.splice(range + (released ? 3 : 2)))
      f.durations.push(clockMinutes(figure.time));
  }
  // "KL 861 PHBQI 17:10 18:37 AMS +1 FO ICN +9 06:13 +1 06:43 +1 11:36 13:33": a leg whose times stand around its two
  // airports, none between them: before the departure airport the report and departure, after the arrival airport the
  // arrival, the release (within twelve hours of it) and the duty's figures. (One time before: left to the reading
  // in order, 'AB12 06:00 LHR JFK 09:00 03:00'.)
  const firstPort = kinds.indexOf('airport');
  const lastPort = kinds.lastIndexOf('airport');
  const timesBefore = timeAt.filter((k) => k < firstPort).length;
  const timesAfter = timeAt.filter((k) => k > lastPort).length;
  // Not under column headers (they say what each time is), nor a report under 20 minutes before the departure (a
  // scheduled and an actual departure, '06:00 06:12').
  const between = (a?: TimeFact, b?: TimeFact) =>
    a && b ? (clockMinutes(b.time) - clockMinutes(a.time) + 1440) % 1440 : -1;
  // The figures printed after the times, as minutes (block, duty): when the row prints them, one is the leg's block
  // from the second time to the arrival, or the two times before are a scheduled and an actual departure.
  const printedAfter = f.times.slice(timesBefore + 1).map((t) => clockMinutes(t.time));
  const printedFigures = [...printedAfter, ...f.durations];
  const blockFits =
    printedFigures.length === 0 || printedFigures.includes(between(f.times[1], f.times[timesBefore]));
  // Two times before the airports, the rest after them, on a row read by content.
  const aroundAirports =
    range < 0 &&
    cells.every((c) => !c.role) &&
    f.flights.length === 1 &&
    f.airports.length === 2 &&
    f.times.length === timeAt.length &&
    f.times.every((t) => !t.role) &&
    timesBefore === 2 &&
    timesBefore + timesAfter === f.times.length;
  if (aroundAirports && timesAfter >= 1 && blockFits && between(f.times[0], f.times[1]) >= 20) {
    const times = f.times;
    times[0] = { ...(times[0] as TimeFact), role: 'report' };
    times[1] = { ...(times[1] as TimeFact), role: 'dep' };
    const arrival = times[timesBefore] as TimeFact;
    times[timesBefore] = { ...arrival, role: 'arr' };
    const release = times[timesBefore + 1];
    const after = between(arrival, release);
    // Not the leg's block printed after its arrival ('03:40 11:30': 16:10 to 03:40 is 11:30).
    const released =
      !!release && after >= 10 && after <= 720 && clockMinutes(release.time) !== between(times[1], arrival);
    if (released) times[timesBefore + 1] = { ...release, role: 'release' };
    for (const figure of times.splice(timesBefore + (released ? 2 : 1)))
      f.durations.push(clockMinutes(figure.time));
  }
  // "EZY8461 06:00 06:25 LGW BCN 08:05 08:30 2:05": two times each side of the airports and a block that fits the
  // second pair: a scheduled and an actual departure and arrival; the leg is the actual pair (the scheduled one when
  // only that fits).
  if (aroundAirports && timesAfter >= 2 && !blockFits) {
    const [std, atd, sta, ata] = f.times as [TimeFact, TimeFact, TimeFact, TimeFact];
    const rest = f.times.slice(4).map((t) => clockMinutes(t.time));
    const figures = [...rest, ...f.durations];
    const pair = figures.includes(between(atd, ata))
      ? [atd, ata]
      : figures.includes(between(std, sta))
        ? [std, sta]
        : null;
    if (pair) {
      f.times = [
        { ...(pair[0] as TimeFact), role: 'dep' },
        { ...(pair[1] as TimeFact), role: 'arr' },
      ];
      f.durations.push(...rest);
    }
  }
  // "SJC 14.31/HILTON SAN JOSE": a station, then a layover's length glued to a hotel or a hotel's name, and
  // nothing of a leg: a hotel at that station.
  if (
    !f.code &&
    f.flights.length === 0 &&
    f.times.length === 0 &&
    f.airports.length === 1 &&
    kinds[lead] === 'airport' &&
    ((layoverName && kinds[lead + 1] === 'duration') || f.remarks.some(isHotelWord))
  ) {
    f.station = f.airports.shift();
    setCode(f, 'HTL');
  }
  // "OFF Days  9  33", "OFF account -4.65 -4.10": a duty code, then a word and numbers only: the period's totals or
  // balances (days off this month, this year), no duty that day.
  const codeAt = kinds.indexOf('code');
  const figures = words.slice(codeAt + 2);
  if (
    f.code &&
    !f.date &&
    f.leadDay === undefined &&
    f.flights.length === 0 &&
    codeAt >= 0 &&
    // A word in lower case: not a station ("LAYOVER MAD 50.40" is a layover's length).
    /^[A-Za-z][a-z]{2,}$/.test(words[codeAt + 1] ?? '') &&
    figures.length > 0 &&
    figures.every((w) => /^\d{1,4}$/.test(w) || /^[-+]?\d{1,4}\.\d{1,2}$/.test(w)) &&
    // "Days" and counts, or balances with decimals; not "CRS Module 3" (a duty and its number).
    (/^days$/i.test(words[codeAt + 1] ?? '') || figures.some((w) => w.includes('.'))) &&
    (f.times.length === 0 || figures.some((w) => w.includes('.')))
  ) {
    f.times = [];
    f.code = undefined;
    f.codeType = DUTY_TYPES.unknown;
  }
  // A lone "D" that marked no flight is what it was before: a code when it opened the line.
  if (
    dMark >= 0 &&
    !f.deadhead &&
    !f.code &&
    !kinds.slice(0, dMark).some((k) => k !== 'date' && k !== 'word')
  )
    setCode(f, 'D');
  if (zuluCode) f.times = f.times.map((t) => (t.zone ? t : { ...t, zone: 'utc' as const }));
  // A line printing each time in local time and again in UTC, under 'STD LT  STA LT  STD UTC  STA UTC' or marked so
  // ('09:00 LT … 06:00 UTC'): the UTC times, as a table's cells with their UTC twins are read.
  f.times = utcTwins(
    f.times,
    timeAt.length === f.times.length ? timeAt : null,
    cells.some((c) => c.zone),
  );
  // A whole date straight after the flight ("1 1 WY141 05Apr2019 MCT 02:05 MXP 07:05", an itinerary's row numbers
  // first) is the leg's own date, not a period's start: so is the row's, and a leading day-like number was a row
  // number. Not one after the airports or times (an arrival's date, a change stamp).
  if (dateAfterFlight && !f.date && f.headerDate?.year && f.flights.length > 0 && f.airports.length >= 2) {
    f.date = f.headerDate;
    f.ownDate = true;
    f.headerDate = undefined;
    f.leadDay = undefined;
  }
  // A day of the month followed by words alone that name no duty ('28 Rue de Rivoli, Paris', a hotel's address under
  // a leg): no day.
  if (
    f.leadDay !== undefined &&
    f.flights.length === 0 &&
    !f.code &&
    f.times.length === 0 &&
    f.airports.length === 0 &&
    f.remarks.length > 0 &&
    classifyText(f.remarks.join(' ')) === DUTY_TYPES.unknown
  )
    f.leadDay = undefined;
  // "01 JV - Vakantie": a code the engine does not know, a dash, then words that name the duty: the words type it.
  // Only on a day's own line: a legend's "NUBE - Home Standby" explains a code.
  if (
    f.code &&
    f.codeType === DUTY_TYPES.unknown &&
    f.flights.length === 0 &&
    (f.leadDay !== undefined || f.ownDate) &&
    words[words.indexOf(f.code) + 1] === '-'
  ) {
    const type = classifyText(f.remarks.join(' '));
    // Cancelled by its first word ('CXL - Day off cancelled'; not 'Free day no duty').
    const first = (f.remarks[0] ?? '').toUpperCase().replace(/[^A-Z]/g, '');
    const denied = NEGATING.test(first) || /\bcancel/i.test(f.remarks.join(' '));
    if (type !== DUTY_TYPES.unknown && type !== DUTY_TYPES.flight && !denied) f.codeType = type;
  }
  // A whole day's duty named again in capitals after its code ("X REST DAY", "OFF DAY OFF"): the words of its name
  // are no airports (DAY: Dayton, OFF: Offutt), an airport after it stays one ("X REST DAY JFK").
  const named = f.code ? words.slice(words.indexOf(f.code) + 1) : [];
  if (
    f.airports.length > 0 &&
    f.flights.length === 0 &&
    f.times.length === 0 &&
    WHOLE_DAY_TYPES.has(f.codeType) &&
    named.length >= 2 &&
    classifyText(named.join(' ')) === f.codeType
  ) {
    // A word of the name: without it the words no longer name the duty.
    const ofName = (w: string) => classifyText(named.filter((x) => x !== w).join(' ')) !== f.codeType;
    const words = new Set(named.filter(ofName));
    if (words.size > 0) {
      f.airports = f.airports.filter((a) => !words.has(a));
      f.remarks.push(...named.filter((w) => words.has(w) || !readAirport(w)));
    }
  }
  // A leg printed by its two dated ends is a leg with or without its number ("60,75 K-359 HTYP 0 CDG 03 12,75 SJO
  // 04 00,45": a statement of hours flown names no flight); a word opening it that names no duty (the aircraft type
  // 'K-359') is a remark, not the row's duty code.
  // Not a duty the line's code names ("SIM LHR 12 0930 LHR 12 1330"), nor one back to its own station.
  if (
    ends &&
    f.flights.length === 0 &&
    f.codeType === DUTY_TYPES.unknown &&
    f.airports.length === 2 &&
    f.airports[0] !== f.airports[1] &&
    f.times.length === 2
  ) {
    f.datedLeg = true;
    if (f.code) {
      f.remarks.unshift(f.code);
      f.code = undefined;
    }
  }
  return f;
}

export function readRow(row: Row, order: SlashOrder, hints: LayoutHints = NO_HINTS): RowFacts {
  return row.table ? readTableRow(row.cells, order) : readTextRow(row.cells, order, hints);
}

/**
 * Times printed each in local time and again in UTC, each local one straight before its UTC twin ('05:00 LT 02:00
 * UTC', `at`: the times' places among the line's words), or all local ones before all UTC ones under columns that
 * name their zones ('STD LT  STA LT  STD UTC  STA UTC'): the UTC ones, each with its local twin's role (a report's,
 * a release's). Any other mix stays as printed ('SAW 09:00 LT ADB 10:15 UTC').
 */
function utcTwins(times: TimeFact[], at: number[] | null, zonedColumns: boolean): TimeFact[] {
  const n = times.length / 2;
  if (n < 1 || !Number.isInteger(n)) return times;
  const alternating =
    !!at &&
    times.every((t, i) => t.zone === (i % 2 === 0 ? 'local' : 'utc')) &&
    times.every((_, i) => i % 2 === 1 || (at[i + 1] ?? 0) - (at[i] ?? 0) <= 2);
  const halves = zonedColumns && times.every((t, i) => t.zone === (i < n ? 'local' : 'utc'));
  if (!alternating && !halves) return times;
  const pairs = Array.from({ length: n }, (_, i) => [
    times[alternating ? 2 * i : i] as TimeFact,
    times[alternating ? 2 * i + 1 : n + i] as TimeFact,
  ]);
  // Twins name one moment: not a departure in local time and an arrival in UTC ('Dep 09:00 LT Arr 10:15 UTC').
  if (pairs.some(([local, utc]) => local?.role && utc?.role && local.role !== utc.role)) return times;
  return pairs.map(([local, utc]) => {
    const u = utc as TimeFact;
    return u.role || !local?.role ? u : { ...u, role: local.role };
  });
}
