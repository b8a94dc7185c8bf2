/** A table row (HTML, CSV or XML record): each cell read by its column's role (grid.ts, header-roles.ts). */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyText, NEGATING } from '../classify.ts';
import { readLegLine } from './cell-legs.ts';
import { periodSpan } from './dates.ts';
import type { Cell } from './grid.ts';
import {
  AMPM,
  addFlights,
  CODE_LIKE,
  emptyFacts,
  type RowFacts,
  readDateAt,
  setCode,
  type TimeRole,
  VARIANT_CODE,
  withAmPm,
  withoutCjkNote,
  withoutZoneMark,
} from './row-facts.ts';
import {
  abbreviationCue,
  clockMinutes,
  DEADHEAD_MARK,
  daysBetween,
  isDeadheadFlag,
  LOCAL_AIRPORT_ID,
  readAirport,
  readBareNumber,
  readDuration,
  readDutyCode,
  readFlightNumber,
  readTime,
  readZoneWord,
  type SlashOrder,
  type TimeToken,
  tokenize,
  weekday2,
} from './tokens.ts';

const IATA_LIKE = /^[A-Z]{3}$/;
/** A sector in one cell, "MCO-SJU" or "PER/BNE". */
export const SECTOR = /^([A-Z]{3})\s?[-/]\s?([A-Z]{3})$/;

/** A date printed over several date columns ("SU" | "01", "Mon" | "10"): the columns read together. */
function splitDate(parts: string[], order: SlashOrder): RowFacts['date'] {
  const words = tokenize(parts.join(' ')).map((w) => w.text);
  const joined = readDateAt(words, 0, order);
  if (joined) return joined.ref;
  const [a = '', b = ''] = words;
  // Two-letter weekdays (SU MO TU WE TH FR SA) are read only in a date column beside a day number.
  const [wd, day] = weekday2(a) >= 0 ? [a, b] : [b, a];
  const weekday = weekday2(wd);
  if (weekday < 0 || words.length !== 2 || !/^\d{1,2}$/.test(day)) return undefined;
  const n = Number(day);
  return n >= 1 && n <= 31 ? { day: n, weekday } : undefined;
}

/**
 * The UTC time printed in brackets after a local one ("14:05 (10:05)", IBS's crew portal), with its day offset
 * from the local date: the local clock minus the bracketed one is the zone's offset, taken as −12 h to +14 h (a
 * row with an airport is read in that airport's zone instead, which also settles offsets near ±12 h).
 */
function utcTwin(local: TimeToken, next: string | undefined): TimeToken | null {
  const m = next ? /^\((\d{1,2}:\d{2})\)$/.exec(next) : null;
  const utc = m ? readTime(m[1] ?? '') : null;
  if (!utc || local.zone || utc.zone) return null;
  const offset = clockMinutes(local.time) - clockMinutes(utc.time);
  const shift = offset > 14 * 60 ? 1 : offset < -12 * 60 ? -1 : 0;
  return { time: utc.time, shift: local.shift + shift, zone: 'utc' };
}

/**
 * A time cell that names its zone after the time, as text lines do (row.ts): a zone word ("09:30 UTC", "05:53 LT")
 * or a zone abbreviation ("16:05 MST"; in a time cell it is no airport). In a time cell a lone "L" is the local
 * mark, as glued to a time ("0530L"): "05:10  L".
 */
function namedZone(t: TimeToken, next: string | undefined): TimeToken {
  if (t.zone || !next) return t;
  const word = next === 'L' ? 'local' : readZoneWord(next);
  const cue = word ? { zone: word } : abbreviationCue(next);
  return cue ? { ...t, ...cue } : t;
}

/** A day offset printed apart after a time and its zone mark ("00:43  L +1"): the days the time moves. */
function laterDay(t: TimeToken, rest: string[]): TimeToken {
  if (t.shift) return t;
  const offset = rest.slice(0, 2).find((w) => /^[+-][1-3]$/.test(w));
  return offset ? { ...t, shift: Number(offset) } : t;
}

/**
 * A day of the month before a time ("02 12:25", "G 08 13:50": a terminal's letter first), as a crew screen prints
 * its STD and STA: the day the time falls on, and where the time stands.
 */
function dayBeforeTime(words: string[]): { day: number; at: number } | null {
  const lead = words[0]?.length === 1 && /^[A-Z]$/.test(words[0]) ? 1 : 0;
  const day = words[lead] ?? '';
  if (!/^\d{2}$/.test(day) || Number(day) < 1 || Number(day) > 31 || !readTime(words[lead + 1] ?? ''))
    return null;
  return { day: Number(day), at: lead + 1 };
}

