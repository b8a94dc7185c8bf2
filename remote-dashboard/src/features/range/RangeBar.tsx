/** The range choices above the dashboard: all events, next 7 days, next 30 days, or a custom range. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, HStack } from '@crewroster/shared/ui';
import type { RangeKind } from './range';

const KINDS: RangeKind[] = ['all', 'next7', 'next30', 'custom'];

export function RangeBar({ current, onChoose }: { current: RangeKind; onChoose: (kind: RangeKind) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <HStack role="group" aria-label={t('range.label')} gap="1" wrap="wrap">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant={current === kind ? 'solid' : 'outline'}
          aria-pressed={current === kind}
          onClick={() => onChoose(kind)}
        >
          {t(`range.${kind}`)}
        </Button>
      ))}
    </HStack>
  );
}
