/** /verify-email?email&tempToken: verifies on entry, then thanks the user for completing the activation. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink, useSearchParams } from '@crewroster/shared/router';
import { Button, Heading, Stack, Text } from '@crewroster/shared/ui';
import { useCallback } from 'react';
import { verifyEmail } from '../../common/account-calls';
import { LoadOnEntry } from '../../common/LoadOnEntry';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('tempToken');
  const load = useCallback(async () => {
    if (!email || !token) throw new Error('The link has no e-mail or token.');
    await verifyEmail(email, token);
  }, [email, token]);
  return (
    <LoadOnEntry load={load}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('verifyEmail.title')}
          </Heading>
          <Text color="fg.muted">{t('verifyEmail.text')}</Text>
        </Stack>
        <Button asChild alignSelf="start">
          <RouterLink to="/home">{t('verifyEmail.home')}</RouterLink>
        </Button>
      </Stack>
    </LoadOnEntry>
  );
}
