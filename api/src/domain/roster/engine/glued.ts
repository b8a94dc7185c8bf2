/**
 * Tokens a roster prints glued together, split into their parts: an airport and a time ("SLC2032", "SJC.2134",
 * "RDU*1931"), a flight number and its departure airport ("KE041ICN"), a layover code and its station ("LOSEA"), a
 * sector's two airports ("LGA-RIC") and a one-digit prefix before an airline-coded flight number ("4DL1272",
 * "69E5045"). Each check runs on one short token with anchored patterns, so splitting stays linear in the line.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import { twoLetterWeekdayDays } from './dates.ts';
import type { Cell, Row } from './grid.ts';
import {
  isCrewPosition,
  readAirport,
  readDate,
  readFlightNumber,
  readTime,
  trimToken,
  weekdayName,
  zoneAbbreviation,
} from './tokens.ts';

/** What the whole roster says about its glued tokens (one pass over its text rows). */
export interface LayoutHints {
  /**
   * Flight numbers carry a one-digit prefix: at least two tokens can only be read as a digit + a flight number
   * ("4DL1272", "69E5045"), so a token that could be read either way ("6D2903") is split the same way.
   */
  digitPrefix: boolean;
  /** A bare day of the month may open a line (false when no header names a period: see assemble.ts). */
  leadDays?: boolean;
  /** Lines open with a two-letter weekday and the day of the month ("WE 12"): dates.ts, twoLetterWeekdayDays. */
  weekdayDays?: boolean;
  /**
   * A line opens with a leg's number of one to three digits before its two times ("150  15:22  18:57  AYT - STR"),
   * so a four-digit number opening another such line is its flight number too, not a time ("1741  20:20  23:44").
   */
  leadFlights?: boolean;
  /**
   * Times carry their zone's abbreviation ("2327 PHX 16:05 MST   LAX 17:30 PDT"): a line has two or more times, each
   * directly followed by one (tokens.ts, zoneAbbreviation). An abbreviation after a time is then its zone wherever
   * it stands, though also an airport's code (MST: Maastricht, PDT: Pendleton).
   */
  zoneAbbreviations?: boolean;
  /**
   * Crew position words the roster prints in a position column after a leg's sector ("1526  13:48  17:11  KZR - DUS
   * CCM"): that word is the column's position wherever the roster prints it ("Standby  13:00  15:30  GZT  CCM"),
   * never an airport, though also one's code (CCM: Criciúma). Only words of tokens.ts's crew positions.
   */
  positionWords?: Set<string>;
  /**
   * Legs print their columns glued (PDF text): two or more tokens can only be read as a leg's flight and both its
   * airports ("206CVGNRT10:38", "DHOZ107NRTICN00:00"), so shorter runs are split the same way: a "DH" tag glued
   * before a flight number ("DHG4368", else airline DHG's 4368) and a flight number glued to one airport ("243HKG",
   * which elsewhere could be an aircraft type: "737MAX").
   */
  gluedLegs?: boolean;
  /**
   * Lines are dated by a day of the month under a date column ('DT': "SKD 11 54 3383 ORD 1705 …"), so a dotted pair
   * of numbers elsewhere ("ODL 17.12", "GTR 14.06") is a figure in hours, not a day and month naming a period.
   */
  columnDays?: boolean;
}

export const NO_HINTS: LayoutHints = { digitPrefix: false };

const LEAD_NUMBER = /^\d{1,3}$/;
const isColonTime = (cell: Cell | undefined) => !!cell && /^\d{1,2}:\d{2}$/.test(cell.text);

const AIRLINE_FLIGHT = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

/**
 * A one-digit prefix glued to an airline-coded flight number: "4DL1272" → ["4", "DL1272"]. `sure` when the
 * whole token is no flight number itself ("6D2903" is also airline 6D's flight 2903). Dates ("1JAN25") are not.
 */
export function digitFlight(token: string): { digit: string; flight: string; sure: boolean } | null {
  if (token.length < 4 || token.length > 9) return null;
  const first = token.charCodeAt(0);
  if (first < 48 || first > 57) return null;
  const rest = token.slice(1);
  if (!AIRLINE_FLIGHT.test(rest) || !readFlightNumber(rest)) return null;
  if (readDate(token) || readDate(rest) || readTime(token)) return null;
  return { digit: token.charAt(0), flight: rest, sure: readFlightNumber(token) === null };
}

