/** Roster import (spec §3 Event, Duty types, Statistics, upload and fetch fields; §5 roster rules). */
import * as v from 'valibot';
import type { ImportKind } from './roster-import';
import type { DistanceUnit } from './settings';

/** Spec §3 duty type codes. */
export const DUTY_TYPES = {
  unknown: 0,
  dayOff: 1,
  flight: 2,
  positioning: 3,
  transport: 4,
  report: 5,
  layover: 6,
  simulator: 7,
  standby: 8,
  office: 10,
  info: 11,
  course: 12,
  personal: 13,
  working: 14,
  noDuty: 15,
  debrief: 16,
  pickup: 17,
  checkOut: 22,
  checkIn: 23,
  hotel: 24,
} as const;
export type DutyTypeName = keyof typeof DUTY_TYPES;
export type DutyType = (typeof DUTY_TYPES)[DutyTypeName];

export interface EventPlace {
  IATA: string | null;
  city: string | null;
  /** The airport's IANA time zone (not in spec §3: the time display switch of issue 15 needs it). */
  timezone?: string | null;
}

/** One item of GET /v2/event. Timestamps are UTC epoch seconds. */
export interface RosterEvent {
  dutyId: number;
  dutyType: number;
  dutyTitle: string;
  dutySubtitle: string | null;
  dutyTypeDescription: string;
  dutyTypeIconName: string;
  dutyNonFlyCode: string | null;
  dutyAdditional: string | null;
  dutyStartTimestamp: number;
  dutyEndTimestamp: number;
  dutyIsAllDay: boolean;
  departure: EventPlace;
  arrival: EventPlace;
  /** Not in spec §3: a leg's great-circle distance in the user's unit (GET /v2/event; null when not a leg). */
  distance?: Distance | null;
}

/** A distance in the user's unit (preference `distance`), rounded to a whole number. */
export interface Distance {
  value: number;
  unit: DistanceUnit;
}

export interface RoutePoint {
  iata: string;
  latitude: number;
  longitude: number;
}

export interface Statistics {
  numbers: { flights: number; airports: number; countries: number; regions: number };
  /** hh:mm */
  blockhours: string;
  /** hh:mm */
  dutyhours: string;
  routes: { start: RoutePoint; end: RoutePoint }[];
  /** Not in spec §3: the great-circle distance of the flights, in the user's unit. */
  distance?: Distance;
}

/** GET /v2/user/statistics and POST /v2/roster/upload|fetch answer `{ data: { CUSTOM: Statistics } }`. */
export interface StatisticsResponse {
  CUSTOM: Statistics;
}

export const rosterMessages = {
  fileRequired: 'A file is required.',
  fileTooLarge: 'File may not exceed 10MB.',
  fileType: 'Only .txt or .pdf file allowed.',
  textRequired: 'Copy & Paste your roster in the textbox.',
  fieldRequired: 'Field may not be empty.',
  // Not in the spec: the fetch call's other fields.
  startDateRequired: 'Start date is required.',
  startDateFormat: 'The start date must be DD/MM/YYYY.',
  daysNumber: 'Days must be a number.',
  daysRange: 'Days must be between 1 and 62.',
  channel: 'Channel must be WEB.',
} as const;

/** Spec §9: roster file max 10,000,000 bytes. */
export const ROSTER_MAX_BYTES = 10_000_000;

/** Spec §5: allowed roster file types (by MIME type, or the .ino extension). */
export const ROSTER_MIME_TYPES = [
  'text/plain',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'text/calendar',
  'text/csv',
  'text/html',
  'application/xml',
  'text/xml',
] as const;
export const ROSTER_EXTENSIONS = [
  '.txt',
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.ics',
  '.csv',
  '.html',
  '.htm',
  '.xml',
  '.ino',
];

export const UPLOAD_TYPES = ['file', 'text'] as const;

/** Pasted roster (upload_type text). */
export const rosterTextSchema = v.pipe(
  v.string(rosterMessages.textRequired),
  v.trim(),
  v.nonEmpty(rosterMessages.textRequired),
);

