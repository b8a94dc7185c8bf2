/** /verify-email?email&tempToken: verifies on entry, then thanks the user for completing the activation. */
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate, useSearchParams } from '@crewroster/shared/router';
import { returnPathParam, UNABLE_TO_AUTHENTICATE, useSession } from '@crewroster/shared/session';
import { Button, Heading, Stack, Text } from '@crewroster/shared/ui';
import { useCallback } from 'react';
import { verifyEmail } from '../../common/account-calls';
import { LoadOnEntry } from '../../common/LoadOnEntry';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'authenticated');
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('tempToken');
  const load = useCallback(async () => {
    if (!email || !token) throw new Error(UNABLE_TO_AUTHENTICATE);
    await verifyEmail(email, token);
  }, [email, token]);
  return (
    <LoadOnEntry entry={['verify-email', email, token]} load={load}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('verifyEmail.title')}
          </Heading>
          <Text color="fg.muted">{t('verifyEmail.text')}</Text>
        </Stack>
        {/* Signed out, home needs a sign-in first: go there and come back. */}
        <Button
          alignSelf="start"
          onClick={() => navigate(signedIn ? '/home' : `/sign-in?${returnPathParam}=%2Fhome`)}
        >
          {t('verifyEmail.home')}
        </Button>
      </Stack>
    </LoadOnEntry>
  );
}
