/**
 * Duty times as the user wants them (spec §3 Preferences, §9; issue 15): date format mdy or dmy, and the clock
 * the `time_display` switch chooses: the time-zone setting (default UTC, with a `Z` suffix), each airport's local
 * time, or the home base's. Which zone each time is read in lives in shared `time-display` (the API's exports use
 * it too). Timestamps are seconds (× 1000 for Date).
 */
import {
  dayIn,
  defaultZone,
  eventZones,
  isUtcZone,
  offsetLabel,
  offsetMinutes,
  type RosterEvent,
  wallClock,
  type ZoneChoice,
  zoneChange,
  zoneChoice,
} from '@crewroster/shared/schemas';

export interface TimePrefs {
  dateformat: 'mdy' | 'dmy';
  /** The zone of times that belong to no airport (a roster's "last checked"). */
  timeZone: string;
  zones: ZoneChoice;
}

/** From the preferences and the home base airport's zone (`/v3/user/me` base). */
export function timePrefs(
  preferences: Record<string, string> | undefined,
  homeZone: string | null = null,
): TimePrefs {
  const zones = zoneChoice(preferences, homeZone);
  return {
    dateformat: preferences?.dateformat === 'dmy' ? 'dmy' : 'mdy',
    timeZone: defaultZone(zones),
    zones,
  };
}

function dateIn(seconds: number, zone: string, dateformat: TimePrefs['dateformat']): string {
  const p = wallClock(seconds, zone);
  return dateformat === 'dmy' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
}

function timeIn(seconds: number, zone: string): string {
  const p = wallClock(seconds, zone);
  return `${p.hour}:${p.minute}${isUtcZone(zone) ? 'Z' : ''}`;
}

export const formatDate = (seconds: number, prefs: TimePrefs) =>
  dateIn(seconds, prefs.timeZone, prefs.dateformat);
export const formatTime = (seconds: number, prefs: TimePrefs) => timeIn(seconds, prefs.timeZone);

/** The calendar day (yyyy-MM-dd) a timestamp falls on in the user's zone, for grouping. */
export const dayKey = (seconds: number, prefs: TimePrefs) => dayIn(seconds, prefs.timeZone);

export interface Span {
  from: string;
  to: string | null;
  /** The end falls on a later day than the start, each read on its own clock. */
  laterDay: boolean;
  /** The end's clock is at another UTC offset than the start's (a flight across zones, in local time). */
  zoneChange: { from: string; to: string } | null;
}

/**
 * When a duty happens, as the list shows it: `from` and, for a duty that ends on a later day (layovers, hotels,
 * trips), `to` with its own date. The start is read on its zone's clock and the end on its own, so the day a duty
 * is listed under follows the chosen zone. All-day duties are calendar days stored as UTC midnights, so their
 * dates are read in UTC (a zone west of UTC would otherwise show the day before).
 */
export function formatSpan(
  start: number,
  end: number,
  allDay: boolean,
  prefs: TimePrefs,
  zones: { start: string; end: string } = { start: prefs.timeZone, end: prefs.timeZone },
): Span {
  const { dateformat } = prefs;
  if (allDay) {
    const last = Math.max(start, end);
    const laterDay = dayIn(last, 'UTC') !== dayIn(start, 'UTC');
    return {
      from: dateIn(start, 'UTC', dateformat),
      to: laterDay ? dateIn(last, 'UTC', dateformat) : null,
      laterDay,
      zoneChange: null,
    };
  }
  const from = `${dateIn(start, zones.start, dateformat)} ${timeIn(start, zones.start)}`;
  const change = zoneChange(start, end, zones);
  if (dayIn(end, zones.end) === dayIn(start, zones.start))
    return { from, to: timeIn(end, zones.end), laterDay: false, zoneChange: change };
  return {
    from,
    to: `${dateIn(end, zones.end, dateformat)} ${timeIn(end, zones.end)}`,
    laterDay: true,
    zoneChange: change,
  };
}

/** A duty's span on the clocks the switch chooses. */
export const eventSpan = (event: RosterEvent, prefs: TimePrefs): Span =>
  formatSpan(
    event.dutyStartTimestamp,
    event.dutyEndTimestamp,
    event.dutyIsAllDay,
    prefs,
    eventZones(event, prefs.zones),
  );

/** "Hong Kong" from "Asia/Hong_Kong": the place part of a zone name, as people say it. */
const zoneName = (zone: string) =>
  isUtcZone(zone) ? 'UTC' : (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/**
 * The clocks of a duty's times for its details ("Local time: Amsterdam (UTC+1) → Hong Kong (UTC+8)"): an i18n
 * key under `times.shownIn` with its values. Null for all-day duties, which have no times.
 */
export function zonesLine(
  event: RosterEvent,
  prefs: TimePrefs,
): { key: string; zone: string; zones: string } | null {
  if (event.dutyIsAllDay) return null;
  const zones = eventZones(event, prefs.zones);
  const at = (seconds: number, zone: string) =>
    isUtcZone(zone) ? 'UTC' : `${zoneName(zone)} (${offsetLabel(offsetMinutes(seconds, zone))})`;
  const start = at(event.dutyStartTimestamp, zones.start);
  const end = at(event.dutyEndTimestamp, zones.end);
  return {
    key: `times.shownIn.${prefs.zones.display}`,
    zone: start,
    zones: start === end ? start : `${start} → ${end}`,
  };
}
