/** /unauthorized (spec §8): "Please Sign In to continue." with a sign-in button that returns to the origin page. */
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate, useSearchParams } from '@crewroster/shared/router';
import { returnPathParam, safeReturnPath } from '@crewroster/shared/session';
import { Button, Heading, Stack } from '@crewroster/shared/ui';

export default function UnauthorizedPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const origin = safeReturnPath(params.get(returnPathParam), '');
  const signIn = `/sign-in${origin ? `?${returnPathParam}=${encodeURIComponent(origin)}` : ''}`;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('unauthorized.title')}
      </Heading>
      <Button alignSelf="start" onClick={() => navigate(signIn)}>
        {t('unauthorized.signIn')}
      </Button>
    </Stack>
  );
}
