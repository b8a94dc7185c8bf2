/**
 * Settings (spec §3 "Preferences", §5, §9): the preference names, the values each accepts, and the settings
 * forms. Preferences are always strings. The web app validates forms with these schemas; the API validates
 * PUT /v2/user/me/pref with `preferenceValueSchema` (the calendar-format references are also checked against
 * the stored formats there).
 */
import * as v from 'valibot';
import { TIME_DISPLAYS } from './time-display';

export const settingsMessages = {
  calendarNameRequired: 'A name is required.',
  alarmIataRequired: 'IATA is required.',
  safelogKeyRequired: 'API key is required.',
  rosterDeleteNumber: 'Enter a whole number of at least 1.',
  unknownPreference: 'Unknown preference.',
  invalidValue: 'This value is not allowed for this preference.',
  // Not in the spec: limits the API enforces.
  nameTooLong: 'A name may have at most 100 characters.',
  safelogKeyTooLong: 'The API key may have at most 200 characters.',
  dutyCodes: 'Duty codes are letters, digits, - or _, separated by commas.',
  dutyCodeFilterTooLong: 'The duty-code filter may have at most 500 characters.',
  unknownTimeZone: 'Unknown time zone.',
} as const;

/** Alarm station that means every airport (spec §9). */
export const ALL_AIRPORTS = '999';
export const IATA_LENGTH = 3;
/** Trigger steps (spec §9): 5 minutes; 24:00 is the last choice. Stored in seconds, 0 = disabled. */
export const ALARM_STEP_SECONDS = 300;
export const ALARM_MAX_SECONDS = 24 * 3600;
/** Flight summary format hidden from the flight summary list (spec §9). */
export const HIDDEN_FLIGHT_SUMMARY_FORMAT = 1045;
/** Roster auto-delete (spec §4): never 0, when expired -1, or after N (≥ 1) periods exceeded. */
export const AUTO_DELETE_NEVER = '0';
export const AUTO_DELETE_EXPIRED = '-1';

