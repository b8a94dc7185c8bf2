/** CSV export (spec §9: Roster_{start}_{end}.csv): one row per duty, UTC ISO times. */
import type { RosterEvent } from '@crewroster/shared/schemas';
import { stringify } from 'csv-stringify/sync';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

export function eventsToCsv(events: RosterEvent[]): string {
  return stringify(
    events.map((e) => ({
      type: e.dutyTypeDescription,
      title: e.dutyTitle,
      subtitle: e.dutySubtitle ?? '',
      start_utc: iso(e.dutyStartTimestamp),
      end_utc: iso(e.dutyEndTimestamp),
      all_day: e.dutyIsAllDay ? 'yes' : 'no',
      departure: e.departure.IATA ?? '',
      arrival: e.arrival.IATA ?? '',
      code: e.dutyNonFlyCode ?? '',
    })),
    { header: true },
  );
}

export const exportFileName = (start: string, end: string, extension: 'csv' | 'pdf') =>
  `Roster_${start}_${end}.${extension}`;