/** A table row: each cell by its column's role; cells of unnamed columns are not read. */
export function readTableRow(cells: Cell[], order: SlashOrder): RowFacts {
  const f = emptyFacts();
  /** Each time cell's time; `day`, the day of the month printed before it. */
  const zoned: { role: TimeRole; zone?: 'utc' | 'local'; t: TimeToken; twin?: TimeToken; day?: number }[] =
    [];
  const readTimeCell = (role: TimeRole, cell: Cell, text: string) => {
    if (/^\d{4}-\d{2}-\d{2}[T ]\d/.test(text)) {
      if (role === 'dep' && !f.isoStart) f.isoStart = text;
      if (role === 'arr' && !f.isoEnd) f.isoEnd = text;
      return;
    }
    const words = tokenize(text).map((w) => w.text);
    // A date before the time ("05Apr2017 14:05 (10:05)"): the departure's date is the row's, the arrival's its own.
    const d = readDateAt(words, 0, order);
    const dayFirst = d?.ref.month ? null : dayBeforeTime(words);
    const at = d?.ref.month ? d.used : (dayFirst?.at ?? 0);
    const t = readTime(words[at] ?? '');
    if (!t) return;
    if (d && at > 0) {
      if (role === 'dep' && !f.date) {
        f.date = d.ref;
        f.ownDate = true;
      } else if (role === 'arr') f.arrDate = d.ref;
    }
    const twin = utcTwin(t, words[at + 1]);
    if (twin) zoned.push({ role, t, twin });
    else
      zoned.push({
        role,
        ...(dayFirst ? { day: dayFirst.day } : {}),
        t: laterDay(
          namedZone(withAmPm(t, words[at + 1]), words[at + (AMPM.test(words[at + 1] ?? '') ? 2 : 1)]),
          words.slice(at + 1),
        ),
        ...(cell.zone ? { zone: cell.zone } : {}),
      });
  };
  const dateParts: string[] = [];
  let zuluCode = false;
  /** A duty column's code read as a flight number ("F14"): no flight on a whole day's row without a station. */
  let codeAsFlight: string | null = null;
  /** A known duty code in a duty column that also reads as a flight number ("SB12"): the flight on a leg's row. */
  let knownCode: string | null = null;
  /** A lone 'P' in a duty column. */
  let passengerMark = false;
  let subjectTimes: [string, string] | null = null;
  // A period alone on a row of the table ('Period: 01/04/2024 to 30/04/2024' between two months' rows): it dates the
  // days of the month below it (or above it, printed at a foot), as a text line does.
  const filled = cells.filter((c) => c.text.trim());
  const span =
    filled.length === 1
      ? periodSpan(
          tokenize(filled[0]?.text ?? '').map((w) => w.text),
          order,
        )
      : null;
  if (span) {
    f.headerDate = span;
    f.period = true;
    return f;
  }
  for (const cell of cells) {
    const text = cell.text.trim();
    if (!text || text.length > 500) continue;
    switch (cell.role) {
      case 'date': {
        const words = tokenize(text).map((w) => w.text);
        const d = readDateAt(words, 0, order);
        if (!d) {
          dateParts.push(text);
          // A day of the month alone ('02' under 'Day'): dated by the period above the table, as a text line is.
          if (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 31) f.leadDay = Number(text);
          break;
        }
        if (!f.date || (d.ref.year && !f.date.year)) {
          f.date = d.ref;
          f.ownDate = true;
          const rest = words[d.used];
          const t = rest ? readTime(rest) : null;
          if (t) f.dateTime = withAmPm(t, words[d.used + 1]).time;
          else delete f.dateTime;
        } else if (
          !f.arrDate &&
          d.ref.month &&
          f.date.month &&
          zoned.some((z) => z.role === 'dep') &&
          daysBetween(f.date, d.ref) >= 1 &&
          daysBetween(f.date, d.ref) <= 3
        )
          // A second date after the start's time, a day to three after it (a calendar export's 'End Date'): the
          // end's day.
          f.arrDate = d.ref;
        break;
      }
      case 'flight':
      case 'code': {
        // A note in Korean, Japanese or Chinese glued after the flight or code ("521편"): a remark.
        const unnoted = withoutCjkNote(text);
        if (unnoted) f.remarks.push(text);
        const printedCell = unnoted ?? text;
        // A subject holding the whole leg ("IB711  MAD0500-LHR0725 / 320", a calendar export's): its flight, stations
        // and times, which are the leg's own (the row's start and end are the calendar's, on the exporter's clock).
        const leg = f.flights.length === 0 ? readLegLine(printedCell) : null;
        if (leg && addFlights(f, leg.flight, false)) {
          f.from = leg.from;
          f.to = leg.to;
          subjectTimes = [leg.dep, leg.arr];
          break;
        }
        const printed = tokenize(printedCell).map((w) => w.text.toUpperCase());
        // A duty code's UTC mark ("SBYA-3(Z)", "SBYA-10 Z"): the row's times are UTC. Not a flight's suffix.
        const words = cell.role === 'code' ? printed.map((w) => withoutZoneMark(w) ?? w) : printed;
        if (words.some((w, k) => w !== printed[k])) zuluCode = true;
        if (
          cell.role === 'code' &&
          words.length === 2 &&
          words[1] === 'Z' &&
          withoutZoneMark(`${words[0]}-Z`)
        )
          zuluCode = true;
        if (words.some(isDeadheadFlag)) f.deadhead = true;
        // A lone 'P' in a duty column: decided once the row is read (passengerMark).
        if (cell.role === 'code' && words.length === 1 && words[0] === 'P') {
          passengerMark = true;
          break;
        }
        // A known duty code is no flight number, though it may read as one ("F14", "SB12"), unless its row is a leg
        // (knownCode, below).
        const known =
          cell.role === 'code' && words.length === 1 && readDutyCode(words[0] ?? '') !== DUTY_TYPES.unknown;
        if (known) knownCode = printedCell;
        if (!known && f.flights.length === 0 && addFlights(f, printedCell, cell.role === 'flight')) {
          if (cell.role === 'code') codeAsFlight = printedCell;
          break;
        }
        if (cell.role === 'code' || !f.code) {
          // A known duty code after a number ("0 SIM": the session's number, then its code) names it.
          const afterNumber =
            /^\d+$/.test(words[0] ?? '') && readDutyCode(words[1] ?? '') !== DUTY_TYPES.unknown
              ? words[1]
              : undefined;
          const first = afterNumber ?? words.find((w) => !isDeadheadFlag(w)) ?? words[0];
          // A duty named in a few words ("DAY OFF"), not by a code: the words name it (not words saying it is
          // not one: "No day off", "Day off request denied").
          const named =
            !f.code &&
            words.length > 1 &&
            words.length <= 3 &&
            !words.some((w) => NEGATING.test(w)) &&
            first &&
            readDutyCode(first) === DUTY_TYPES.unknown
              ? classifyText(printedCell)
              : DUTY_TYPES.unknown;
          if (named !== DUTY_TYPES.unknown) {
            f.code = words.join(' ');
            f.codeType = named;
          } else if (first && !f.code) {
            if (cell.role === 'code' && !CODE_LIKE.test(first) && !VARIANT_CODE.test(first))
              f.remarks.push(printedCell);
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
        // An unknown three-letter code, or under From/To an identifier with digits ('07FA'): the leg's airport.
        const a =
          readAirport(up) ??
          (IATA_LIKE.test(up) || ((cell.role === 'from' || cell.role === 'to') && LOCAL_AIRPORT_ID.test(up))
            ? up
            : null);
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
      case 'deadhead':
        if (isDeadheadFlag(text) || DEADHEAD_MARK.test(text)) f.deadhead = true;
        break;
      case 'position':
        break;
      default: {
        // A column holding the sector: unnamed ("DPS-ARS": MCO-SJU), or named so, where the airports may stand apart
        // ("HKG WNZ", a crew logbook's; not in another unnamed column: "LEE MAN" is a captain's name).
        const sector =
          SECTOR.exec(text) ?? (cell.role === 'sector' ? /^([A-Z]{3}) ([A-Z]{3})$/.exec(text) : null);
        const [from, to] = sector ? [readAirport(sector[1] ?? ''), readAirport(sector[2] ?? '')] : [];
        if (from && to && !f.from && !f.to) {
          f.from = from;
          f.to = to;
        }
        break;
      }
    }
  }
  const wholeDay = zoned.every((z) => ['00:00', '23:59', '24:00'].includes(z.t.time));
  if (codeAsFlight && f.flights.length === 1 && !f.from && !f.to && !f.station && wholeDay) {
    f.flights = [];
    setCode(f, codeAsFlight.toUpperCase());
  }
  if (knownCode && f.flights.length === 0 && f.from && f.to && f.from !== f.to && !wholeDay) {
    const code = f.code;
    if (addFlights(f, knownCode, false) && code === knownCode.toUpperCase()) {
      f.code = undefined;
      f.codeType = DUTY_TYPES.unknown;
    }
  }
  // A lone 'P' in a duty column, beside another code column that holds the leg's flight (SAS's 'Duty' beside
  // 'Activity'): the crew flies the leg as passengers. Elsewhere 'P' is the row's code (a purser, a pilot).
  if (passengerMark) {
    const codeColumns = cells.filter((c) => c.role === 'code').length;
    if (f.flights.length > 0 && codeColumns >= 2 && !cells.some((c) => c.role === 'flight'))
      f.deadhead = true;
    else setCode(f, 'P');
  }
  if (!f.date && dateParts.length >= 2) {
    const date = splitDate(dateParts, order);
    if (date) {
      f.date = date;
      f.ownDate = true;
    }
  }
  // A number-only flight column beside a code column with the airline: 466 + KM466 → KM466.
  const codedFromCode = f.code ? readFlightNumber(f.code) : null;
  const onlyFlight = f.flights.length === 1 ? f.flights[0] : undefined;
  if (codedFromCode && onlyFlight?.bare && codedFromCode.endsWith(onlyFlight.code))
    f.flights = [{ code: codedFromCode, bare: false, passive: onlyFlight.passive }];
  // A bare number in the duty column of a row between two airports ("9707 NYO 13:35 17:10 PMI"): the leg's flight,
  // printed without the crew's own airline. A trip's number on a row from and back to its base is no leg.
  // Not in a table with a flight column, nor beside another duty cell ("1" under Duty, "LIMO" under Activity).
  const codeCells = cells.filter((c) => c.role === 'code' && c.text.trim()).length;
  const bare =
    f.flights.length === 0 &&
    f.code &&
    f.from &&
    f.to &&
    f.from !== f.to &&
    codeCells === 1 &&
    !cells.some((c) => c.role === 'flight')
      ? readBareNumber(f.code)
      : null;
  if (bare && zoned.some((z) => z.role === 'dep') && zoned.some((z) => z.role === 'arr')) {
    f.flights.push({ code: bare.number, bare: true, passive: bare.passive });
    delete f.code;
    f.codeType = DUTY_TYPES.unknown;
  }
  if (subjectTimes) {
    const [dep, arr] = subjectTimes.map((t) => readTime(t.split(' ')[0] ?? ''));
    if (dep && arr) {
      // The calendar's end date is its own clock's day, not the leg's.
      delete f.arrDate;
      const start = zoned.find((z) => z.role === 'dep')?.t;
      if (start) {
        const ahead = (clockMinutes(start.time) - clockMinutes(dep.time) + 1440) % 1440;
        f.calendarOffset = ahead > 720 ? ahead - 1440 : ahead;
      }
      for (let k = zoned.length - 1; k >= 0; k--)
        if (zoned[k]?.role === 'dep' || zoned[k]?.role === 'arr') zoned.splice(k, 1);
      zoned.push({ role: 'dep', t: dep }, { role: 'arr', t: arr });
    }
  }
  // Days of the month before the times ("02 12:25"), read as such where the row prints them so throughout: one is
  // the row's own date's day, or, on a row without a date (a day's next leg), every time has one. Else a number
  // before a time is something else (a gate, "12 14:50").
  const withDays = zoned.filter((z) => z.day);
  const daysPrinted =
    withDays.length > 0 &&
    (f.date ? withDays.some((z) => z.day === f.date?.day) : withDays.length === zoned.length);
  // A time printed twice (local and UTC columns): keep the UTC one.
  for (const role of ['dep', 'arr', 'report', 'release'] as const) {
    const all = zoned.filter((z) => z.role === role);
    const pick = all.find((z) => z.zone === 'utc' || z.t.zone === 'utc') ?? all[0];
    if (!pick) continue;
    // A local time with its UTC twin: local at the row's airport (its zone settles the day), else the twin.
    if (pick.twin) {
      const airport = role === 'dep' || role === 'report' ? (f.from ?? f.station) : (f.to ?? f.station);
      f.times.push(airport ? { ...pick.t, role, zone: 'local' } : { ...pick.twin, role });
      continue;
    }
    const zone = pick.t.zone ?? pick.zone ?? (zuluCode ? 'utc' : undefined);
    const day = pick.day && daysPrinted ? { day: pick.day } : {};
    f.times.push({ ...pick.t, role, ...(zone ? { zone } : {}), ...day });
  }
  return f;
}