export const DATE_FORMATS = ['mdy', 'dmy'] as const;
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export const DISTANCE_UNITS = ['MI', 'NMI', 'KM'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export const CREW_NAME_OPTIONS = ['all', 'flight_crew', 'none'] as const;
export const ON_OFF = ['on', 'off'] as const;
export const FLAG_VALUES = ['0', '1'] as const;
/** Flight-time limit rule sets of the limits card: EASA ORO.FTL.210 (default) or FAA Part 117 §117.23. */
export const FTL_RULE_SETS = ['easa', 'faa'] as const;

/** Calendar filter preferences (spec §3), in the order the page shows them. */
export const CALENDAR_EXCLUDES = [
  'exclude_tvf',
  'exclude_sby',
  'exclude_do',
  'exclude_rep',
  'exclude_deb',
  'exclude_sim',
  'exclude_lay',
] as const;

/** Preferences that hold a calendar output format pk; `isreport` says which list the pk must come from. */
export const OUTPUT_FORMAT_PREFERENCES = {
  output_ical_summary_flt: { isreport: false },
  output_ical_location_flt: { isreport: false },
  output_ical_description_flt: { isreport: false },
  output_ical_summary_rep: { isreport: true },
  output_ical_location_rep: { isreport: true },
  output_ical_description_rep: { isreport: true },
} as const;
export type OutputFormatPreference = keyof typeof OUTPUT_FORMAT_PREFERENCES;

/** Is `zone` an IANA time zone this runtime knows (or UTC)? */
export function isTimeZone(zone: string): boolean {
  if (zone === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const pick = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, settingsMessages.invalidValue);
const flagValue = pick(FLAG_VALUES);

export const rosterNameSchema = v.pipe(
  v.string(settingsMessages.calendarNameRequired),
  v.trim(),
  v.nonEmpty(settingsMessages.calendarNameRequired),
  v.maxLength(100, settingsMessages.nameTooLong),
);

export const alarmIataSchema = v.pipe(
  v.string(settingsMessages.alarmIataRequired),
  v.trim(),
  v.nonEmpty(settingsMessages.alarmIataRequired),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{3}$/, settingsMessages.alarmIataRequired),
);

/** Seconds: 0 (disabled) or a 5-minute step from 00:05 to 24:00. */
export const alarmSecondsSchema = v.pipe(
  v.string(settingsMessages.invalidValue),
  v.regex(/^\d+$/, settingsMessages.invalidValue),
  v.check((s) => {
    const n = Number(s);
    return n === 0 || (n % ALARM_STEP_SECONDS === 0 && n >= ALARM_STEP_SECONDS && n <= ALARM_MAX_SECONDS);
  }, settingsMessages.invalidValue),
  v.transform((s) => String(Number(s))),
);

export const safelogKeySchema = v.pipe(
  v.string(settingsMessages.safelogKeyRequired),
  v.trim(),
  v.nonEmpty(settingsMessages.safelogKeyRequired),
  v.maxLength(200, settingsMessages.safelogKeyTooLong),
);

/** "0" never, "-1" when expired, or a whole number ≥ 1 of periods exceeded. */
export const autoDeleteSchema = v.pipe(
  v.string(settingsMessages.invalidValue),
  v.trim(),
  v.regex(/^(0|-1|[1-9]\d{0,3})$/, settingsMessages.invalidValue),
);

/** Comma list of duty codes (letters, digits, - and _), normalised: trimmed, upper case, no empties. */
export const dutyCodeFilterSchema = v.pipe(
  v.string(settingsMessages.invalidValue),
  v.transform((s) =>
    s
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean)
      .join(','),
  ),
  v.regex(/^([A-Z0-9_-]{1,12}(,[A-Z0-9_-]{1,12})*)?$/, settingsMessages.dutyCodes),
  v.maxLength(500, settingsMessages.dutyCodeFilterTooLong),
);

const formatPk = v.pipe(
  v.string(settingsMessages.invalidValue),
  v.regex(/^\d{1,9}$/, settingsMessages.invalidValue),
);

/** The value schema of every preference (spec §3). A name missing here is not a preference. */
export const PREFERENCE_SCHEMAS = {
  citydeals: flagValue,
  dateformat: pick(DATE_FORMATS),
  calendar_weekday: pick(WEEK_STARTS),
  profile_fridge_timezone: v.pipe(
    v.string(settingsMessages.invalidValue),
    v.trim(),
    v.check(isTimeZone, settingsMessages.unknownTimeZone),
  ),
  distance: pick(DISTANCE_UNITS),
  temperature: pick(TEMPERATURE_UNITS),
  report_minutes: pick(ON_OFF),
  dutycode_filter: dutyCodeFilterSchema,
  auto_delete_roster: autoDeleteSchema,
  rostername: rosterNameSchema,
  output_ical_aggregate_flights: flagValue,
  output_ical_summary_flt: formatPk,
  output_ical_location_flt: formatPk,
  output_ical_description_flt: formatPk,
  output_ical_summary_rep: formatPk,
  output_ical_location_rep: formatPk,
  output_ical_description_rep: formatPk,
  report_add_alarm_iata: alarmIataSchema,
  report_add_alarm_seconds: alarmSecondsSchema,
  export_todayonwards: flagValue,
  exclude_tvf: flagValue,
  exclude_sby: flagValue,
  exclude_do: flagValue,
  exclude_rep: flagValue,
  exclude_deb: flagValue,
  exclude_sim: flagValue,
  exclude_lay: flagValue,
  rb_logbook_export: flagValue,
  rb_logbook_crew_names: pick(CREW_NAME_OPTIONS),
  output_safelog_key: safelogKeySchema,
  ftl_rules: pick(FTL_RULE_SETS),
  time_display: pick(TIME_DISPLAYS),
} as const;
export type PreferenceName = keyof typeof PREFERENCE_SCHEMAS;
export const PREFERENCE_NAMES = Object.keys(PREFERENCE_SCHEMAS) as PreferenceName[];

