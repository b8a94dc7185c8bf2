/**
 * The JSON answers of the API calls the web app reads (spec §7), by service family and "METHOD path" (the path
 * after the family's base URL): one contract for both sides. The reference API states its answers with it
 * (`c.json<Reply<'main', 'GET v3/user/me'>>(…)`) and the calls read them with it, so an answer that changes
 * shape fails the type check of the API and of every caller, instead of hiding behind a hand-written cast.
 */
import type { Airline, Airport, JobType, LogbookUser, TokenSet, UserMe } from './entities';
import type { FlightTimeLimits } from './limits';
import type { RosterChanges, RosterEvent, RosterSubscription, StatisticsResponse } from './roster';
import type { ImportReport } from './roster-import';
import type { CalendarOutputFormat } from './settings';
import type { ThirdPartyConsumerInfo, ThirdPartyGrant } from './thirdparty';

/** The `{ data }` envelope of most answers. */
export interface DataReply<T> {
  data: T;
}

/** One page of matches (10 a page for airlines and airports) and how many there are in all. */
export interface ReferencePage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/** A roster import (upload, crew-portal fetch, roster address): the new statistics and, where known, what was read. */
export interface ImportReply {
  data: StatisticsResponse;
  meta?: Partial<ImportReport>;
}

/** A plain confirmation in the spec's words. */
type MessageReply = DataReply<{ message: string }>;

export interface ApiReplies {
  auth: {
    'POST v1/register': DataReply<{ tokens: TokenSet }>;
    'POST v1/auth': DataReply<TokenSet>;
    'POST v1/auth/refresh': DataReply<TokenSet>;
    'POST v1/password/reset': MessageReply;
    'GET v1/thirdparty/scopes': DataReply<ThirdPartyConsumerInfo>;
    /** `message` is the URL to send the browser back to (with code and state). */
    'POST v1/thirdparty/login': { status: 'OK'; message: string };
    'GET v1/thirdparty/user/scopes': DataReply<ThirdPartyGrant[]>;
  };
  main: {
    'GET v3/user/me': DataReply<UserMe>;
    'PUT v2/user': DataReply<UserMe>;
    'POST v2/user/avatar': DataReply<{ url: string }>;
    'GET v2/auth/resetpassword': MessageReply;
    'GET v2/airline': ReferencePage<Airline>;
    'GET v2/airport': ReferencePage<Airport>;
    'GET v2/jobtype': DataReply<JobType[]>;
    'PUT v2/user/me/pref': DataReply<{ preferences: Record<string, string> }>;
    'GET v2/calendar/outputformats': DataReply<CalendarOutputFormat[]>;
    'GET v2/event': DataReply<RosterEvent[]>;
    'GET v2/user/statistics': DataReply<StatisticsResponse>;
    'GET v2/limits': DataReply<FlightTimeLimits>;
    'POST v2/roster/upload': ImportReply;
    'POST v2/roster/fetch': ImportReply;
    'PUT v2/roster/subscription': ImportReply;
    'GET v2/roster/subscription': DataReply<RosterSubscription | null>;
    'PATCH v2/roster/subscription': DataReply<RosterSubscription>;
    'POST v2/roster/subscription/refresh': DataReply<RosterSubscription>;
    'GET v2/roster/changes': DataReply<RosterChanges>;
    'GET v2/export/csv': { data: string; filename: string };
    /** The roster's calendar subscription address. */
    'GET v2/export/ics': DataReply<{ url: string }>;
    /** An app export (logbook, crewalert, safelog, logten): the app link is prefix + data; the file is named. */
    'GET v2/export/:app': { prefix: string; data: string; filename: string };
    'POST v2/calendar/feed/reset': DataReply<{ url: string }>;
  };
  logbook: {
    'GET v1/user': DataReply<LogbookUser>;
  };
}

/** The answer of one call, e.g. `Reply<'main', 'GET v3/user/me'>`. */
export type Reply<F extends keyof ApiReplies, K extends keyof ApiReplies[F]> = ApiReplies[F][K];
