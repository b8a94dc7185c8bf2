/**
 * Which duties an export contains (spec §3 Preferences): the calendar-filter exclusions (deadhead, standby, day
 * off, report, debrief, simulator, layover) and "today onwards".
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

export function exportFilter(preferences: Record<string, string>, nowSeconds: number) {
  const excluded = new Set(
    Object.entries(EXCLUSIONS).flatMap(([pref, types]) => (preferences[pref] === '1' ? types : [])),
  );
  const fromToday = preferences.export_todayonwards === '1';
  const startOfToday = Math.floor(nowSeconds / 86_400) * 86_400;
  return (event: RosterEvent) =>
    !excluded.has(event.dutyType) && (!fromToday || event.dutyEndTimestamp >= startOfToday);
}