/**
 * A two-digit day of the month glued to an airline-coded flight number at the start of a line: "12OO3895" →
 * ["12", "OO3895"] (a roster whose lines open with the day, printed without a space before a deadhead's
 * carrier). Not a date ("12JAN25") and not a one-digit prefix (digitFlight).
 */
export function dayFlight(token: string): { day: string; flight: string } | null {
  if (token.length < 5 || token.length > 10) return null;
  const m = /^(\d{2})([A-Z][A-Z0-9]\d{1,4}[A-Z]?)$/.exec(token);
  if (!m) return null;
  const [, day = '', flight = ''] = m;
  if (Number(day) < 1 || Number(day) > 31 || !readFlightNumber(flight)) return null;
  if (readDate(token) || digitFlight(token)) return null;
  return { day, flight };
}

const AIRPORT_TIME = /^([A-Z]{3,4})([.*]?)(\d{4})$/;

/**
 * An airport glued to a time: "SLC2032", "SJC.2134", "RDU*1931" → [airport, time]. `sure` when a separator
 * stands between them or the token cannot be a flight number ("SLC2032" could be airline SLC's flight 2032).
 */
export function airportTime(token: string): { airport: string; time: string; sure: boolean } | null {
  if (token.length < 7 || token.length > 9) return null;
  const m = AIRPORT_TIME.exec(token);
  if (!m) return null;
  const [, letters = '', sep, digits = ''] = m;
  if (!readAirport(letters) || !readTime(digits)) return null;
  return { airport: letters, time: digits, sure: !!sep || readFlightNumber(token) === null };
}

/** A text line with two or more times each directly followed by a zone abbreviation ("16:05 MST LAX 17:30 PDT"). */
function timesCarryZones(row: Row): boolean {
  if (row.table) return false;
  let zoned = 0;
  for (let i = 0; i + 1 < row.cells.length; i++)
    if (
      readTime(trimToken(row.cells[i]?.text ?? '')) &&
      zoneAbbreviation(trimToken(row.cells[i + 1]?.text ?? ''))
    )
      if (++zoned >= 2) return true;
  return false;
}

const FLIGHT_AIRPORT = /^((?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4})([A-Z]{3})$/;

/**
 * An airline-coded flight number glued to its departure airport: "KE041ICN" → ["KE041", "ICN"] (a month
 * calendar's cell, "KE041ICN 16:07 - SEA 09:10"). Not a flight number or a date itself, and both parts must be
 * known; splitGlued splits it only on a line that also prints a time.
 */
export function flightAirport(token: string): { flight: string; airport: string } | null {
  if (token.length < 6 || token.length > 10) return null;
  const m = FLIGHT_AIRPORT.exec(token);
  if (!m) return null;
  const [, flight = '', airport = ''] = m;
  if (!readFlightNumber(flight) || !readAirport(airport)) return null;
  if (readFlightNumber(token) || readDate(token)) return null;
  return { flight, airport };
}

const CODE_STATION = /^([A-Z0-9]{2,9})([A-Z]{3})$/;

/**
 * A layover, hotel or standby code glued to its station, opening a line (or its activity: glued.ts, splitGlued):
 * "LOSEA" → ["LO", "SEA"] (a month calendar marks each day of a layover so), "R2NRT" → ["R2", "NRT"], or a simulator or training code glued to where it takes place ("787UPRTICN 07:00 -
 * ICN 14:00" → "787UPRT", "ICN", as a leg's number is glued to its departure). Only codes that name a layover or a
 * hotel (two or three letters), a simulator session or a course (classify.ts), and a known airport.
 */
export function codeStation(token: string): { code: string; station: string } | null {
  if (token.length < 5 || token.length > 12) return null;
  const m = CODE_STATION.exec(token);
  if (!m) return null;
  const [, code = '', station = ''] = m;
  const type = classifyCode(code);
  // Standby is kept at a station too ("R2NRT 12:00 22:00": reserve R2 at NRT).
  const stay =
    code.length <= 3 &&
    (type === DUTY_TYPES.layover || type === DUTY_TYPES.hotel || type === DUTY_TYPES.standby);
  const training = type === DUTY_TYPES.simulator || type === DUTY_TYPES.course;
  if (!stay && !training) return null;
  return readAirport(station) ? { code, station } : null;
}

