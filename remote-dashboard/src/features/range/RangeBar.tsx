/** The range choices above the dashboard: all events, next 7 days, next 30 days, or a custom range. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, HStack } from '@crewroster/shared/ui';
import { useState, useTransition } from 'react';
import type { RangeKind } from './range';

const KINDS: RangeKind[] = ['all', 'next7', 'next30', 'custom'];

export function RangeBar({ current, onChoose }: { current: RangeKind; onChoose: (kind: RangeKind) => void }) {
  const { t } = useTranslation('dashboard');
  // The chosen button shows pressed at once; the dashboard follows as a transition, in short slices, so a phone
  // answers the tap without waiting for every card and row to re-render (issue 18, interaction to next paint).
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState(current);
  const pressed = pending ? chosen : current;
  return (
    <HStack role="group" aria-label={t('range.label')} gap="1" wrap="wrap">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant={pressed === kind ? 'solid' : 'outline'}
          aria-pressed={pressed === kind}
          onClick={() => {
            // Opening the custom range's calendar is quick, and it shows at once.
            if (kind === 'custom') return onChoose(kind);
            setChosen(kind);
            startTransition(() => onChoose(kind));
          }}
        >
          {t(`range.${kind}`)}
        </Button>
      ))}
    </HStack>
  );
}
