/** /unauthorized (spec §8): "Please Sign In to continue." with a sign-in button that returns to the origin page. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink, useSearchParams } from '@crewroster/shared/router';
import { returnPathParam, safeReturnPath } from '@crewroster/shared/session';
import { Button, Heading, Stack } from '@crewroster/shared/ui';

export default function UnauthorizedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const origin = safeReturnPath(params.get(returnPathParam), '');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('unauthorized.title')}
      </Heading>
      <Button asChild alignSelf="start">
        <RouterLink to={`/sign-in${origin ? `?${returnPathParam}=${encodeURIComponent(origin)}` : ''}`}>
          {t('unauthorized.signIn')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
