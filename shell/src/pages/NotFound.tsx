import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { returnPathParam } from '@crewroster/shared/session';
import { Button, Heading, Stack, Text } from '@crewroster/shared/ui';

/** The not-found screen; `returnTo` is a signed-in page asked for while signed out: sign in, then back to it. */
export function NotFound({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation('shell');
  const signIn = returnTo ? `/sign-in?${returnPathParam}=${encodeURIComponent(returnTo)}` : '/sign-in';
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text>{t(returnTo ? 'notFound.signedInOnly' : 'notFound.body')}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to={signIn}>{t('notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
