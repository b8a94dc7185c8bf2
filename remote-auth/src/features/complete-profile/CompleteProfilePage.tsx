/**
 * Complete profile (spec §2, §4): replaces the normal layout while position, airline or homebase is missing.
 * The form (pickers, avatar) arrives with the accounts issue; this screen already gates the layout.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Heading, Stack, Text } from '@crewroster/shared/ui';

export default function CompleteProfilePage() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t('completeProfile.title')}
      </Heading>
      <Text color="fg.muted">{t('completeProfile.subtitle')}</Text>
    </Stack>
  );
}
