/**
 * Access-token refresh (spec §4, §9): refresh when the token expires within 60 s or has expired.
 * Single-flight per product: concurrent callers share one in-flight promise; across tabs a Web Lock
 * serialises refreshes and storage is re-read inside it, because another tab may have refreshed already
 * (refresh tokens rotate, so a second refresh with the old one would fail and sign the user out).
 * The session registers it as the API client's token provider (session/index.ts), so the client never imports
 * the session.
 */
import type { Product } from '@crewroster/shared/config';
import { refresh } from '../api/calls/auth';
import { isOffline } from './offline';
import { sessionStore } from './store';
import { readTokens, writeTokens } from './tokens';

export const REFRESH_MARGIN_SECONDS = 60;

const inFlight = new Map<Product, Promise<string>>();

/** Thrown to the original caller when the refresh failed and the user has been signed out. */
export class SessionExpiredError extends Error {
  constructor(
    readonly product: Product,
    options?: { cause?: unknown },
  ) {
    super('The session has expired.', options);
    this.name = 'SessionExpiredError';
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function needsRefresh(expiredAt: number): boolean {
  return expiredAt - nowSeconds() <= REFRESH_MARGIN_SECONDS;
}

/**
 * The access token to send for `product`, refreshed first when needed. Resolves undefined when nothing is
 * stored (the call then goes out without a bearer and the server's 401 leads to /unauthorized).
 * A stored set without a refresh token (temp-token entry) is used as is: it cannot be refreshed.
 */
export async function ensureFreshAccessToken(product: Product): Promise<string | undefined> {
  const tokens = readTokens(product);
  if (!tokens?.access_token) return undefined;
  if (!tokens.refresh_token || !needsRefresh(tokens.expired_at_ts)) return tokens.access_token;
  let pending = inFlight.get(product);
  if (!pending) {
    pending = refreshOrSignOut(product).finally(() => inFlight.delete(product));
    inFlight.set(product, pending);
  }
  return pending;
}

async function refreshUnderLock(product: Product): Promise<string> {
  // Re-read inside the lock: another tab (or an earlier holder) may have stored a fresh set meanwhile.
  const current = readTokens(product);
  if (!current?.refresh_token) throw new Error('No refresh token stored.');
  if (current.access_token && !needsRefresh(current.expired_at_ts)) return current.access_token;
  const next = await refresh(product, current.refresh_token);
  writeTokens(product, next);
  return next.access_token;
}

async function refreshOrSignOut(product: Product): Promise<string> {
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) return await locks.request(`crewroster-refresh-${product}`, () => refreshUnderLock(product));
    return await refreshUnderLock(product);
  } catch (error) {
    // Offline, the server never answered: keep the session (issue 15); the call fails and is retried online.
    if (isOffline(error)) throw error;
    // Spec §4: refresh failure = forced sign-out (storage cleared, presence offline, product's sign-in).
    await sessionStore.getState().signOut(product, { redirect: true });
    throw new SessionExpiredError(product, { cause: error });
  }
}
