/**
 * What a signed-in user keeps on this device to use the app offline (issue 15): the last user profile, so a reload
 * without network keeps the session, and an IndexedDB store the dashboard persists its roster into. Both belong to
 * the session: sign-out clears them, so the next person on this device never sees the previous user's data.
 */

import { isHTTPError, isNetworkError } from 'ky';
import type { UserMe } from '../schemas';

const USER_KEY = 'crewroster.offline.me';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

let serverUnreachable = false;

/**
 * Set while a page shows data kept on this device because no server answers although the browser believes it is
 * online (the dashboard's offline banner): its actions then say they need a connection, as the banner does. Only
 * then: elsewhere a call without an answer is the spec's "Something went wrong." (§8).
 */
export function setServerUnreachable(unreachable: boolean): void {
  serverUnreachable = unreachable;
}

/**
 * Without `error`: the browser says it is offline, or a page showed it is cut off (`setServerUnreachable`). With one: the call got no answer at all (ky's NetworkError), or
 * failed while offline; never an answer of the server. `navigator.onLine` alone is not trusted: it says online
 * on a network that reaches nothing.
 */
export function isOffline(error?: unknown): boolean {
  const offline = (typeof navigator !== 'undefined' && navigator.onLine === false) || serverUnreachable;
  if (error === undefined) return offline;
  return !isHTTPError(error) && (offline || isNetworkError(error));
}

/** The IndexedDB database and store (for idb-keyval's `createStore`) of data kept offline; keys start with the pk. */
export const OFFLINE_DB = { name: 'crewroster-offline', store: 'data' } as const;

export function rememberUser(me: UserMe): void {
  storage()?.setItem(USER_KEY, JSON.stringify(me));
}

/** The profile remembered for the signed-in user, or null. */
export function rememberedUser(): UserMe | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const me = JSON.parse(raw) as UserMe;
    return typeof me?.user?.pk === 'number' ? me : null;
  } catch {
    return null;
  }
}

/** Forgets the profile and empties the offline store (best effort: a browser without IndexedDB has nothing). */
export async function clearOfflineData(): Promise<void> {
  storage()?.removeItem(USER_KEY);
  if (typeof indexedDB === 'undefined') return;
  try {
    // Loaded only here (sign-out), so pages that never keep data offline do not carry it.
    const { clear, createStore } = await import('idb-keyval');
    await clear(createStore(OFFLINE_DB.name, OFFLINE_DB.store));
  } catch (error) {
    console.warn('Could not clear the offline data.', error);
  }
}
