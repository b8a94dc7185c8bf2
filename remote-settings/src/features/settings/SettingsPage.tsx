/** Placeholder page of the platform issue: its own issue builds the real screen here. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Heading, Stack, Text } from '@crewroster/shared/ui';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t('settings.title')}
      </Heading>
      <Text color="fg.muted">{t('settings.subtitle')}</Text>
    </Stack>
  );
}
