/** /logbook/sign-in: the logbook consumer key; the session is stored with the logbook marker, beside any main one. */
import { SignInForm } from '@crewroster/shared/account/sign-in';
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate } from '@crewroster/shared/router';
import { Heading, Stack, Text } from '@crewroster/shared/ui';

export default function LogbookSignInPage() {
  const { t } = useTranslation('logbook');
  const navigate = useNavigate();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('signIn.title')}
        </Heading>
        <Text color="fg.muted">{t('signIn.subtitle')}</Text>
      </Stack>
      <SignInForm
        product="logbook"
        forgotPasswordPath="/logbook/forgot-password"
        onSignedIn={() => navigate('/logbook', { replace: true })}
      />
    </Stack>
  );
}
