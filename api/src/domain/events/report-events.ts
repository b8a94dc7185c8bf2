/**
 * "Generate report events" (preference `report_minutes`, spec §3): the report (check-in) duties the roster gives
 * before a duty are events only while it is on. Applied on the server, so the event list and every export agree.
 */
import { DUTY_TYPES, type RosterEvent } from '@crewroster/shared/schemas';
import { DEFAULT_PREFERENCES } from '../user/preferences.ts';

const REPORT_TYPES: ReadonlySet<number> = new Set([DUTY_TYPES.report, DUTY_TYPES.checkIn]);

export function showsReportEvents(preference: string | null | undefined): boolean {
  return (preference ?? DEFAULT_PREFERENCES.report_minutes) !== 'off';
}

/** A report (check-in) duty: shown only while the preference is on. */
export function isReportDuty(dutyType: number): boolean {
  return REPORT_TYPES.has(dutyType);
}

/** The events without their report duties when the preference is off. */
export function withReportPreference(events: RosterEvent[], preference: string | null | undefined) {
  return showsReportEvents(preference) ? events : events.filter((e) => !isReportDuty(e.dutyType));
}
