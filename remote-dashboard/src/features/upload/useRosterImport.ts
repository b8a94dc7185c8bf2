/**
 * One roster import (file, paste, crew portal or subscription address) as a mutation: it can be cancelled, says
 * how far it got (bytes sent, then the server reading), and on success marks the dashboard's queries stale so the
 * dashboard under the success screen shows the new roster without reloading the page.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useMutation } from '@crewroster/shared/query';
import { useNavigate } from '@crewroster/shared/router';
import { notify } from '@crewroster/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { invalidateRoster } from '../home/roster-queries';
import type { Transfer, UploadAnswer } from './upload-roster';

/** How far an import is: bytes going out, or the whole request sent and the server reading it. */
export type ImportStep = { step: 'sending'; sent: number; total: number } | { step: 'reading' };

/**
 * What a cancel left behind. `unsent`: the server never had the whole request, so nothing can be imported.
 * `sent`: the server had it; it reads and stores a roster in one transaction that does not stop when the browser
 * stops waiting, so the roster may still be imported in full.
 */
export type Cancelled = 'unsent' | 'sent';

/** The form comes back the moment Cancel is pressed, however long the request takes to notice. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

export function useRosterImport<Input>(
  send: (input: Input, transfer: Transfer) => Promise<UploadAnswer>,
  /** Handles a failure itself (true) instead of the error toast. */
  handleError?: (error: unknown) => boolean,
) {
  const navigate = useNavigate();
  const controller = useRef<AbortController>(null);
  const [progress, setProgress] = useState<ImportStep>();
  const [cancelled, setCancelled] = useState<Cancelled>();
  const [tracksBytes, setTracksBytes] = useState(false);
  const mutation = useMutation({
    // Offline, an import fails at once and says it needs a connection: nothing is queued silently (issue 15).
    networkMode: 'always',
    mutationFn: (input: Input) => {
      const abort = new AbortController();
      controller.current = abort;
      setCancelled(undefined);
      setTracksBytes(false);
      setProgress({ step: 'reading' });
      const sending = send(input, {
        signal: abort.signal,
        onProgress: (sent, total) => {
          setTracksBytes(true);
          setProgress(sent < total ? { step: 'sending', sent, total } : { step: 'reading' });
        },
      });
      return untilAborted(sending, abort.signal);
    },
    onSuccess: (answer) => {
      void invalidateRoster();
      navigate('/home/upload/success', { state: answer });
    },
    onError: (error) => {
      if (controller.current?.signal.aborted) return;
      if (!handleError?.(error)) notify.error(errorMessage(error));
    },
    onSettled: () => {
      controller.current = null;
      setProgress(undefined);
    },
  });
  // Leaving the screen (closing the dialog) stops waiting too.
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = () => {
    const abort = controller.current;
    if (!abort) return;
    // Without a byte count (paste, portal, address) the request is small and gone at once: assume it arrived.
    const unsent = tracksBytes && progress?.step === 'sending';
    setCancelled(unsent ? 'unsent' : 'sent');
    abort.abort();
  };

  return {
    start: (input: Input) => mutation.mutate(input),
    cancel,
    busy: mutation.isPending,
    progress,
    cancelled,
  };
}