/**
 * One pass over the text rows: does the roster print flight numbers with a one-digit prefix, do its lines
 * open with a two-letter weekday and a day ("WE 12"), and do its times carry a zone abbreviation ("16:05 MST")?
 */
export function layoutHints(rows: Row[]): LayoutHints {
  let sure = 0;
  let runs = 0;
  const firsts: [string, string][] = [];
  for (const row of rows) {
    if (row.table) continue;
    const [a, b] = row.cells;
    if (a && b && a.text.length === 2) firsts.push([a.text, b.text]);
    if (runs < 2)
      for (const cell of row.cells)
        if (cell.text.length >= 9 && TWO_PORTS.test(cell.text) && legRun(cell.text) && ++runs >= 2) break;
    if (sure >= 2) continue;
    for (const cell of row.cells) {
      const d = digitFlight(trimToken(cell.text));
      if (d?.sure && ++sure >= 2) break;
    }
  }
  const hints: LayoutHints = { digitPrefix: sure >= 2 };
  if (rows.some(timesCarryZones)) hints.zoneAbbreviations = true;
  if (runs >= 2) hints.gluedLegs = true;
  const dayCells = rows.filter((r) => r.cells.some((c) => c.role === 'date' && /^\d{1,2}$/.test(c.text)));
  if (dayCells.length >= 3) hints.columnDays = true;
  if (twoLetterWeekdayDays(firsts)) hints.weekdayDays = true;
  if (
    rows.some(
      (r) =>
        !r.table &&
        LEAD_NUMBER.test(r.cells[0]?.text ?? '') &&
        isColonTime(r.cells[1]) &&
        isColonTime(r.cells[2]),
    )
  )
    hints.leadFlights = true;
  const positions = positionWords(rows);
  if (positions) hints.positionWords = positions;
  return hints.digitPrefix ||
    hints.weekdayDays ||
    hints.leadFlights ||
    hints.zoneAbbreviations ||
    hints.positionWords ||
    hints.gluedLegs ||
    hints.columnDays
    ? hints
    : NO_HINTS;
}

const CODE = /^[A-Z]{3,4}$/;
const RANK_LABEL = /^(?:rank|position|pos)\.?:$/i;

/**
 * The crew position words text lines print just after a sector, whether its airports are known or not ("KZR - DUS
 * CCM", "KZR-DUS CCM"), or after a rank label in the header ("Rank: FO"): the roster's position column
 * (LayoutHints.positionWords); null when there is none.
 */
export function positionWords(rows: Row[]): Set<string> | null {
  const found = new Set<string>();
  for (const row of rows) {
    if (row.table) continue;
    const words = row.cells.map((c) => c.text);
    for (let i = 1; i < words.length; i++) {
      const w = words[i] ?? '';
      if (!isCrewPosition(w) || w !== w.toUpperCase()) continue;
      const before = words[i - 1] ?? '';
      // The crew member's rank in the roster's header ("Rank: FO"): the word its position column prints.
      if (RANK_LABEL.test(before)) {
        found.add(w);
        continue;
      }
      const dashed = CODE.test(before) && /^[-–]$/.test(words[i - 2] ?? '') && CODE.test(words[i - 3] ?? '');
      const joined = /^[A-Z]{3,4}[-–][A-Z]{3,4}$/.test(before);
      if (dashed || joined) found.add(w);
    }
  }
  return found.size > 0 ? found : null;
}

/** A sector printed as one token, two known airports joined by a dash or slash: "LGA-RIC", "PER/BNE". */
export function sector(token: string): [string, string] | null {
  if (token.length !== 7 && token.length !== 9) return null;
  const m = /^([A-Z]{3,4})[-/]([A-Z]{3,4})$/.exec(token);
  if (!m) return null;
  const [, a = '', b = ''] = m;
  return readAirport(a) && readAirport(b) && a !== b ? [a, b] : null;
}

