/**
 * Offline, /home says so and how old the roster shown is: "Offline — roster as of 14:05" (issue 15), with the day
 * too when the data is from an earlier day. The live region is always there so the change is announced.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { setServerUnreachable } from '@crewroster/shared/session';
import { Alert, Box } from '@crewroster/shared/ui';
import { useEffect } from 'react';
import { useOnline } from './use-online';

export function asOf(updatedAt: number, now: Date, language: string): string {
  const at = new Date(updatedAt);
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  if (at.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(at);
  return `${day}, ${time}`;
}

/** `unreachable`: the last fetch got no answer, though the browser believes it is online. */
export function OfflineBanner({ updatedAt, unreachable }: { updatedAt: number; unreachable: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const online = useOnline() && !unreachable;
  // While the banner says the roster is offline, actions that fail for want of an answer say so too.
  useEffect(() => {
    setServerUnreachable(unreachable);
    return () => setServerUnreachable(false);
  }, [unreachable]);
  return (
    <Box role="status">
      {!online && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {updatedAt > 0
                ? t('offline.banner', { time: asOf(updatedAt, new Date(), i18n.language) })
                : t('offline.nothingKept')}
            </Alert.Title>
            <Alert.Description>{t('offline.actions')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
