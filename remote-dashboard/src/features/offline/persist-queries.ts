/**
 * The dashboard's roster and statistics kept on this device (issue 15): after each successful fetch the events,
 * statistics and limits queries of the app's query cache are saved to IndexedDB under the user's pk, and restored before the dashboard
 * first renders, so /home shows the last roster offline. Sign-out empties the store (shared/src/session/offline.ts); a save is
 * skipped once the session is gone, so nothing is written back after it.
 */

import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryKey,
  queryClient,
} from '@crewroster/shared/query';
import { hasSession, OFFLINE_DB, sessionStore } from '@crewroster/shared/session';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { startTransition, useEffect, useState } from 'react';
import { rosterKeys, rosterPart } from '../home/roster-queries';
import { quickRange } from '../range/range';

const PERSISTED = new Set(['events', 'statistics', 'limits']);
// Bump when the shape of the saved data changes: an older save is then ignored.
const VERSION = 2;
const MAX_AGE_MS = 60 * 24 * 3600_000;
const SAVE_DELAY_MS = 500;

interface Saved {
  version: number;
  savedAt: number;
  /** The first day of "All events" when saved (absent in saves before it was kept). */
  allStart?: string;
  state: DehydratedState;
}

const allStart = () => quickRange('all', new Date()).start;
const RANGED = new Set(['events', 'statistics']);

/**
 * "All events" starts six months before today and its first day is part of the events' and statistics' keys: the
 * queries kept on an earlier day are also put under today's keys, or /home opened offline the next morning would
 * find nothing to show. Returns [today's key, the kept query] pairs.
 */
function onTodaysRange(state: DehydratedState, savedStart: string, todayStart: string) {
  if (savedStart === todayStart) return [];
  return state.queries.flatMap((query) => {
    const [, , start, ...rest] = query.queryKey;
    if (!RANGED.has(rosterPart(query.queryKey) ?? '') || start !== savedStart) return [];
    const key: QueryKey = [...query.queryKey.slice(0, 2), todayStart, ...rest];
    return [[key, query] as const];
  });
}

const keyOf = (pk: number) => `${pk}:dashboard-queries`;
let store: UseStore | undefined;
const offlineStore = () => {
  store ??= createStore(OFFLINE_DB.name, OFFLINE_DB.store);
  return store;
};
const stillSignedIn = (pk: number) => hasSession('main') && sessionStore.getState().me?.user.pk === pk;

async function restoreQueries(pk: number): Promise<void> {
  try {
    const saved = await get<Saved>(keyOf(pk), offlineStore());
    if (saved?.version === VERSION && Date.now() - saved.savedAt < MAX_AGE_MS) {
      hydrate(queryClient, saved.state);
      for (const [key, query] of onTodaysRange(saved.state, saved.allStart ?? allStart(), allStart()))
        queryClient.setQueryData(key, query.state.data, { updatedAt: query.state.dataUpdatedAt });
      // Kept data is always fetched again when shown: online it is refreshed, offline the failure says so.
      void queryClient.invalidateQueries({ queryKey: rosterKeys.all });
    }
  } catch (error) {
    console.warn('Could not read the roster kept on this device.', error);
  }
}

/** Saves the kept queries shortly after each successful fetch; returns the unsubscribe. */
function saveQueriesOnSuccess(pk: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (!stillSignedIn(pk)) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' && PERSISTED.has(rosterPart(q.queryKey) ?? ''),
    });
    const saved: Saved = { version: VERSION, savedAt: Date.now(), allStart: allStart(), state };
    set(keyOf(pk), saved, offlineStore()).catch((error: unknown) =>
      console.warn('Could not keep the roster on this device.', error),
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && rosterPart(event.query.queryKey))
      timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/** Restores the user's kept queries once, then keeps saving them; true when ready to render. */
export function usePersistedQueries(pk: number | undefined): boolean {
  const [ready, setReady] = useState(pk === undefined || typeof indexedDB === 'undefined');
  useEffect(() => {
    if (pk === undefined || typeof indexedDB === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void restoreQueries(pk).then(() => {
      if (cancelled) return;
      stop = saveQueriesOnSuccess(pk);
      // The dashboard's first render is a transition: React builds it in short slices (issue 18).
      startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pk]);
  return ready;
}
