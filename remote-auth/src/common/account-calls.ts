/**
 * The account calls only this remote's pages make (spec §7); the profile and picker calls it shares with settings
 * are in `@crewroster/shared/api` and `@crewroster/shared/query`.
 */
import { authorisedClient, guestClient } from '@crewroster/shared/api';
import type { Reply } from '@crewroster/shared/schemas';
import { ensureFreshAccessToken } from '@crewroster/shared/session';

/** GET /v2/auth/resetpassword with headers email and g-recaptcha-response. */
export async function requestPasswordReset(email: string, captcha: string): Promise<string> {
  const body = await guestClient('main', 'main')
    .get('v2/auth/resetpassword', { headers: { email, 'g-recaptcha-response': captcha }, retry: 0 })
    .json<Reply<'main', 'GET v2/auth/resetpassword'>>();
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
