/** /sign-in: signs in with the main consumer key and returns to the page the user came from (default /home). */
import { SignInForm } from '@crewroster/shared/account/sign-in';
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@crewroster/shared/router';
import { returnPathParam, safeReturnPath } from '@crewroster/shared/session';
import { Heading, Link, Stack, Text } from '@crewroster/shared/ui';

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get(returnPathParam);
  const keepFrom = from ? `?${returnPathParam}=${encodeURIComponent(from)}` : '';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('signIn.title')}
        </Heading>
        <Text color="fg.muted">{t('signIn.subtitle')}</Text>
      </Stack>
      <SignInForm
        product="main"
        forgotPasswordPath="/forgot-password"
        onSignedIn={() => navigate(safeReturnPath(from), { replace: true })}
      />
      <Text fontSize="sm">
        {t('signIn.noAccount')}{' '}
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to={`/sign-up${keepFrom}`}>{t('signIn.signUp')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
