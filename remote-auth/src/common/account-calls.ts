/** The account calls of this remote's pages (spec §7). Each returns the unwrapped `data`. */
import { authorisedClient, guestClient } from '@crewroster/shared/api';
import type { Airline, Airport, JobType, UserMe } from '@crewroster/shared/schemas';
import { ensureFreshAccessToken } from '@crewroster/shared/session';

export interface Page<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/** GET /v2/auth/resetpassword with headers email and g-recaptcha-response. */
export async function requestPasswordReset(email: string, captcha: string): Promise<string> {
  const body = await guestClient('main', 'main')
    .get('v2/auth/resetpassword', { headers: { email, 'g-recaptcha-response': captcha }, retry: 0 })
    .json<{ data: { message: string } }>();
  return body.data.message;
}

/** GET v1/email/verification/verify with query email and token. */
export async function verifyEmail(email: string, token: string): Promise<void> {
  await guestClient('auth', 'main').get('v1/email/verification/verify', {
    searchParams: { email, token },
    retry: 0,
  });
}

/**
 * PUT v3/user/email/unsubscribe. Sent with the stored token through the guest client, because this page
 * shows its own error screen instead of the authorised client's /unauthorized redirect (spec §8).
 */
export async function unsubscribeFromEmails(): Promise<void> {
  const token = await ensureFreshAccessToken('main');
  if (!token) throw new Error('No token.');
  await guestClient('main', 'main').put('v3/user/email/unsubscribe', {
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** PUT v4/user/ambassador { ambassador: false }. */
export async function optOutOfAmbassador(): Promise<void> {
  await authorisedClient('main', 'main').put('v4/user/ambassador', { json: { ambassador: false } });
}

export async function fetchJobTypes(): Promise<JobType[]> {
  const body = await guestClient('main', 'main').get('v2/jobtype').json<{ data: JobType[] }>();
  return body.data;
}

export function searchAirlines(header: string, page: number): Promise<Page<Airline>> {
  return guestClient('main', 'main').get('v2/airline', { searchParams: { header, page } }).json();
}

export function searchAirports(header: string, page: number): Promise<Page<Airport>> {
  return guestClient('main', 'main').get('v2/airport', { searchParams: { header, page } }).json();
}

/** POST /v2/user/avatar, multipart field `avatar` → data.url. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await authorisedClient('main', 'main')
    .post('v2/user/avatar', { body: form })
    .json<{ data: { url: string } }>();
  return body.data.url;
}

/** PUT /v2/user with the profile field set only. */
export async function updateProfile(profile: {
  jobtype: string;
  homeairline: number;
  base: string;
}): Promise<UserMe> {
  const body = await authorisedClient('main', 'main')
    .put('v2/user', { json: profile })
    .json<{ data: UserMe }>();
  return body.data;
}
