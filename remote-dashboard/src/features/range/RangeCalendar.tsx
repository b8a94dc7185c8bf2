/** A month calendar for picking a custom range; clicks follow `clickDay` (spec §4 Date-range picker). */
import { useTranslation } from '@crewroster/shared/i18n';
import { Box, Button, Grid, HStack, IconButton, Text } from '@crewroster/shared/ui';
import { Tooltip } from '@crewroster/shared/ui/overlays';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useState } from 'react';
import { day } from './range';
import { canApply, clickDay, emptySelection, type Selection } from './selection';

interface RangeCalendarProps {
  weekStartsOn: 0 | 1;
  initialMonth: Date;
  onApply: (start: string, end: string) => void;
  onCancel: () => void;
}

export function RangeCalendar({ weekStartsOn, initialMonth, onApply, onCancel }: RangeCalendarProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [month, setMonth] = useState(startOfMonth(initialMonth));
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const locale = i18n.resolvedLanguage ?? 'en';
  const days = eachDayOfInterval({
    start: startOfWeek(month, { weekStartsOn }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn }),
  });
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(
      addDays(startOfWeek(month, { weekStartsOn }), i),
    ),
  );
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month);
  const inRange = (d: string) =>
    Boolean(selection.start && selection.end && d >= selection.start && d <= selection.end);

  return (
    <Box
      role="group"
      aria-label={t('range.calendar')}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      maxW="sm"
    >
      <HStack justify="space-between" mb="2">
        <Tooltip content={t('range.previousMonth')}>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('range.previousMonth')}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            ‹
          </IconButton>
        </Tooltip>
        <Text fontWeight="semibold" aria-live="polite">
          {monthLabel}
        </Text>
        <Tooltip content={t('range.nextMonth')}>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('range.nextMonth')}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            ›
          </IconButton>
        </Tooltip>
      </HStack>
      <Grid templateColumns="repeat(7, 1fr)" gap="1" textAlign="center">
        {weekdays.map((w) => (
          <Text key={w} fontSize="xs" color="fg.muted" aria-hidden>
            {w}
          </Text>
        ))}
        {days.map((date) => {
          const key = day(date);
          const selected = key === selection.start || key === selection.end;
          return (
            <Button
              key={key}
              size="xs"
              variant={selected ? 'solid' : inRange(key) ? 'subtle' : 'ghost'}
              color={selected ? undefined : date.getMonth() === month.getMonth() ? 'fg' : 'fg.muted'}
              aria-pressed={selected || inRange(key)}
              aria-label={new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date)}
              onClick={() => setSelection((s) => clickDay(s, key))}
            >
              {format(date, 'd')}
            </Button>
          );
        })}
      </Grid>
      <HStack justify="end" mt="3">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('range.cancel')}
        </Button>
        <Button
          size="sm"
          disabled={!canApply(selection)}
          onClick={() => canApply(selection) && onApply(selection.start, selection.end)}
        >
          {t('range.apply')}
        </Button>
      </HStack>
    </Box>
  );
}
