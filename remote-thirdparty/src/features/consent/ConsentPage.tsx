/** Placeholder page of the platform issue: its own issue builds the real screen here. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Heading, Stack, Text } from '@crewroster/shared/ui';

export default function ConsentPage() {
  const { t } = useTranslation('thirdparty');
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t('consent.title')}
      </Heading>
      <Text color="fg.muted">{t('consent.subtitle')}</Text>
    </Stack>
  );
}
