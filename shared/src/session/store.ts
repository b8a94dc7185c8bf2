/**
 * The one session store (ARCHITECTURE "Session and calls"): vanilla zustand so non-React code (API clients,
 * the shell bootstrap) can use it, shared as a singleton across shell and remotes. Tokens stay in storage,
 * never in this state.
 */

import type { Product } from '@crewroster/shared/config';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchLogbookUser } from '../api/calls/logbook';
import { fetchMe } from '../api/calls/user';
import { getPresenceStore } from '../presence';
import type { LogbookUser, TokenSet, UserMe } from '../schemas';
import { navigateTo } from './navigation';
import { clearOfflineData, isOffline, rememberedUser, rememberUser } from './offline';
import { clearTokens, hasSession, writeTokens } from './tokens';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SignOutOptions {
  /** Go to the product's sign-in page afterwards. */
  redirect?: boolean;
}

export interface SessionState {
  /** Main product session. */
  status: SessionStatus;
  me: UserMe | null;
  logbook: { status: SessionStatus; user: LogbookUser | null };
  /** Main product: restore the session from storage (no tokens → anonymous; failed user fetch → signed out). */
  bootstrap(): Promise<void>;
  /** Logbook product: the same with the logbook user. */
  bootstrapLogbook(): Promise<void>;
  /** Stores the tokens, fetches the user, then marks the user online (main). Rejects if the fetch fails. */
  signIn(product: Product, tokens: TokenSet): Promise<void>;
  /** Presence offline (main, best effort), storage cleared, anonymous; optionally to the product's sign-in. */
  signOut(product: Product, opts?: SignOutOptions): Promise<void>;
  /** Re-fetches the user (e.g. after a profile update). Rejects on failure; the session is kept. */
  reloadUser(product?: Product): Promise<void>;
}

export const signInPath: Record<Product, string> = { main: '/sign-in', logbook: '/logbook/sign-in' };

// Presence must never block or break a session change (spec §4: failures are only logged). The offline
// write is awaited briefly so it can read the tokens before they are cleared, but not for long.
const PRESENCE_OFFLINE_WAIT_MS = 3000;

function setPresence(pk: number, status: 0 | 1): Promise<void> {
  return getPresenceStore()
    .setStatus(pk, status)
    .catch((error: unknown) => console.warn(`Could not set the user status to ${status}.`, error));
}

export const sessionStore = createStore<SessionState>()((set, get) => {
  async function loadUser(product: Product): Promise<void> {
    if (product === 'main') {
      const me = await fetchMe();
      rememberUser(me);
      set({ status: 'authenticated', me });
    } else {
      const user = await fetchLogbookUser();
      set({ logbook: { status: 'authenticated', user } });
    }
  }

  async function start(product: Product): Promise<void> {
    if (!hasSession(product)) {
      if (product === 'main') set({ status: 'anonymous', me: null });
      else set({ logbook: { status: 'anonymous', user: null } });
      return;
    }
    if (product === 'main') set({ status: 'loading' });
    else set({ logbook: { status: 'loading', user: get().logbook.user } });
    try {
      await loadUser(product);
    } catch (error) {
      // Offline (issue 15): keep the session with the profile remembered from the last online visit, and fetch
      // the user again as soon as the device is back online.
      const remembered = product === 'main' && isOffline(error) ? rememberedUser() : null;
      if (remembered) {
        set({ status: 'authenticated', me: remembered });
        window.addEventListener('online', () => void loadUser('main').catch(() => undefined), { once: true });
        return;
      }
      // No redirect: a 401 has already gone to /unauthorized, a failed refresh to the sign-in page.
      await get().signOut(product);
      return;
    }
    const pk = get().me?.user.pk;
    if (product === 'main' && pk !== undefined) void setPresence(pk, 1);
  }

  return {
    status: 'loading',
    me: null,
    logbook: { status: 'loading', user: null },

    bootstrap: () => start('main'),
    bootstrapLogbook: () => start('logbook'),

    async signIn(product, tokens) {
      writeTokens(product, tokens);
      try {
        await loadUser(product);
      } catch (error) {
        await get().signOut(product);
        throw error;
      }
      const pk = get().me?.user.pk;
      if (product === 'main' && pk !== undefined) void setPresence(pk, 1);
    },

    async signOut(product, opts = {}) {
      const pk = product === 'main' ? get().me?.user.pk : undefined;
      if (pk !== undefined) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, PRESENCE_OFFLINE_WAIT_MS);
        });
        await Promise.race([setPresence(pk, 0), timeout]);
        clearTimeout(timer);
      }
      clearTokens(product);
      if (product === 'main') await clearOfflineData();
      // Navigate first: the shell holds its own redirects while this navigation is pending.
      if (opts.redirect) navigateTo(signInPath[product], { replace: true });
      if (product === 'main') set({ status: 'anonymous', me: null });
      else set({ logbook: { status: 'anonymous', user: null } });
    },

    reloadUser: (product = 'main') => loadUser(product),
  };
});

/** React binding of the session store: `useSession((s) => s.status)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
