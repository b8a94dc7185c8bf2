/** /user/ambassador-opt-out: opts out on entry (session or the mail link's temp token), then says goodbye. */

import { useTranslation } from '@crewroster/shared/i18n';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken, UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { Heading, Stack, Text } from '@crewroster/shared/ui';
import { useCallback } from 'react';
import { optOutOfAmbassador } from '../../common/account-calls';
import { LoadOnEntry } from '../../common/LoadOnEntry';

export default function AmbassadorOptOutPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const tempToken = params.get('tempToken');
  const load = useCallback(async () => {
    if (!enterWithTempToken('main', tempToken).ok) throw new Error(UNABLE_TO_AUTHENTICATE);
    await optOutOfAmbassador();
  }, [tempToken]);
  return (
    <LoadOnEntry entry={['ambassador-opt-out', tempToken]} load={load}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('ambassador.title')}
        </Heading>
        <Text color="fg.muted">{t('ambassador.text')}</Text>
      </Stack>
    </LoadOnEntry>
  );
}
