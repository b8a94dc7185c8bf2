/** Main API user calls (spec §7). */
import type { Reply, UserMe } from '../../schemas';
import { authorisedClient, guestClient } from '../client';

/** GET v3/user/me → data (user, jobtype, homeairline, base). */
export async function fetchMe(): Promise<UserMe> {
  const body = await authorisedClient('main', 'main')
    .get('v3/user/me')
    .json<Reply<'main', 'GET v3/user/me'>>();
  return body.data;
}

/**
 * PUT v2/user/status (the presence fallback without Firebase). With `accessToken` the call uses exactly
 * that token through the guest client: no refresh and no /unauthorized redirect. Presence is best effort,
 * and the offline write happens while signing out, often right after a refresh failed; going through the
 * authorised client there would start another refresh or redirect away from the sign-in page.
 */
export async function setUserStatus(status: 0 | 1, opts?: { accessToken?: string }): Promise<void> {
  if (opts?.accessToken) {
    await guestClient('main', 'main').put('v2/user/status', {
      json: { status },
      headers: { Authorization: `Bearer ${opts.accessToken}` },
      retry: 0,
    });
    return;
  }
  await authorisedClient('main', 'main').put('v2/user/status', { json: { status } });
}

/** PUT v2/user: profile fields or single properties (profile_public, emailme, …) → the new v3/user/me payload. */
export async function updateUser(json: Record<string, unknown>): Promise<UserMe> {
  const body = await authorisedClient('main', 'main')
    .put('v2/user', { json })
    .json<Reply<'main', 'PUT v2/user'>>();
  return body.data;
}

/** POST v2/user/avatar (multipart field `avatar`) → data.url. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await authorisedClient('main', 'main')
    .post('v2/user/avatar', { body: form })
    .json<Reply<'main', 'POST v2/user/avatar'>>();
  return body.data.url;
}
