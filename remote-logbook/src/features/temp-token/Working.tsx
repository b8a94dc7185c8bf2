import { useTranslation } from '@crewroster/shared/i18n';
import { Center, Spinner } from '@crewroster/shared/ui';

export function Working() {
  const { t } = useTranslation('logbook');
  return (
    <Center minH="40" role="status" aria-label={t('working')}>
      <Spinner size="lg" />
    </Center>
  );
}
