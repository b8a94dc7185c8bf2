/** Shapes of the spec's entities (§3) as the API sends them. */
import type { Product } from '../config';
import type { MessageParams } from './message-catalogue';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  /** Access-token expiry, epoch seconds. */
  expired_at_ts: number;
}

/** A token set as stored locally: with the product marker. */
export interface StoredTokenSet extends TokenSet {
  product: Product;
}

export interface JobType {
  value: string;
  name: string;
}

export interface UploadType {
  pk: string;
  fetchbox?: boolean;
  uploadbox?: boolean;
  textbox?: boolean;
  fetchboxdouble?: boolean;
  fetchboxmemorable?: boolean;
  fetchboxextra?: boolean;
  fetchboxdays?: boolean;
  wiz_username1_title?: string;
  wiz_password1_title?: string;
  wiz_username2_title?: string;
  wiz_password2_title?: string;
  title_memorable?: string;
  wiz_intro_text?: string;
  upload_instructions?: string;
}

export interface Airline {
  pk: number;
  name: string;
  cs_iata: string | null;
  cs_icao: string | null;
  picture: string | null;
  uploadType: UploadType[];
}

export interface Airport {
  Name: string;
  IATA: string;
  ICAO: string | null;
  Latitude: number;
  Longitude: number;
  city: string | null;
  /** IANA time zone (not in the spec: home-base time of the time display switch, issue 15). */
  timezone?: string | null;
}

export type StatusExpiry = 'SUB_PREMIUM' | 'LIFETIME' | null;

export interface MainUser {
  pk: number;
  avatar_url: string | null;
  email: string;
  firstname: string;
  lastname: string;
  phonenumber: string | null;
  phonenumber_prefix: string | null;
  account_type: string;
  status_expiry: StatusExpiry;
  profile_public: boolean;
  emailme: boolean;
  emailme_flightroutes: boolean;
  preferences: Record<string, string>;
}

/** GET /v3/user/me → data. */
export interface UserMe {
  user: MainUser;
  jobtype: JobType | null;
  homeairline: Airline | null;
  base: Airport | null;
}

export interface LogbookUser {
  avatar_url: string | null;
  firstname: string;
  lastname: string;
  email: string;
  email_me: 0 | 1;
}

/**
 * Error bodies: `message` is what the toast shows, `errors` one message per field (English, as the spec has them).
 * Beside them the catalogue codes (issue #14 item 11) the web app translates by: `code` and `params` for
 * `message`, `error_codes` and `error_params` per field of `errors`. A message outside the catalogue has none.
 */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
  code?: string;
  params?: MessageParams;
  error_codes?: Record<string, string>;
  error_params?: Record<string, MessageParams>;
}

/** The profile is incomplete when jobtype, homeairline or base is missing. */
export function isProfileComplete(me: Pick<UserMe, 'jobtype' | 'homeairline' | 'base'>): boolean {
  return Boolean(me.jobtype && me.homeairline && me.base);
}

export const FULL_ACCOUNT = 'full';
