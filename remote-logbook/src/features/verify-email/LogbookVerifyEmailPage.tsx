/**
 * /logbook/verify-email?email&tempToken: verifies the address, then sets the logbook user's email_me to 1
 * (spec §2). Without a valid token: the unauthorized page.
 */
import { authorisedClient } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, useNavigate } from '@crewroster/shared/router';
import { Button, Heading, Stack, Text } from '@crewroster/shared/ui';
import { useTempTokenAction } from '../temp-token/useTempTokenAction';
import { Working } from '../temp-token/Working';

async function verify(params: URLSearchParams) {
  await authorisedClient('auth', 'logbook').get('v1/email/verification/verify', {
    searchParams: { email: params.get('email') ?? '', token: params.get('tempToken') ?? '' },
  });
  await authorisedClient('logbook', 'logbook').put('v1/user', { json: { email_me: 1 } });
}

export default function LogbookVerifyEmailPage() {
  const { t } = useTranslation('logbook');
  const navigate = useNavigate();
  const state = useTempTokenAction(verify);
  if (state === 'working') return <Working />;
  if (state !== 'done') return <Navigate to="/unauthorized" replace />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('verifyEmail.title')}
      </Heading>
      <Text>{t('verifyEmail.body')}</Text>
      <Button alignSelf="start" onClick={() => navigate('/logbook')}>
        {t('verifyEmail.back')}
      </Button>
    </Stack>
  );
}
