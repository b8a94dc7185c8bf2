/**
 * Pages that load on entry (spec §4): a spinner, then the success content, or the unauthorized page on
 * failure (unless the page brings its own fallback, as unsubscribe does).
 */
import { errorMessage, errorStatus } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useQuery } from '@crewroster/shared/query';
import { UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { Center, notify, Spinner, VisuallyHidden } from '@crewroster/shared/ui';
import type { ReactNode } from 'react';
import UnauthorizedPage from '../features/unauthorized/UnauthorizedPage';

interface LoadOnEntryProps {
  /** What makes one entry: the page and its link's parameters. */
  entry: readonly unknown[];
  load: () => Promise<void>;
  children: ReactNode;
  fallback?: ReactNode;
}

async function loadOrSay(load: () => Promise<void>): Promise<null> {
  try {
    await load();
    return null;
  } catch (error) {
    console.warn('Loading the page failed.', error);
    // Spec §8: a missing or refused temp token says so; any other failure says why (the
    // server's message, e.g. too many tries) or that something went wrong.
    if (errorStatus(error) === 401 || (error instanceof Error && error.message === UNABLE_TO_AUTHENTICATE))
      notify.error(UNABLE_TO_AUTHENTICATE);
    else notify.error(errorMessage(error));
    throw error;
  }
}

export function LoadOnEntry({ entry, load, children, fallback }: LoadOnEntryProps) {
  const { t } = useTranslation('auth');
  const { status } = useQuery({
    queryKey: ['entry', ...entry],
    queryFn: () => loadOrSay(load),
    // Once per visit, also under StrictMode: some of these calls spend a one-time link, so nothing may
    // repeat one (no retry, never stale), and a later visit starts afresh (dropped once the page is left).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (status === 'pending')
    return (
      <Center py="10" role="status">
        <Spinner size="lg" color="colorPalette.solid" />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Center>
    );
  if (status === 'error') return <>{fallback ?? <UnauthorizedPage />}</>;
  return <>{children}</>;
}
