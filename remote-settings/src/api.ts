/**
 * The settings calls (spec §7). Only this remote makes them, so they live here, on the shared clients
 * (bearer token, refresh, 401 handling); the user, avatar and picker calls it shares with auth are in
 * `@crewroster/shared/api`. Pages reach them through ./queries.
 */
import { authorisedClient } from '@crewroster/shared/api';
import type {
  CalendarOutputFormat,
  PreferenceName,
  Reply,
  ThirdPartyGrant,
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
    .json<Reply<'main', 'PUT v2/user/me/pref'>>();
  return body.data.preferences;
}

export async function fetchOutputFormats(): Promise<CalendarOutputFormat[]> {
  const body = await main()
    .get('v2/calendar/outputformats')
    .json<Reply<'main', 'GET v2/calendar/outputformats'>>();
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
    .json<Reply<'auth', 'GET v1/thirdparty/user/scopes'>>();
  return body.data;
}

/** DELETE v1/thirdparty/user?consumer_id&user_id: revokes one app. */
export async function removeAuthorisedApp(consumerId: number, userId: number): Promise<void> {
  await auth().delete('v1/thirdparty/user', { searchParams: { consumer_id: consumerId, user_id: userId } });
}
