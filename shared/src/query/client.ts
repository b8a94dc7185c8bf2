/**
 * The one QueryClient of the app: `shared` is a singleton, so the shell and every remote hold the same cache and
 * one page's write can refresh what another shows. The hooks of ./index.ts are bound to it, so no provider is
 * needed, and TanStack Query loads only with the first page that uses it (not with the shell's first paint).
 * Other entries are imported by their package path, so a remote's copy of this entry uses the shell's singletons.
 */

import { errorMessage } from '@crewroster/shared/api';
import { sessionStore } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Show the API's message (or "Something went wrong.") as an error toast when the query fails. */
      errorToast?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.errorToast) notify.error(errorMessage(error));
    },
  }),
  defaultOptions: {
    queries: {
      // The API clients (ky) already retry network trouble and busy answers; a query does not repeat them.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});
// What a QueryClientProvider would do on mounting: follow the browser's focus and online state.
queryClient.mount();

// Another user may sign in next in this tab: what the last one loaded must not show.
sessionStore.subscribe((state, previous) => {
  if (state.status === 'anonymous' && previous.status !== 'anonymous') queryClient.clear();
});
