/**
 * Pages opened from a logbook e-mail link: take the `tempToken` (spec §4 temp-token entry), run the page's call
 * once, and report `working`, `done`, `failed` or `unauthorized` (no token, or the token was refused).
 */
import { errorStatus } from '@crewroster/shared/api';
import { useQuery } from '@crewroster/shared/query';
import { useLocation, useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken, UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';

export type TempTokenState = 'working' | 'done' | 'failed' | 'unauthorized';

class Refused extends Error {}

/** Spec §8: a missing or refused temp token says "Unable to authenticate.". */
function refuse(): never {
  notify.error(UNABLE_TO_AUTHENTICATE);
  throw new Refused(UNABLE_TO_AUTHENTICATE);
}

export function useTempTokenAction(action: (params: URLSearchParams) => Promise<unknown>): TempTokenState {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { status, error } = useQuery({
    queryKey: ['logbook-link', pathname, search],
    queryFn: async () => {
      if (!enterWithTempToken('logbook', params.get('tempToken')).ok) refuse();
      try {
        await action(params);
        return null;
      } catch (error) {
        if (errorStatus(error) === 401) refuse();
        throw error;
      }
    },
    // Once per visit, also under StrictMode: the link's call may spend it, so nothing may repeat it (no retry,
    // never stale), and a later visit starts afresh (dropped once the page is left).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (status === 'pending') return 'working';
  if (status === 'success') return 'done';
  return error instanceof Refused ? 'unauthorized' : 'failed';
}
