/**
 * Which duties an export contains (spec §3 Preferences): the calendar-filter exclusions (deadhead, standby, day
 * off, report, debrief, simulator, layover), "today onwards" and the duty-code filter (codes to leave out).
 */
import type { RosterEvent } from '@crewroster/shared/schemas';

/** Preference → the duty types it removes (spec §3 duty type codes). */
const EXCLUSIONS: Record<string, number[]> = {
  exclude_tvf: [3], // positioning (deadhead)
  exclude_sby: [8],
  exclude_do: [1],
  exclude_rep: [5, 23],
  exclude_deb: [16, 22],
  exclude_sim: [7],
  exclude_lay: [6, 24],
};

const FLIGHT = 2;

/** The code a duty is known by for the duty-code filter: its roster code, else a non-flight's title. */
export function dutyCode(event: RosterEvent): string {
  return (event.dutyNonFlyCode ?? (event.dutyType === FLIGHT ? '' : event.dutyTitle)).trim().toUpperCase();
}

export function exportFilter(preferences: Record<string, string>, nowSeconds: number) {
  const excluded = new Set(
    Object.entries(EXCLUSIONS).flatMap(([pref, types]) => (preferences[pref] === '1' ? types : [])),
  );
  const codes = new Set(
    (preferences.dutycode_filter ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  );
  const fromToday = preferences.export_todayonwards === '1';
  const startOfToday = Math.floor(nowSeconds / 86_400) * 86_400;
  return (event: RosterEvent) =>
    !excluded.has(event.dutyType) &&
    (codes.size === 0 || !codes.has(dutyCode(event))) &&
    (!fromToday || event.dutyEndTimestamp >= startOfToday);
}
