/**
 * Which time zone a duty's times show in (issue 15, "times as crew read them"), shared by the dashboard and the
 * API's CSV and PDF exports so both agree. The `time_display` preference chooses:
 * - `utc`: the time-zone setting (`profile_fridge_timezone`, UTC unless changed), as before the switch existed;
 * - `local`: the local time of the airport where each time happens (start: departure, end: arrival);
 * - `home`: the time of the user's home-base airport.
 * Pure functions over `Intl.DateTimeFormat`: no time-zone data of our own to keep up to date.
 */

export const TIME_DISPLAYS = ['utc', 'local', 'home'] as const;
export type TimeDisplay = (typeof TIME_DISPLAYS)[number];

/** What a zone choice needs: the preference, the time-zone setting and the home base's zone (if known). */
export interface ZoneChoice {
  display: TimeDisplay;
  /** The time-zone setting; also the zone of times that belong to no airport when nothing better is known. */
  settingZone: string;
  homeZone: string | null;
}

/** The airports' zones of a duty (null: no airport, or an airport without a known zone). */
export interface DutyZones {
  departure: string | null;
  arrival: string | null;
}

const knownZones = new Map<string, boolean>();

/** Is `zone` an IANA zone this runtime knows? (Remembered: a formatter per question is slow, and a roster asks often.) */
export function isKnownZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: zones come from airports and settings, but a hostile value must not grow this without end.
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}

export const isUtcZone = (zone: string) => ['UTC', 'Etc/UTC', 'GMT', 'Zulu', 'Etc/Zulu'].includes(zone);

/** The choice from preferences (unknown values and zones fall back to UTC) and the home base's zone. */
export function zoneChoice(
  preferences: Readonly<Record<string, string>> | undefined,
  homeZone: string | null | undefined,
): ZoneChoice {
  const display = (TIME_DISPLAYS as readonly string[]).includes(preferences?.time_display ?? '')
    ? (preferences?.time_display as TimeDisplay)
    : 'utc';
  const setting = preferences?.profile_fridge_timezone;
  return {
    display,
    settingZone: isKnownZone(setting) ? setting : 'UTC',
    homeZone: isKnownZone(homeZone) ? homeZone : null,
  };
}

/** The zone of times that belong to no airport (the "updated at" of a roster, a day off). */
export function defaultZone(choice: ZoneChoice): string {
  return choice.display === 'utc' ? choice.settingZone : (choice.homeZone ?? choice.settingZone);
}

/**
 * The zones a duty's start and end show in. Local time: the start at the departure airport and the end at the
 * arrival; a duty at one airport (a hotel, standby at the airport) uses it for both; a duty without airports
 * (a day off) falls back to the home base, where crew are when not away.
 */
export function dutyZones(zones: DutyZones, choice: ZoneChoice): { start: string; end: string } {
  if (choice.display !== 'local') {
    const zone = defaultZone(choice);
    return { start: zone, end: zone };
  }
  const departure = isKnownZone(zones.departure) ? zones.departure : null;
  const arrival = isKnownZone(zones.arrival) ? zones.arrival : null;
  const fallback = defaultZone(choice);
  return { start: departure ?? arrival ?? fallback, end: arrival ?? departure ?? fallback };
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `zone`'s clock at `seconds`, read with Intl (slow: a year of duties called it thousands of times on /home). */
function intlWallClock(seconds: number, zone: string): WallClock {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(new Date(seconds * 1000));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes east of UTC of `zone` at `seconds`, read with Intl. */
function intlOffset(seconds: number, zone: string): number {
  const c = intlWallClock(seconds, zone);
  const asUtc = Date.UTC(
    Number(c.year),
    Number(c.month) - 1,
    Number(c.day),
    Number(c.hour),
    Number(c.minute),
  );
  return Math.round((asUtc - Math.floor(seconds / 60) * 60_000) / 60_000);
}

const DAY = 86_400;
/** Zones change offset only on a quarter hour: within one, the offset is read once. */
const SLOT = 900;
const MAX_ENTRIES = 20_000;
/**
 * Minutes east of UTC per `zone@day` (NaN: the offset changes that UTC day) and per `zone@day@slot` on those days.
 * A day whose first and last minute share an offset keeps it throughout (two changes that cancel out within one day
 * do not happen), so a year of duties reads Intl about twice a day per zone instead of several times per duty.
 */
const offsets = new Map<string, number>();

function remembered(key: string, read: () => number): number {
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = read();
    if (offsets.size >= MAX_ENTRIES) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function zoneOffset(seconds: number, zone: string): number {
  if (zone === 'UTC') return 0;
  const day = Math.floor(seconds / DAY);
  const whole = remembered(`${zone}@${day}`, () => {
    const first = intlOffset(day * DAY, zone);
    return first === intlOffset((day + 1) * DAY - 60, zone) ? first : Number.NaN;
  });
  if (!Number.isNaN(whole)) return whole;
  const slot = Math.floor(seconds / SLOT);
  return remembered(`${zone}@${day}@${slot}`, () => intlOffset(slot * SLOT, zone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date and clock time of `seconds` (epoch) in `zone`, zero-padded. */
export function wallClock(seconds: number, zone: string): WallClock {
  const local = new Date((seconds + zoneOffset(seconds, zone) * 60) * 1000);
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: pad(local.getUTCMonth() + 1),
    day: pad(local.getUTCDate()),
    hour: pad(local.getUTCHours()),
    minute: pad(local.getUTCMinutes()),
  };
}

/** yyyy-MM-dd of `seconds` in `zone`: the day a time is listed under. */
export function dayIn(seconds: number, zone: string): string {
  const c = wallClock(seconds, zone);
  return `${c.year}-${c.month}-${c.day}`;
}

/** Minutes east of UTC of `zone` at `seconds` (DST included). */
export function offsetMinutes(seconds: number, zone: string): number {
  return zoneOffset(seconds, zone);
}

/** "UTC", "UTC+8", "UTC-3:30": the offset as crew write it. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const m = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** "+01:00" for ISO 8601 times (CSV). */
export function isoOffset(minutes: number): string {
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  return `${minutes > 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A duty whose end shows at another UTC offset than its start: the offsets, for a "UTC+8 → UTC+10" mark. */
export function zoneChange(
  start: number,
  end: number,
  zones: { start: string; end: string },
): { from: string; to: string } | null {
  const from = offsetMinutes(start, zones.start);
  const to = offsetMinutes(end, zones.end);
  return from === to ? null : { from: offsetLabel(from), to: offsetLabel(to) };
}

/** The zones of a duty's times; all-day duties are calendar days stored as UTC midnights, so they stay in UTC. */
export function eventZones(
  event: {
    dutyIsAllDay: boolean;
    departure: { timezone?: string | null };
    arrival: { timezone?: string | null };
  },
  choice: ZoneChoice,
): { start: string; end: string } {
  if (event.dutyIsAllDay) return { start: 'UTC', end: 'UTC' };
  return dutyZones(
    { departure: event.departure.timezone ?? null, arrival: event.arrival.timezone ?? null },
    choice,
  );
}