const required = v.pipe(
  v.string(rosterMessages.fieldRequired),
  v.trim(),
  v.nonEmpty(rosterMessages.fieldRequired),
);
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim())));

/** POST /v2/roster/fetch body. start_date is DD/MM/YYYY. */
export const rosterFetchSchema = v.object({
  username: required,
  password: v.pipe(v.string(rosterMessages.fieldRequired), v.nonEmpty(rosterMessages.fieldRequired)),
  username2: optionalText,
  password2: v.optional(v.nullable(v.string())),
  memorable: optionalText,
  start_date: v.pipe(
    v.string(rosterMessages.startDateRequired),
    v.regex(/^\d{2}\/\d{2}\/\d{4}$/, rosterMessages.startDateFormat),
  ),
  num_days: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
      rosterMessages.daysNumber,
    ),
    v.integer(rosterMessages.daysNumber),
    v.minValue(1, rosterMessages.daysRange),
    v.maxValue(62, rosterMessages.daysRange),
  ),
  channel: v.literal('WEB', rosterMessages.channel),
});
export type RosterFetchPayload = v.InferOutput<typeof rosterFetchSchema>;

/** Roster subscription (PUT /v2/roster/subscription): a roster address the API fetches now and every few hours. */
export const ROSTER_SUBSCRIPTION_URL_MAX = 2_000;

export const rosterSubscriptionMessages = {
  urlRequired: 'A roster address is required.',
  urlTooLong: 'The roster address may have at most 2,000 characters.',
  urlInvalid: 'The roster address must be a web address starting with http:// or https://.',
  urlCredentials: 'The roster address must not contain a user name or password.',
} as const;

/** True for an absolute http(s) URL without user name or password (the API also checks where it leads). */
function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const rosterSubscriptionUrlSchema = v.pipe(
  v.string(rosterSubscriptionMessages.urlRequired),
  v.trim(),
  v.nonEmpty(rosterSubscriptionMessages.urlRequired),
  v.maxLength(ROSTER_SUBSCRIPTION_URL_MAX, rosterSubscriptionMessages.urlTooLong),
  v.check(isHttpUrl, rosterSubscriptionMessages.urlInvalid),
  v.check((value) => {
    // valibot runs every check of the pipe: this one must not throw on what an earlier one refused.
    const url = URL.canParse(value) ? new URL(value) : null;
    return !url || (url.username === '' && url.password === '');
  }, rosterSubscriptionMessages.urlCredentials),
);

export const rosterSubscriptionSchema = v.object({
  url: rosterSubscriptionUrlSchema,
  email_on_change: v.optional(v.boolean('email_on_change must be true or false.'), false),
});
export type RosterSubscriptionPayload = v.InferOutput<typeof rosterSubscriptionSchema>;

/** PATCH /v2/roster/subscription: only whether to mail on a change. */
export const rosterSubscriptionUpdateSchema = v.object({
  email_on_change: v.boolean('email_on_change must be true or false.'),
});

/** What one import changed against the duties that were there before, in the period it covers. */
export interface RosterChangeSummary {
  added: number;
  removed: number;
  changed: number;
}

/** GET /v2/roster/subscription: `{ data: RosterSubscription | null }`. Times are ISO 8601. */
export interface RosterSubscription {
  url: string;
  email_on_change: boolean;
  created_at: string;
  last_checked_at: string;
  /** When a refresh last brought different duties (null: never since subscribing). */
  last_changed_at: string | null;
  /** 'ok', or why the last check failed (the roster stays as it was). */
  last_status: string;
  /** Checks that failed in a row. */
  failures: number;
  /**
   * The latest refresh that changed duties, with what it changed, and what it stored by kind and how many lines
   * it skipped, as an upload's answer says them (null for a refresh stored before the API kept them).
   */
  last_change:
    | (RosterChangeSummary & {
        at: string;
        imported: Record<ImportKind, number> | null;
        skipped: number | null;
      })
    | null;
}

/** GET /v2/roster/changes?since=: what the imports since then changed, added up. */
export interface RosterChanges extends RosterChangeSummary {
  since: string;
  imports: number;
}
