import { DUTY_TYPES } from '@crewroster/shared/schemas';
import ICAL from 'ical.js';
import { classifyDuty, classifyText, FLIGHT_NUMBER } from '../classify.ts';
import { foreignLeg, ownAirlineOrBare } from '../engine/airline-legs.ts';
import { isLeg } from '../engine/close-around-legs.ts';
import { readRoster } from '../engine/index.ts';
import { zoneOf } from '../engine/zone.ts';
import { isValidZone, pad2, utcToEpoch, zonedToEpoch } from '../time.ts';
import type { ParseContext, ParsedDuty, Stamp, TextParser } from '../types.ts';

const ROUTE = /\b([A-Z]{3})\s*(?:-|–|—|→|>|\/|to)\s*([A-Z]{3})\b/;
/**
 * A route between two places named with their codes in brackets ("Amsterdam (AMS) → London (LHR)", "Moscow (SVO |
 * Sheremetyevo (B)) → Irkutsk (IKT | Irkutsk)"), as crew apps title a flight's event.
 */
const NAMED_ROUTE = /\(([A-Z]{3})\b[^→>]{0,60}?\s(?:→|->|>|–|—|-|to)\s[^()→>]{0,40}\(([A-Z]{3})\b/;
/** The sectors printed in an event's description ("KZR - DUS"), as ROUTE reads one. */
const SECTOR = new RegExp(ROUTE.source, 'g');
const FLIGHT_IN_TEXT = /\b((?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?)\b/;

/**
 * iCalendar (VEVENT). DTSTART/DTEND in UTC, with a TZID (an IANA name, else the file's own VTIMEZONE), or
 * floating (read as UTC). DATE values are all-day events: the UTC calendar days from DTSTART up to the day
 * before DTEND. Recurrence rules are not expanded (crew systems export every duty as its own event).
 * The summary decides the duty: a flight number with a route (KL123 AMS-JFK) is a flight; otherwise the first
 * word as a duty code (SBY, DO, CI, ...), then keywords of summary and description. An event whose description
 * is a roster of its own, with the duty's legs ("FLY (AYT-CPH-AYT)": "570 02:53 06:44 AYT - CPH"), is those legs
 * and the report and release around them (legsInDescription).
 */
export const icsParser: TextParser = {
  name: 'ics',
  detect: (text) => /^\s*BEGIN:VCALENDAR/i.test(text),
  parse(text, ctx) {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const zones = new Map<string, ICAL.Timezone>();
    for (const vtz of root.getAllSubcomponents('vtimezone')) {
      const tzid = String(vtz.getFirstPropertyValue('tzid') ?? '');
      if (tzid && isPlainZone(vtz)) zones.set(tzid, new ICAL.Timezone({ component: vtz, tzid }));
    }
    const duties: ParsedDuty[] = [];
    const transfers: ParsedDuty[] = [];
    for (const vevent of root.getAllSubcomponents('vevent')) {
      const start = readTime(vevent.getFirstProperty('dtstart'), zones);
      if (!start) continue;
      let end = readTime(vevent.getFirstProperty('dtend'), zones);
      if (!end) {
        const duration = vevent.getFirstPropertyValue('duration');
        end =
          duration instanceof ICAL.Duration
            ? { epoch: start.epoch + duration.toSeconds(), allDay: start.allDay }
            : { epoch: start.allDay ? start.epoch + 86_400 : start.epoch, allDay: start.allDay };
      }
      const summary = String(vevent.getFirstPropertyValue('summary') ?? '').trim();
      const description = String(vevent.getFirstPropertyValue('description') ?? '').trim();
      const location = String(vevent.getFirstPropertyValue('location') ?? '').trim();
      const legs =
        (start.floating ? legsOnWallClock(description, start.epoch, ctx) : null) ??
        legsInDescription(description, summary, start.epoch, ctx);
      if (legs) duties.push(...legs);
      else {
        const duty = toDuty(summary, description, location, start, end);
        duties.push(duty);
        transfers.push(...transfersInDescription(description, duty, ctx));
      }
    }
    // A transfer a description prints is added unless the calendar has it already (an event of its own, or
    // another event's description), to the minute. By keys, not by pairs: a calendar may have thousands of events.
    const minutes = (d: ParsedDuty) =>
      [stampEpoch(d.start), stampEpoch(d.end)].map((e) => Math.round((e ?? 0) / 60));
    const known = new Set<string>();
    const remember = (d: ParsedDuty) => {
      const [start = 0, end = 0] = minutes(d);
      for (const ds of [-1, 0, 1]) for (const de of [-1, 0, 1]) known.add(`${start + ds} ${end + de}`);
    };
    positionForeignLegs(duties);
    for (const d of duties) if (d.type === DUTY_TYPES.transport) remember(d);
    for (const t of transfers)
      if (!known.has(minutes(t).join(' '))) {
        duties.push(t);
        remember(t);
      }
    return duties;
  },
};

/**
 * The calendar's legs as a whole tell the crew's airline, as a roster's do (airline-legs.ts): each event is read on
 * its own, so a leg of another airline is made a positioning leg here.
 */
function positionForeignLegs(duties: ParsedDuty[]): void {
  const legs = duties.filter((d) => d.type === DUTY_TYPES.flight);
  const facts = legs.map((d) => ({ code: d.title, bare: /^\d/.test(d.title), passive: false }));
  const own = ownAirlineOrBare(facts);
  legs.forEach((leg, k) => {
    if (foreignLeg(facts[k] as (typeof facts)[number], own).positioning) leg.type = DUTY_TYPES.positioning;
  });
}

/** Rule parts real zones never use; with them a 300-byte VTIMEZONE expands to millions of transitions. */
const FINE_GRAINED_PARTS = ['BYHOUR', 'BYMINUTE', 'BYSECOND', 'BYYEARDAY', 'BYWEEKNO'];

/**
 * A VTIMEZONE as time-zone databases write them: a few observances, yearly rules from a sane first year, few
 * explicit dates. ical.js expands rules from DTSTART onwards, so anything else (a per-minute rule, year 1) is
 * ignored and its times are read like those of an unknown zone.
 */
function isPlainZone(vtz: ICAL.Component): boolean {
  const observances = vtz.getAllSubcomponents();
  if (observances.length > 24) return false;
  let explicitDates = 0;
  for (const observance of observances) {
    const start = observance.getFirstPropertyValue('dtstart');
    if (!(start instanceof ICAL.Time) || start.year < 1583) return false;
    for (const rdate of observance.getAllProperties('rdate')) explicitDates += rdate.getValues().length;
    for (const rrule of observance.getAllProperties('rrule')) {
      const recur = rrule.getFirstValue();
      if (!(recur instanceof ICAL.Recur) || recur.freq !== 'YEARLY') return false;
      const parts = recur.parts as Record<string, unknown[] | undefined>;
      if (FINE_GRAINED_PARTS.some((part) => parts[part]?.length)) return false;
      if (Object.values(parts).some((values) => (values?.length ?? 0) > 12)) return false;
    }
  }
  return explicitDates <= 200;
}

interface ReadTime {
  epoch: number;
  allDay: boolean;
  /** A time without a zone ('DTSTART:20260504T110500'): a wall clock, its epoch read as if UTC. */
  floating?: boolean;
}

function readTime(prop: ICAL.Property | null, zones: Map<string, ICAL.Timezone>): ReadTime | null {
  if (!prop) return null;
  const value = prop.getFirstValue();
  // Rosters are about now; far years would only make zone rules expand for nothing.
  if (!(value instanceof ICAL.Time) || value.year < 1900 || value.year > 2200) return null;
  const date = `${value.year}-${pad2(value.month)}-${pad2(value.day)}`;
  if (value.isDate) return { epoch: Date.UTC(value.year, value.month - 1, value.day) / 1000, allDay: true };
  const time = `${pad2(value.hour)}:${pad2(value.minute)}`;
  const seconds = value.second;
  const tzid = prop.getParameter('tzid');
  const tz = typeof tzid === 'string' ? tzid : undefined;
  if (value.zone === ICAL.Timezone.utcTimezone || !tz) {
    // UTC, or floating (no zone): read as UTC.
    return {
      epoch: Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, seconds) / 1000,
      allDay: false,
      ...(value.zone === ICAL.Timezone.utcTimezone ? {} : { floating: true }),
    };
  }
  if (isValidZone(tz)) return { epoch: zonedToEpoch(date, time, tz) + seconds, allDay: false };
  const own = zones.get(tz);
  if (own) {
    const t = value.clone();
    t.zone = own;
    return { epoch: t.toUnixTime(), allDay: false };
  }
  return {
    epoch: Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, seconds) / 1000,
    allDay: false,
  };
}

function toDuty(
  summary: string,
  description: string,
  location: string,
  start: ReadTime,
  end: ReadTime,
): ParsedDuty {
  const text = `${summary} ${description}`;
  const flight = FLIGHT_IN_TEXT.exec(summary);
  // Places named with their codes only on a flight's title ('SBY (CDG) - Home (ORY)' names no route).
  const route = ROUTE.exec(summary) ?? (flight ? NAMED_ROUTE.exec(summary) : null) ?? ROUTE.exec(description);
  const station = /^[A-Z]{3}$/.test(location) ? location : /\b([A-Z]{3})\b/.exec(location)?.[1];
  // A summary opening with a flight number, its airline apart ("VA 123"): the flight, not a code 'VA'.
  const opening =
    flight && summary.trimStart().startsWith(flight[0]) ? (flight[1] ?? '').replace(' ', '') : null;
  const firstWord = opening && FLIGHT_NUMBER.test(opening) ? opening : (summary.split(/[\s:,-]+/)[0] ?? '');
  let type: number;
  if (route && /\b(DH|DHD|PAX|POS|deadhead|positioning)\b/i.test(text)) type = DUTY_TYPES.positioning;
  else if (route && flight && FLIGHT_NUMBER.test((flight[1] ?? '').replace(' ', '')))
    type = DUTY_TYPES.flight;
  else {
    type = classifyDuty(firstWord, text);
    if (type === DUTY_TYPES.unknown) type = classifyText(text);
  }
  // A timed event from one airport to another that is no flight ("GRD1319  DUS-CGN"): a move by road or rail,
  // whatever its code otherwise names (GRD: ground school elsewhere), as the engine reads such a row.
  const moves = !!route && route[1] !== route[2] && !start.allDay;
  const stays: number[] = [DUTY_TYPES.flight, DUTY_TYPES.positioning, DUTY_TYPES.hotel, DUTY_TYPES.layover];
  if (moves && !stays.includes(type)) type = DUTY_TYPES.transport;
  const isLeg = type === DUTY_TYPES.flight || type === DUTY_TYPES.positioning;
  const allDay = start.allDay;
  // An all-day DTEND is exclusive: the event ends one second before that midnight.
  const endEpoch =
    allDay && end.allDay && end.epoch > start.epoch ? end.epoch - 1 : Math.max(end.epoch, start.epoch);
  return {
    type,
    title: isLeg && flight ? (flight[1] ?? '').replace(' ', '') : summary || 'Event',
    subtitle: isLeg && route ? `${route[1]} - ${route[2]}` : null,
    nonFlyCode: isLeg ? null : firstWord.toUpperCase() || null,
    additional: description || null,
    start: start.epoch,
    end: endEpoch,
    allDay,
    departure: isLeg && route ? (route[1] ?? '') : (station ?? null),
    arrival: isLeg && route ? (route[2] ?? '') : (station ?? null),
  };
}

/** Epoch seconds of an engine stamp, in its zone (an airport's from the engine's airport index). */
function stampEpoch(stamp: Stamp): number | null {
  if (typeof stamp === 'number') return stamp;
  const { date, time, zone } = stamp;
  if (zone.kind === 'utc') return utcToEpoch(date, time);
  const name = zone.kind === 'iana' ? zone.name : zoneOf(zone.iata);
  return name ? zonedToEpoch(date, time, name) : null;
}

/**
 * Whether the sectors of a duty fly an event summary's route: the route's stations are the sectors' chain (first
 * departure, then each arrival), or that chain shortened to some of its stops ("FLY (AYT-COV-AYT)" for AYT-BER,
 * BER-COV, COV-DUS, DUS-AYT), in order, from the same first departure to the same last arrival.
 */
export function summaryRouteAgrees(
  route: readonly string[],
  legs: readonly Pick<ParsedDuty, 'departure' | 'arrival'>[],
): boolean {
  const first = legs[0];
  if (!first || route.length < 2) return false;
  const chain = [first.departure, ...legs.map((l) => l.arrival)];
  if (chain[0] !== route[0] || chain[chain.length - 1] !== route[route.length - 1]) return false;
  let k = 0;
  for (const stop of chain) if (stop === route[k]) k++;
  return k === route.length;
}

/** Whether every leg read is one of the printed sectors, in their order (a leg read wrong is none of them). */
export function isInOrder(
  legs: readonly Pick<ParsedDuty, 'departure' | 'arrival'>[],
  sectors: readonly Pick<ParsedDuty, 'departure' | 'arrival'>[],
): boolean {
  let k = 0;
  for (const leg of legs) {
    while (
      k < sectors.length &&
      (sectors[k]?.departure !== leg.departure || sectors[k]?.arrival !== leg.arrival)
    )
      k++;
    if (k++ >= sectors.length) return false;
  }
  return true;
}

/** A line opening with a word and two times ("Transport   00:14  00:34"): a timed row of its own. */
const TIMED_ROW = /^\p{L}[\p{L} -]*\s+\d{1,2}:\d{2}\s+\d{1,2}:\d{2}\b/mu;

/**
 * The ground transfers an event's description prints as timed rows of their own, inside the event (a layover event
 * "NON-FLY (EZS)": "Transport 00:14 00:34", "Hotel 00:34 23:10", "Transport 23:10 23:30"), read by the roster
 * engine: the event stays one duty, as its summary says, and a transfer is a duty of another kind beside it. None
 * for an event that is itself a transfer or a leg.
 */
function transfersInDescription(description: string, event: ParsedDuty, ctx: ParseContext): ParsedDuty[] {
  if (event.type === DUTY_TYPES.transport || isLeg(event) || !TIMED_ROW.test(description)) return [];
  const from = stampEpoch(event.start);
  const to = stampEpoch(event.end);
  if (from === null || to === null) return [];
  return readRoster(description, ctx).duties.filter((d) => {
    if (d.type !== DUTY_TYPES.transport) return false;
    const start = stampEpoch(d.start);
    const end = stampEpoch(d.end);
    return start !== null && end !== null && start >= from - 60 && end <= to + 60 && start <= end;
  });
}

/**
 * An event's description read as a roster; one that prints no date ("Reporting time : 2000" / "4646  - HAJ  (2045)
 * - LGG  (2155)", a crew app's notes) is dated by the event's start, its UTC day when the notes say their times are
 * UTC.
 */
function readDescription(description: string, start: number, ctx: ParseContext): { duties: ParsedDuty[] } {
  try {
    const read = readRoster(description, ctx);
    if (read.duties.some(isLeg)) return read;
  } catch {
    // No dates in it: dated by the event below.
  }
  // Its times' "+1" ("0158⁺¹") counts from the duty's first day, which may be the day before the event's.
  for (const back of [0, 1]) {
    const day = new Date((start - back * 86_400) * 1000).toISOString().slice(0, 10);
    try {
      const read = readRoster(`${day}\n${description}`, ctx);
      const first = read.duties[0] ? stampEpoch(read.duties[0].start) : null;
      if (first !== null && Math.abs(first - start) < 60) return read;
    } catch {
      // Not a roster this way.
    }
  }
  return { duties: [] };
}

/**
 * The legs an event with floating times prints in its description, undated, each time on its station's clock
 * ("GB 3109  RFD → MIA  STD 1205  STA 1607"): the event's start is the duty's report on the clock of its first
 * departure, so the legs are dated from the event's day, or the next when the first leg's clock is earlier than the
 * report's (a report at 23:40, the leg at 00:40). Taken when the first leg leaves within six hours of the report;
 * null otherwise (the event stays one duty).
 */
function legsOnWallClock(description: string, report: number, ctx: ParseContext): ParsedDuty[] | null {
  if (!description.includes('\n') || !ROUTE.test(description)) return null;
  for (const ahead of [0, 1]) {
    const day = new Date((report + ahead * 86_400) * 1000).toISOString().slice(0, 10);
    try {
      // The description keeps the event's clock: its times are the stations' own.
      const { duties } = readRoster(`All times local\n${day}\n${description}`, ctx);
      const first = duties.find(isLeg)?.start;
      if (!first || typeof first === 'number') continue;
      const wall = Date.parse(`${first.date}T${first.time}:00Z`) / 1000;
      if (wall >= report && wall - report <= 6 * 3600) return duties;
    } catch {
      // Not a roster this way.
    }
  }
  return null;
}

/**
 * The duties of an event's description when it prints the duty's legs (a crew system's export of a whole duty as
 * one event, CrewAccess's "FLY (AYT-CPH-AYT)"), read by the roster engine; null unless the reading agrees with the
 * event: it starts when the event does, and its legs fly the summary's route, or they are sectors it prints and
 * those sectors fly it (summaryRouteAgrees). Otherwise the
 * event stays one duty, as its summary says.
 */
function legsInDescription(
  description: string,
  summary: string,
  start: number,
  ctx: ParseContext,
): ParsedDuty[] | null {
  // Only a description of several lines, of an event with a sector in it, can hold legs: most events are a day off
  // or a standby.
  if (!description.includes('\n') || !(ROUTE.test(description) || ROUTE.test(summary))) return null;
  const { duties } = readDescription(description, start, ctx);
  const legs = duties.filter(isLeg);
  const route = /\b[A-Z]{3}(?:-[A-Z]{3})+\b/.exec(summary)?.[0];
  if (legs.length === 0) return null;
  if (route) {
    // The legs fly the route, or the description's sectors in order do: the legs and any ground move between them
    // ("Travel ... AYT - KZR", not a leg).
    const sectors = [...description.matchAll(SECTOR)].map((m) => ({ departure: m[1], arrival: m[2] }));
    const stops = route.split('-');
    const agrees =
      summaryRouteAgrees(stops, legs) || (isInOrder(legs, sectors) && summaryRouteAgrees(stops, sectors));
    if (!agrees) return null;
  }
  const first = duties[0] ? stampEpoch(duties[0].start) : null;
  return first !== null && Math.abs(first - start) < 60 ? duties : null;
}
