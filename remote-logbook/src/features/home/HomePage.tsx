/** Placeholder page of the platform issue: its own issue builds the real screen here. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Heading, Stack, Text } from '@crewroster/shared/ui';

export default function HomePage() {
  const { t } = useTranslation('logbook');
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t('home.title')}
      </Heading>
      <Text color="fg.muted">{t('home.subtitle')}</Text>
    </Stack>
  );
}