export function isPreferenceName(name: string): name is PreferenceName {
  return Object.hasOwn(PREFERENCE_SCHEMAS, name);
}

/**
 * Validates one preference value: `{ ok: true, value }` (normalised) or `{ ok: false, message }`.
 * Unknown names fail with "Unknown preference.".
 */
export function parsePreference(
  name: string,
  value: string,
): { ok: true; name: PreferenceName; value: string } | { ok: false; message: string } {
  if (!isPreferenceName(name)) return { ok: false, message: settingsMessages.unknownPreference };
  const result = v.safeParse(PREFERENCE_SCHEMAS[name] as v.GenericSchema<string, string>, value);
  if (!result.success)
    return { ok: false, message: result.issues[0]?.message ?? settingsMessages.invalidValue };
  return { ok: true, name, value: result.output };
}

/** Trigger-time choices: 0 (disabled), then 00:05 … 23:55 and 24:00, in seconds. */
export const ALARM_TRIGGER_SECONDS: readonly number[] = [
  0,
  ...Array.from({ length: ALARM_MAX_SECONDS / ALARM_STEP_SECONDS }, (_, i) => (i + 1) * ALARM_STEP_SECONDS),
];

/** 3600 → "01:00", 86400 → "24:00". */
export function formatAlarmSeconds(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Calendar page text form: name and alarm station (the selects save on change). */
export const calendarFormSchema = v.object({
  rostername: rosterNameSchema,
  report_add_alarm_iata: alarmIataSchema,
});
export type CalendarForm = v.InferOutput<typeof calendarFormSchema>;

export const safelogFormSchema = v.object({ output_safelog_key: safelogKeySchema });
export type SafelogForm = v.InferOutput<typeof safelogFormSchema>;

/** Roster page: the number is checked only when the "exceeded" option is chosen. */
export const rosterDeleteFormSchema = v.variant('mode', [
  v.object({ mode: v.picklist(['never', 'expired']), periods: v.optional(v.unknown()) }),
  v.object({
    mode: v.literal('exceeded'),
    periods: v.pipe(
      v.union([v.number(), v.string()], settingsMessages.rosterDeleteNumber),
      v.transform((n) => (typeof n === 'string' && n.trim() === '' ? Number.NaN : Number(n))),
      v.number(settingsMessages.rosterDeleteNumber),
      v.integer(settingsMessages.rosterDeleteNumber),
      v.minValue(1, settingsMessages.rosterDeleteNumber),
      v.maxValue(9999, settingsMessages.rosterDeleteNumber),
    ),
  }),
]);
export type RosterDeleteFormInput = v.InferInput<typeof rosterDeleteFormSchema>;
export type RosterDeleteForm = v.InferOutput<typeof rosterDeleteFormSchema>;

/** auto_delete_roster → the form; the form → auto_delete_roster. */
export function rosterDeleteFromPreference(value: string | undefined): {
  mode: 'never' | 'expired' | 'exceeded';
  periods: string;
} {
  if (value === AUTO_DELETE_EXPIRED) return { mode: 'expired', periods: '' };
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1) return { mode: 'exceeded', periods: String(n) };
  return { mode: 'never', periods: '' };
}
export function rosterDeleteToPreference(form: RosterDeleteForm): string {
  if (form.mode === 'expired') return AUTO_DELETE_EXPIRED;
  if (form.mode === 'exceeded') return String(form.periods);
  return AUTO_DELETE_NEVER;
}

/** GET /v2/calendar/outputformats item (spec §3). */
export interface CalendarOutputFormat {
  pk: number;
  public_example: string;
  isreport: boolean;
}
