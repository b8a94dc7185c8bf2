/**
 * Navigation port: the session store and the API clients live outside React, so the shell registers
 * react-router's `navigate` here. Without one (tests, a remote run alone) we fall back to a full page load.
 */
export type NavigateOptions = { replace?: boolean };
export type Navigator = (to: string, opts?: NavigateOptions) => void;

let current: Navigator | null = null;

/** Registers the app's navigate function; pass null to restore the page-load fallback. */
export function setNavigator(fn: Navigator | null): void {
  current = fn;
}

let pending = false;

/**
 * True from a `navigateTo` until the router reports the location changed (`navigationSettled`). The router
 * applies navigations in a transition, after a session change has already re-rendered: while one is pending
 * the shell must not redirect on its own (a 401 going to /unauthorized would otherwise lose to the
 * signed-out redirect of the page being left).
 */
export function isNavigationPending(): boolean {
  return pending;
}

export function navigationSettled(): void {
  pending = false;
}

export function navigateTo(to: string, opts?: NavigateOptions): void {
  pending = true;
  if (current) {
    current(to, opts);
    return;
  }
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The query parameter that carries the page to return to after sign-in. */
export const returnPathParam = 'from';

/** The current in-app location as a return path (pathname + search + hash). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

const PROBE_ORIGIN = 'https://return-path.invalid';
// Control and invisible format characters, any whitespace (browsers silently strip tab/newline inside
// URLs, so '/\t/evil' becomes '//evil') and backslashes (browsers read '\' as '/' in http(s) URLs).
const FORBIDDEN_RAW = /[\p{Cc}\p{Cf}\s\\]/u;
// After decoding, an encoded space ('%20' in a query) is legitimate; control characters and '\' are not.
const FORBIDDEN_DECODED = /[\p{Cc}\p{Cf}\\]/u;

function looksExternal(path: string, forbidden: RegExp): boolean {
  return !path.startsWith('/') || path.startsWith('//') || forbidden.test(path);
}

/**
 * A return-to path that is safe to navigate to: a same-origin relative path starting with a single '/'.
 * Anything else (protocol-relative '//host', backslash tricks, schemes, control characters, or encoded
 * variants such as '/%2F%2Fhost' and '%5C' that a router or server might decode) yields `fallback`.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/home'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048 || !staysInternal(raw))
    return fallback;
  // Final word to the URL parser: it must stay on our origin.
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // The parser removes dot segments ('/.//evil.com' becomes '//evil.com'), so its result is checked again.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return staysInternal(path) ? path : fallback;
}

/** A single-slash relative path, also after a few rounds of decoding (double-encoded payloads). */
function staysInternal(path: string): boolean {
  if (looksExternal(path, FORBIDDEN_RAW)) return false;
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    if (looksExternal(next, FORBIDDEN_DECODED)) return false;
    decoded = next;
  }
  return true;
}
