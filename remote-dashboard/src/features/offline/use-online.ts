/**
 * Online or not, as TanStack Query sees it (its onlineManager pauses queries offline and refetches on reconnect).
 * The manager only listens for online/offline events, so it starts from `navigator.onLine`: a page loaded offline
 * then pauses its queries instead of failing them.
 */
import { onlineManager } from '@crewroster/shared/query';
import { useSyncExternalStore } from 'react';

if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}
