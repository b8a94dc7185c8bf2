/**
 * Pages that load on entry (spec §4): a spinner, then the success content, or the unauthorized page on
 * failure (unless the page brings its own fallback, as unsubscribe does).
 */
import { errorMessage, errorStatus } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { Center, notify, Spinner, VisuallyHidden } from '@crewroster/shared/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import UnauthorizedPage from '../features/unauthorized/UnauthorizedPage';

interface LoadOnEntryProps {
  load: () => Promise<void>;
  children: ReactNode;
  fallback?: ReactNode;
}

export function LoadOnEntry({ load, children, fallback }: LoadOnEntryProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  const started = useRef(false);
  useEffect(() => {
    // Once per mount, also under StrictMode: some of these calls spend a one-time link.
    if (started.current) return;
    started.current = true;
    load().then(
      () => setState('done'),
      (error: unknown) => {
        console.warn('Loading the page failed.', error);
        // Spec §8: a missing or refused temp token says so; any other failure says why (the
        // server's message, e.g. too many tries) or that something went wrong.
        if (
          errorStatus(error) === 401 ||
          (error instanceof Error && error.message === UNABLE_TO_AUTHENTICATE)
        )
          notify.error(UNABLE_TO_AUTHENTICATE);
        else notify.error(errorMessage(error));
        setState('failed');
      },
    );
  }, [load]);
  if (state === 'loading')
    return (
      <Center py="10" role="status">
        <Spinner size="lg" color="colorPalette.solid" />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Center>
    );
  if (state === 'failed') return <>{fallback ?? <UnauthorizedPage />}</>;
  return <>{children}</>;
}
