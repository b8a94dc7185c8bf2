/**
 * iCalendar of the user's duties, for the live calendar subscription. It honours the calendar preferences
 * (spec §3): the calendar name (`rostername`), flights aggregated per duty (`output_ical_aggregate_flights`), the
 * summary/location/description formats of flights and reports (`output_ical_*`), and an alarm before reporting
 * (`report_add_alarm_iata`, 999 = every airport; `report_add_alarm_seconds`, 0 = none). Times are UTC; every
 * event has a stable UID (duty-keys.ts) so calendar apps update it in place on each refresh.
 */
import type { RosterEvent } from '@crewroster/shared/schemas';
import ICAL from 'ical.js';
import { dutyKeys } from './duty-keys.ts';
import { type AirportNames, flightText, reportText } from './ics-formats.ts';

const FLIGHT = 2;
const REPORTS = new Set([5, 23]); // report, check in
/** Ground time up to which flights (and a report before them) belong to one duty. */
const SAME_DUTY_SECONDS = 6 * 3600;
/** How often calendar apps should fetch the subscription again. */
export const FEED_REFRESH = 'PT1H';
const ALL_AIRPORTS = '999';

export interface IcsOptions {
  preferences: Record<string, string>;
  /** Domain part of the UIDs. */
  host: string;
  airports: AirportNames;
  now: Date;
}

interface Entry {
  events: RosterEvent[];
  summary: string;
  location: string;
  description: string;
  /** The station for the report alarm, when this entry starts a duty. */
  alarmStation: string | null;
}

const utcTime = (seconds: number) => ICAL.Time.fromJSDate(new Date(seconds * 1000), true);
const utcDate = (day: number) => {
  const time = ICAL.Time.fromJSDate(new Date(day * 86_400_000), true);
  time.isDate = true;
  return time;
};

function otherEntry(e: RosterEvent): Entry {
  return {
    events: [e],
    summary: e.dutyTitle,
    location: [...new Set([e.departure.IATA, e.arrival.IATA].filter(Boolean))].join(' – '),
    description: [e.dutyTypeDescription, e.dutySubtitle, e.dutyAdditional].filter(Boolean).join('\n'),
    alarmStation: null,
  };
}

const byStart = (events: readonly RosterEvent[]) =>
  [...events].sort((a, b) => a.dutyStartTimestamp - b.dutyStartTimestamp);

/**
 * The flight a report leads to: the first flight starting at or after it, if it starts within the ground time
 * after the report ends. Binary search over the flights by start (the feed is built in O(n log n), not O(n²)).
 */
function nextFlightFinder(events: readonly RosterEvent[]): (e: RosterEvent) => RosterEvent | undefined {
  const flights = byStart(events.filter((e) => e.dutyType === FLIGHT));
  return (e) => {
    let lo = 0;
    let hi = flights.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((flights[mid] as RosterEvent).dutyStartTimestamp < e.dutyStartTimestamp) lo = mid + 1;
      else hi = mid;
    }
    const f = flights[lo];
    return f && f.dutyStartTimestamp - e.dutyEndTimestamp <= SAME_DUTY_SECONDS ? f : undefined;
  };
}

/** A flight starts a duty when no report or flight starting before it ends within the ground time before it. */
function dutyStarts(events: readonly RosterEvent[]): (f: RosterEvent) => boolean {
  const starts = new Set<RosterEvent>();
  const sorted = byStart(events);
  let latestEnd = -Infinity; // of the flights and reports starting before the current start
  for (let i = 0; i < sorted.length; ) {
    const start = (sorted[i] as RosterEvent).dutyStartTimestamp;
    let j = i;
    for (; j < sorted.length && (sorted[j] as RosterEvent).dutyStartTimestamp === start; j++)
      if (start - latestEnd > SAME_DUTY_SECONDS) starts.add(sorted[j] as RosterEvent);
    for (; i < j; i++) {
      const e = sorted[i] as RosterEvent;
      if (e.dutyType === FLIGHT || REPORTS.has(e.dutyType))
        latestEnd = Math.max(latestEnd, e.dutyEndTimestamp);
    }
  }
  return (f) => starts.has(f);
}

