import type { Product } from '../config';
import { hasSession, writeTokens } from './tokens';

export type TempTokenResult = { ok: true } | { ok: false; message: 'Unable to authenticate.' };

/** Spec §8. The toast shows it in the user's language: it is `client.unableToAuthenticate` in the message catalogue. */
export const UNABLE_TO_AUTHENTICATE = 'Unable to authenticate.' as const;

/**
 * Temp-token entry (spec §4) for pages opened from e-mail links (`?tempToken=`): the token becomes the
 * stored access token for that product, unless the product already has a session (left untouched).
 *
 * The stored set keeps an empty refresh token and `expired_at_ts: 0` (expiry unknown). An empty refresh
 * token is what marks it: `ensureFreshAccessToken` never tries to refresh such a set and sends the token as
 * is, so the page's calls succeed or get a 401 (→ /unauthorized, which is the spec's fallback for these
 * pages). It also keeps `hasSession` false, so a temp token never counts as a signed-in user.
 */
export function enterWithTempToken(product: Product, tempToken: string | null): TempTokenResult {
  if (hasSession(product)) return { ok: true };
  const token = tempToken?.trim();
  if (!token) return { ok: false, message: UNABLE_TO_AUTHENTICATE };
  writeTokens(product, { access_token: token, refresh_token: '', expired_at_ts: 0 });
  return { ok: true };
}
