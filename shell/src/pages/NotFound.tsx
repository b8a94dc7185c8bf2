import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { Button, Heading, Stack, Text } from '@crewroster/shared/ui';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.body')}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to="/sign-in">{t('notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