/** Groups the duties into calendar entries with their texts. */
function entries(events: RosterEvent[], options: IcsOptions): Entry[] {
  const p = options.preferences;
  const names = options.airports;
  const nextFlight = nextFlightFinder(events);
  const startsDuty = dutyStarts(events);
  const aggregate = p.output_ical_aggregate_flights === '1';
  const out: Entry[] = [];
  for (const e of events) {
    if (REPORTS.has(e.dutyType)) {
      const next = nextFlight(e);
      const station = e.departure.IATA ?? next?.departure.IATA ?? null;
      out.push({
        events: [e],
        summary: reportText(p.output_ical_summary_rep ?? '', e, station, next, names),
        location: reportText(p.output_ical_location_rep ?? '', e, station, next, names),
        description: reportText(p.output_ical_description_rep ?? '', e, station, next, names),
        alarmStation: station,
      });
      continue;
    }
    if (e.dutyType !== FLIGHT) {
      out.push(otherEntry(e));
      continue;
    }
    const texts = {
      summary: flightText(p.output_ical_summary_flt ?? '', e, names),
      location: flightText(p.output_ical_location_flt ?? '', e, names),
      description: flightText(p.output_ical_description_flt ?? '', e, names),
    };
    const previous = out.at(-1);
    const last = previous?.events.at(-1);
    if (
      aggregate &&
      previous &&
      last?.dutyType === FLIGHT &&
      e.dutyStartTimestamp - last.dutyEndTimestamp <= SAME_DUTY_SECONDS
    ) {
      previous.events.push(e);
      previous.summary = `${previous.summary} / ${texts.summary}`;
      previous.description = `${previous.description}\n${texts.description}`;
      continue;
    }
    out.push({ events: [e], ...texts, alarmStation: startsDuty(e) ? e.departure.IATA : null });
  }
  return out;
}

function alarm(entry: Entry, preferences: Record<string, string>): ICAL.Component | null {
  const seconds = Number(preferences.report_add_alarm_seconds ?? 0);
  const station = preferences.report_add_alarm_iata ?? ALL_AIRPORTS;
  if (!(seconds > 0) || !entry.alarmStation) return null;
  if (station !== ALL_AIRPORTS && station.toUpperCase() !== entry.alarmStation) return null;
  const valarm = new ICAL.Component('valarm');
  valarm.addPropertyWithValue('action', 'DISPLAY');
  valarm.addPropertyWithValue('description', entry.summary || 'Report');
  valarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-seconds));
  return valarm;
}

// ical.js escapes only the properties it knows as TEXT; RFC 7986 NAME and X-WR-CALNAME would be written raw.
for (const name of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[name] ??= { defaultType: 'text' };

export function eventsToIcs(events: RosterEvent[], options: IcsOptions): string {
  const p = options.preferences;
  // One line of text: a CR/LF would start a new property or component in the feed.
  const name = (p.rostername ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim() || 'CrewRoster';
  const keys = dutyKeys(events);
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//CrewRoster//Roster//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('name', name);
  calendar.addPropertyWithValue('x-wr-calname', name);
  calendar.addPropertyWithValue('x-wr-timezone', 'UTC');
  // ical.js writes the VALUE=DURATION parameter RFC 7986 requires by itself.
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString(FEED_REFRESH));
  calendar.addPropertyWithValue('x-published-ttl', FEED_REFRESH);
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const entry of entries(events, options)) {
    const first = entry.events[0] as RosterEvent;
    const last = entry.events.at(-1) as RosterEvent;
    const vevent = new ICAL.Component('vevent');
    const key = keys.get(first.dutyId);
    vevent.addPropertyWithValue('uid', `${entry.events.length > 1 ? 'duty-' : ''}${key}@${options.host}`);
    vevent.addPropertyWithValue('dtstamp', stamp);
    if (first.dutyIsAllDay && entry.events.length === 1) {
      const startDay = Math.floor(first.dutyStartTimestamp / 86_400);
      const endDay = Math.max(startDay + 1, Math.ceil(first.dutyEndTimestamp / 86_400));
      vevent.addPropertyWithValue('dtstart', utcDate(startDay));
      vevent.addPropertyWithValue('dtend', utcDate(endDay));
    } else {
      vevent.addPropertyWithValue('dtstart', utcTime(first.dutyStartTimestamp));
      vevent.addPropertyWithValue('dtend', utcTime(last.dutyEndTimestamp));
    }
    vevent.addPropertyWithValue('summary', entry.summary || first.dutyTitle);
    if (entry.location) vevent.addPropertyWithValue('location', entry.location);
    if (entry.description) vevent.addPropertyWithValue('description', entry.description);
    vevent.addPropertyWithValue('transp', first.dutyType === 1 ? 'TRANSPARENT' : 'OPAQUE');
    const valarm = alarm(entry, p);
    if (valarm) vevent.addSubcomponent(valarm);
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}
