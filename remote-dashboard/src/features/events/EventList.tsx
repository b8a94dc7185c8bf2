/**
 * The duties of the range, oldest first, in a virtualised list so a year of duties scrolls smoothly: only the
 * rows in view are in the document. Each row: icon and type, title, subtitle, start and end in the user's format.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import type { RosterEvent } from '@crewroster/shared/schemas';
import { Box, Flex, Text } from '@crewroster/shared/ui';
import { Tooltip } from '@crewroster/shared/ui/overlays';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { DutyIcon } from './duty-icons';
import { formatDate, formatTime, type TimePrefs } from './format-time';

const ROW_HEIGHT = 72;

function EventRow({ event, prefs }: { event: RosterEvent; prefs: TimePrefs }) {
  const { t } = useTranslation('dashboard');
  const type = t(`dutyTypes.${event.dutyType}`, { defaultValue: event.dutyTypeDescription });
  const start = event.dutyStartTimestamp;
  const end = event.dutyEndTimestamp;
  const when = event.dutyIsAllDay
    ? formatDate(start, prefs)
    : `${formatDate(start, prefs)} ${formatTime(start, prefs)} – ${formatTime(end, prefs)}`;
  return (
    <Flex gap="3" align="center" h={`${ROW_HEIGHT}px`} px="4" borderBottomWidth="1px">
      <Tooltip content={type}>
        <Box color="colorPalette.fg" flexShrink={0}>
          <DutyIcon dutyType={event.dutyType} />
        </Box>
      </Tooltip>
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" truncate>
          {event.dutyTitle}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' · '}
            {type}
          </Text>
        </Text>
        {event.dutySubtitle && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {event.dutySubtitle}
          </Text>
        )}
      </Box>
      <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {when}
      </Text>
    </Flex>
  );
}

export function EventList({ events, prefs }: { events: RosterEvent[]; prefs: TimePrefs }) {
  const { t } = useTranslation('dashboard');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('events.listLabel', { count: events.length })}
      maxH="560px"
      overflowY="auto"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
    >
      <Box
        as="ul"
        role="list"
        position="relative"
        m="0"
        p="0"
        style={{ height: `${virtualizer.getTotalSize()}px` }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const event = events[item.index];
          if (!event) return null;
          return (
            <Box
              as="li"
              key={event.dutyId}
              listStyleType="none"
              position="absolute"
              top="0"
              left="0"
              w="full"
              // A plain style, not a style prop: each position would otherwise mint and insert a new CSS class.
              style={{ transform: `translateY(${item.start}px)` }}
              aria-setsize={events.length}
              aria-posinset={item.index + 1}
            >
              <EventRow event={event} prefs={prefs} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
