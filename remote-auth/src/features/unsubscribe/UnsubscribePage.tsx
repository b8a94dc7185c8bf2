/** /unsubscribe: unsubscribes from e-mails on entry, then a confirmation, otherwise its own error screen. */

import { useTranslation } from '@crewroster/shared/i18n';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken, UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { Heading, Stack, Text } from '@crewroster/shared/ui';
import { useCallback } from 'react';
import { unsubscribeFromEmails } from '../../common/account-calls';
import { LoadOnEntry } from '../../common/LoadOnEntry';

export default function UnsubscribePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const tempToken = params.get('tempToken');
  const load = useCallback(async () => {
    if (!enterWithTempToken('main', tempToken).ok) throw new Error(UNABLE_TO_AUTHENTICATE);
    await unsubscribeFromEmails();
  }, [tempToken]);
  const failed = (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {t('unsubscribe.failedTitle')}
      </Heading>
      <Text color="fg.muted">{t('unsubscribe.failedText')}</Text>
    </Stack>
  );
  return (
    <LoadOnEntry entry={['unsubscribe', tempToken]} load={load} fallback={failed}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('unsubscribe.title')}
        </Heading>
        <Text color="fg.muted">{t('unsubscribe.text')}</Text>
      </Stack>
    </LoadOnEntry>
  );
}