const LEG_RUN = /^(DH)?((?:[A-Z]{2}|[A-Z]\d|\d[A-Z])?\d{1,4})\/?([A-Z]{3})([A-Z]{3})?(\d{2}:\d{2})?$/;
const TIME_RUN = /^(\d{2}:\d{2})([A-Z0-9]{2,4}?)(\d{1,3}:\d{2})?$/;
const WEEKDAY_TIME = /^([A-Z][a-z]{2})(\d{2}:\d{2})$/;
const TIME_RANGE = /^(\d{1,2}:\d{2})[-–](\d{1,2}:\d{2}(?:[+-]\d)?)$/;
const DH_FLIGHT = /^DH((?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?)$/;
const TWO_PORTS = /\d[A-Z]{6}/;

/** A token that is a leg's flight number and both its airports glued (maybe a DH tag and a time): layoutHints. */
const legRun = (token: string) => {
  const m = LEG_RUN.exec(token);
  return !!m?.[4] && gluedRun(token) !== null;
};

/**
 * A leg's columns glued into one token, as a PDF extractor joins columns printed without a gap: a flight number
 * with its departure airport, maybe its arrival airport and departure time ("206CVGNRT10:38" → 206, CVG, NRT,
 * 10:38; "0038/BHXDXB" → 0038, BHX, DXB), after a deadhead tag ("DHG4368AUS" → DH, G4368, AUS); a time with the aircraft type and a duration
 * after it ("23:3177X11:59" → 23:31, 77X, 11:59); a weekday and a time ("Wed11:50"). Every airport must be known
 * (two of them different), the type must hold a letter; null for any other token, a flight number or a date.
 * A flight with one airport alone ("243HKG") and a DH tag before a flight alone ("DHG4368") only in a roster that
 * glues its legs so (LayoutHints.gluedLegs). `timed` when the token holds a time: one that holds none is split
 * only on a line that prints one.
 */
export function gluedRun(
  token: string,
  gluedLegs = false,
): { parts: string[]; timed: boolean; slashed?: true } | null {
  if (token.length < 6 || token.length > 24) return null;
  // A time range printed without spaces ("10:00-18:00"): its two times and the dash that makes them a range.
  const range = TIME_RANGE.exec(token);
  if (range)
    return readTime(range[1] ?? '') && readTime(range[2] ?? '')
      ? { parts: [range[1] ?? '', '-', range[2] ?? ''], timed: true }
      : null;
  const tagged = gluedLegs ? DH_FLIGHT.exec(token) : null;
  if (tagged?.[1] && readFlightNumber(tagged[1])) return { parts: ['DH', tagged[1]], timed: false };
  const first = token.charCodeAt(0);
  if (first >= 48 && first <= 57 && token.charAt(2) === ':') {
    const t = TIME_RUN.exec(token);
    if (!t) return null;
    const [, time = '', type = '', duration] = t;
    if (!/[A-Z]/.test(type) || !readTime(time)) return null;
    return { parts: duration ? [time, type, duration] : [time, type], timed: true };
  }
  const w = WEEKDAY_TIME.exec(token);
  if (w)
    return weekdayName(w[1] ?? '') >= 0 && readTime(w[2] ?? '')
      ? { parts: [w[1] ?? '', w[2] ?? ''], timed: true }
      : null;
  const m = LEG_RUN.exec(token);
  if (!m) return null;
  const [, dh, flight = '', from = '', to, time] = m;
  if (!to && !time && !dh && !gluedLegs) return null;
  if (!readFlightNumber(flight) && !/^\d{1,4}$/.test(flight)) return null;
  if (!readAirport(from) || (to && (!readAirport(to) || to === from)) || (time && !readTime(time)))
    return null;
  if (readFlightNumber(token) || readDate(token)) return null;
  const parts = [...(dh ? [dh] : []), flight, from, ...(to ? [to] : []), ...(time ? [time] : [])];
  // "0038/BHXDXB": a number joined to its route by a slash is the leg's flight, however many digits it has.
  return token.includes('/') ? { parts, timed: !!time, slashed: true } : { parts, timed: !!time };
}

/**
 * The cells of a text line with glued tokens split. An airport-time token that could also be a flight number is
 * split only when the line has another flight number or another airport-time token (so "KLM1234 AMS 0900 LHR
 * 1000" keeps its flight number).
 */
export function splitGlued(cells: Cell[], hints: LayoutHints): Cell[] {
  let found = false;
  const prefixed: (ReturnType<typeof digitFlight> | undefined)[] = [];
  const glued: (ReturnType<typeof airportTime> | undefined)[] = [];
  const sectors: ([string, string] | null)[] = [];
  const flightPorts: (ReturnType<typeof flightAirport> | undefined)[] = [];
  const runs: (ReturnType<typeof gluedRun> | undefined)[] = [];
  let flightPorted = false;
  let gluedCount = 0;
  let unsure = false;
  const opening = cells[0] && hints.leadDays !== false ? dayFlight(trimToken(cells[0].text)) : null;
  // The code opens the line, or the activity column after the roster's position word ("14 Sun FO R2NRT 12:00").
  const positions = hints.positionWords;
  const activity = positions
    ? cells.findIndex((_, i) => i > 0 && positions.has(cells[i - 1]?.text ?? ''))
    : -1;
  const markerAt = Math.max(activity, 0);
  const marker = cells[markerAt] && !opening ? codeStation(trimToken((cells[markerAt] as Cell).text)) : null;
  for (let i = 0; i < cells.length; i++) {
    const raw = (cells[i] as Cell).text;
    if (raw.length < 4) continue; // neither shape fits: no allocation for most tokens
    const w = trimToken(raw);
    const d = digitFlight(w);
    if ((i === 0 && opening) || (i === markerAt && marker)) found = true;
    else if (d && (d.sure || hints.digitPrefix)) prefixed[i] = d;
    else {
      sectors[i] = sector(w);
      const g = sectors[i] ? null : airportTime(w);
      if (g) {
        glued[i] = g;
        gluedCount++;
        if (!g.sure) unsure = true;
      }
      flightPorts[i] = sectors[i] || g ? null : flightAirport(w);
      if (flightPorts[i]) flightPorted = true;
      else if (!sectors[i] && !g) {
        runs[i] = gluedRun(w, hints.gluedLegs);
        if (runs[i] && !runs[i]?.timed) flightPorted = true;
      }
    }
    if (prefixed[i] || glued[i] || sectors[i] || flightPorts[i] || runs[i]) found = true;
  }
  if (!found) return cells;
  // A flight number glued to its airport is split only on a line that prints a time (looked for only then).
  const timed =
    flightPorted && cells.some((c, i) => readTime(trimToken(c.text)) || runs[i]?.timed || glued[i]);
  // Another flight number on the line, for an airport-time token that could itself be one.
  let flights = prefixed.filter(Boolean).length;
  if (unsure && gluedCount < 2 && flights === 0)
    for (let i = 0; i < cells.length && flights === 0; i++)
      if (!glued[i] && readFlightNumber(trimToken((cells[i] as Cell).text))) flights++;
  const out: Cell[] = [];
  cells.forEach((cell, i) => {
    const part = (text: string): Cell => ({ ...cell, text });
    const p = prefixed[i];
    const g = glued[i];
    const pair = sectors[i];
    const fp = flightPorts[i];
    if (i === 0 && opening) out.push(part(opening.day), part(opening.flight));
    else if (i === markerAt && marker) out.push(part(marker.code), part(marker.station));
    else if (fp && timed) out.push(part(fp.flight), part(fp.airport));
    else if (runs[i] && (runs[i]?.timed || timed))
      out.push(
        ...(runs[i]?.parts ?? []).map((p) =>
          runs[i]?.slashed && p === runs[i]?.parts.find((q) => q !== 'DH')
            ? { ...part(p), role: 'flight' as const }
            : part(p),
        ),
      );
    else if (pair) out.push(part(pair[0]), part(pair[1]));
    else if (p) out.push(part(p.digit), part(p.flight));
    else if (g && (g.sure || gluedCount >= 2 || flights > 0)) out.push(part(g.airport), part(g.time));
    else out.push(cell);
  });
  return out;
}
