/**
 * Pages opened from a logbook e-mail link: take the `tempToken` (spec §4 temp-token entry), run the page's call
 * once, and report `working`, `done`, `failed` or `unauthorized` (no token, or the token was refused).
 */
import { errorStatus } from '@crewroster/shared/api';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken, UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { useEffect, useRef, useState } from 'react';

export type TempTokenState = 'working' | 'done' | 'failed' | 'unauthorized';

export function useTempTokenAction(action: (params: URLSearchParams) => Promise<unknown>): TempTokenState {
  const [params] = useSearchParams();
  const [state, setState] = useState<TempTokenState>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode
    started.current = true;
    // Spec §8: a missing or refused temp token says "Unable to authenticate.".
    const refuse = () => {
      notify.error(UNABLE_TO_AUTHENTICATE);
      setState('unauthorized');
    };
    if (!enterWithTempToken('logbook', params.get('tempToken')).ok) return refuse();
    action(params).then(
      () => setState('done'),
      (error: unknown) => (errorStatus(error) === 401 ? refuse() : setState('failed')),
    );
  }, [action, params]);

  return state;
}
