/**
 * Default user preferences (spec §3 "Preferences", §9 "Defaults"). All values are strings.
 * Stored preferences are merged over these, so a preference added later gets its default.
 */
export const DEFAULT_PREFERENCES: Readonly<Record<string, string>> = {
  citydeals: '0',
  dateformat: 'mdy',
  calendar_weekday: 'monday',
  profile_fridge_timezone: 'UTC',
  distance: 'MI',
  temperature: 'C',
  // On: the report (check-in) times the roster gives stay events (list and exports); off leaves them out.
  report_minutes: 'on',
  dutycode_filter: '',
  auto_delete_roster: '0',
  rostername: 'CrewRoster',
  output_ical_aggregate_flights: '0',
  // calendar_output_formats pks (seeded by migration 0003_settings)
  output_ical_summary_flt: '1001',
  output_ical_location_flt: '1045',
  output_ical_description_flt: '1050',
  output_ical_summary_rep: '2001',
  output_ical_location_rep: '2010',
  output_ical_description_rep: '2020',
  report_add_alarm_iata: '999',
  report_add_alarm_seconds: '0',
  export_todayonwards: '0',
  exclude_tvf: '0',
  exclude_sby: '0',
  exclude_do: '0',
  exclude_rep: '0',
  exclude_deb: '0',
  exclude_sim: '0',
  exclude_lay: '0',
  rb_logbook_export: '0',
  rb_logbook_crew_names: 'all',
  output_safelog_key: '',
  ftl_rules: 'easa',
  // Times as crew read them (issue 15): utc (the time-zone setting), local (each airport's) or home (base's).
  time_display: 'utc',
};

export function withDefaultPreferences(
  stored: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = { ...DEFAULT_PREFERENCES };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}
