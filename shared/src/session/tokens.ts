/**
 * Local token storage, one key per product (spec §3: the token set is stored with a product marker).
 * Tokens live here only, never in React/zustand state, so a render or devtools dump cannot leak them.
 */
import type { Product } from '../config';
import type { StoredTokenSet, TokenSet } from '../schemas';

export const storageKey = (product: Product): string => `crewroster.session.${product}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access throws in some privacy modes; behave as "no session" instead of crashing.
    return undefined;
  }
}

function isStoredTokenSet(value: unknown, product: Product): value is StoredTokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.product === product &&
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expired_at_ts === 'number'
  );
}

/** The stored token set of a product, or null when absent or unreadable (a foreign shape counts as absent). */
export function readTokens(product: Product): StoredTokenSet | null {
  const raw = storage()?.getItem(storageKey(product));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredTokenSet(parsed, product) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeTokens(product: Product, tokens: TokenSet): void {
  const stored: StoredTokenSet = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expired_at_ts: tokens.expired_at_ts,
    product,
  };
  storage()?.setItem(storageKey(product), JSON.stringify(stored));
}

export function clearTokens(product: Product): void {
  storage()?.removeItem(storageKey(product));
}

/** Spec §4: authenticated only when BOTH access and refresh tokens exist. */
export function hasSession(product: Product): boolean {
  const tokens = readTokens(product);
  return Boolean(tokens?.access_token && tokens.refresh_token);
}
