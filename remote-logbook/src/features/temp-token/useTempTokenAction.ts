/**
 * Pages opened from a logbook e-mail link: take the `tempToken` (spec §4 temp-token entry), run the page's call
 * once, and report `working`, `done`, `failed` or `unauthorized` (no token, or the token was refused).
 */
import { errorStatus } from '@crewroster/shared/api';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken } from '@crewroster/shared/session';
import { useEffect, useRef, useState } from 'react';

export type TempTokenState = 'working' | 'done' | 'failed' | 'unauthorized';

export function useTempTokenAction(action: (params: URLSearchParams) => Promise<unknown>): TempTokenState {
  const [params] = useSearchParams();
  const [state, setState] = useState<TempTokenState>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode
    started.current = true;
    if (!enterWithTempToken('logbook', params.get('tempToken')).ok) {
      setState('unauthorized');
      return;
    }
    action(params).then(
      () => setState('done'),
      (error: unknown) => setState(errorStatus(error) === 401 ? 'unauthorized' : 'failed'),
    );
  }, [action, params]);

  return state;
}
