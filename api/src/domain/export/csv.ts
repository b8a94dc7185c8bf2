/**
 * CSV export (spec §9: Roster_{start}_{end}.csv): one row per duty, UTC times, in columns logbook apps can map
 * on import (documented in api/README.md, "Exports"); the last columns repeat the times as the user reads them
 * (the time display switch, issue 15) with their UTC offsets.
 */
import {
  eventZones,
  isoOffset,
  offsetMinutes,
  type RosterEvent,
  wallClock,
  type ZoneChoice,
  zoneChoice,
} from '@crewroster/shared/schemas';
import { stringify } from 'csv-stringify/sync';

const FLIGHT_TYPES = new Set([2, 3]); // flight, positioning
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const hhmm = (seconds: number) => {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

export const CSV_COLUMNS = [
  'type',
  'title',
  'subtitle',
  'start_utc',
  'end_utc',
  'all_day',
  'departure',
  'arrival',
  'code',
  'date_utc',
  'block_time',
  'remarks',
  'start',
  'end',
  'date',
] as const;

/** 2025-03-02T07:45:00+01:00: the wall-clock time in `zone` with its offset. */
function shown(seconds: number, zone: string): string {
  const c = wallClock(seconds, zone);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}:00${isoOffset(offsetMinutes(seconds, zone))}`;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection: =, +, -, @, tab, CR first) gets a leading
 * apostrophe, which spreadsheets show as text. Roster text comes from uploaded files, so it is never trusted.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `choice` defaults to UTC (the account's data export). */
export function eventsToCsv(events: RosterEvent[], choice: ZoneChoice = zoneChoice(undefined, null)): string {
  return stringify(
    events.map((e) => {
      const zones = eventZones(e, choice);
      const start = shown(e.dutyStartTimestamp, zones.start);
      return {
        type: e.dutyTypeDescription,
        title: neutraliseCell(e.dutyTitle),
        subtitle: neutraliseCell(e.dutySubtitle ?? ''),
        start_utc: iso(e.dutyStartTimestamp),
        end_utc: iso(e.dutyEndTimestamp),
        all_day: e.dutyIsAllDay ? 'yes' : 'no',
        departure: neutraliseCell(e.departure.IATA ?? ''),
        arrival: neutraliseCell(e.arrival.IATA ?? ''),
        code: neutraliseCell(e.dutyNonFlyCode ?? ''),
        date_utc: iso(e.dutyStartTimestamp).slice(0, 10),
        block_time: FLIGHT_TYPES.has(e.dutyType) ? hhmm(e.dutyEndTimestamp - e.dutyStartTimestamp) : '',
        remarks: neutraliseCell(e.dutyAdditional ?? ''),
        start,
        end: shown(e.dutyEndTimestamp, zones.end),
        date: start.slice(0, 10),
      };
    }),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

/** Roster_{start}_{end}.csv or .pdf (spec §9); an app export's file also names its app (…_logten.json). */
export const exportFileName = (start: string, end: string, extension: 'csv' | 'pdf' | 'json', app?: string) =>
  `Roster_${start}_${end}${app ? `_${app}` : ''}.${extension}`;
