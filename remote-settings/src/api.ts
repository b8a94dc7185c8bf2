/**
 * The settings calls (spec §7). Only this remote makes them, so they live here, on the shared clients
 * (bearer token, refresh, 401 handling).
 */
import { authorisedClient } from '@crewroster/shared/api';
import type {
  Airline,
  Airport,
  CalendarOutputFormat,
  PreferenceName,
  ThirdPartyGrant,
  UserMe,
} from '@crewroster/shared/schemas';

const main = () => authorisedClient('main', 'main');
const auth = () => authorisedClient('auth', 'main');

/** PUT v2/user/me/pref: headers `preference` and `value` (URI-encoded: headers allow only Latin-1). */
export async function savePreference(
  preference: PreferenceName,
  value: string,
): Promise<Record<string, string>> {
  const body = await main()
    .put('v2/user/me/pref', { headers: { preference, value: encodeURIComponent(value) } })
    .json<{ data: { preferences: Record<string, string> } }>();
  return body.data.preferences;
}

export type UserProperty = 'profile_public' | 'emailme' | 'emailme_flightroutes';

/** PUT v2/user: the profile fields, or one property. Answers the new /v3/user/me payload. */
export async function updateUser(json: Record<string, unknown>): Promise<UserMe> {
  const body = await main().put('v2/user', { json }).json<{ data: UserMe }>();
  return body.data;
}

/** POST v2/user/avatar (multipart field `avatar`) → data.url. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await main().post('v2/user/avatar', { body: form }).json<{ data: { url: string } }>();
  return body.data.url;
}

export async function fetchOutputFormats(): Promise<CalendarOutputFormat[]> {
  const body = await main().get('v2/calendar/outputformats').json<{ data: CalendarOutputFormat[] }>();
  return body.data;
}

/** PUT v2/user/cancel/{pk}: the account turns inactive and is deleted after 30 days. */
export async function cancelAccount(pk: number): Promise<void> {
  await main().put(`v2/user/cancel/${pk}`);
}

/** GET v2/user/profiledata: asks for the data export, which arrives by e-mail within 24 hours. */
export async function requestProfileData(): Promise<void> {
  await main().get('v2/user/profiledata');
}

/**
 * POST v1/password/reset (authorised): email, new_password, new_password_confirmation, and current_password,
 * which the API asks for when the call comes with a session.
 */
export async function changePassword(json: {
  email: string;
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}): Promise<void> {
  await auth().post('v1/password/reset', { json });
}

/** GET v1/thirdparty/user/scopes?user_id: the apps the user authorised. */
export async function fetchAuthorisedApps(userId: number): Promise<ThirdPartyGrant[]> {
  const body = await auth()
    .get('v1/thirdparty/user/scopes', { searchParams: { user_id: userId } })
    .json<{ data: ThirdPartyGrant[] }>();
  return body.data;
}

/** DELETE v1/thirdparty/user?consumer_id&user_id: revokes one app. */
export async function removeAuthorisedApp(consumerId: number, userId: number): Promise<void> {
  await auth().delete('v1/thirdparty/user', { searchParams: { consumer_id: consumerId, user_id: userId } });
}

/** One page of picker matches and how many there are in all. */
interface MatchPage<T> {
  data: T[];
  total: number;
}

interface Paged<T> {
  data: T[];
  meta: { total: number };
}

/** GET v2/airline?header=q&page=n (10 per page, spec §5). */
export async function searchAirlines(q: string, page: number): Promise<MatchPage<Airline>> {
  const body = await main()
    .get('v2/airline', { searchParams: { header: q, page } })
    .json<Paged<Airline>>();
  return { data: body.data, total: body.meta.total };
}

/** GET v2/airport?header=q&page=n (10 per page, spec §5). */
export async function searchAirports(q: string, page: number): Promise<MatchPage<Airport>> {
  const body = await main()
    .get('v2/airport', { searchParams: { header: q, page } })
    .json<Paged<Airport>>();
  return { data: body.data, total: body.meta.total };
}
