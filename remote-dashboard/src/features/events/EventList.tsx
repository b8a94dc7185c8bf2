/**
 * The duties of the range, oldest first, in a virtualised list so a year of duties scrolls smoothly: only the
 * rows in view are in the document. Each row: icon and type, title, the roster's subtitle with the cities it
 * names, start and end in the user's format (with the end's date when it ends on a later day). A duty with
 * more from the roster (its code, notes, aircraft; a leg's distance in the user's unit) opens a details region
 * under its row; rows are measured, so an open one grows.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import type { RosterEvent } from '@crewroster/shared/schemas';
import { Box, ChevronDownIcon, Flex, IconButton, Text, VisuallyHidden } from '@crewroster/shared/ui';
import { Tooltip } from '@crewroster/shared/ui/overlays';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { formatDistance } from '../stats/format-distance';
import { DutyIcon } from './duty-icons';
import { placesLine } from './event-places';
import { eventSpan, type TimePrefs, zonesLine } from './format-time';

const ROW_HEIGHT = 72;

function EventRow({
  event,
  prefs,
  open,
  onToggle,
}: {
  event: RosterEvent;
  prefs: TimePrefs;
  open: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const type = t(`dutyTypes.${event.dutyType}`, { defaultValue: event.dutyTypeDescription });
  const span = eventSpan(event, prefs);
  const where = placesLine(event);
  const details = [
    { label: t('events.code'), value: event.dutyNonFlyCode },
    { label: t('events.notes'), value: event.dutyAdditional },
    {
      label: t('events.distance'),
      value: event.distance && formatDistance(event.distance, t, i18n.language),
    },
  ].filter((d): d is { label: string; value: string } => Boolean(d.value));
  // Which clocks the times are on; only where the row has details anyway (it does not add a details button).
  const zones = zonesLine(event, prefs);
  if (details.length > 0 && zones) details.push({ label: t('events.timesIn'), value: t(zones.key, zones) });
  const detailsId = `duty-${event.dutyId}-details`;
  return (
    <>
      <Flex gap="3" align="center" h={`${ROW_HEIGHT}px`} px="4">
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
          {where && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {where}
            </Text>
          )}
        </Box>
        {/* A duty into a later day gets two lines: the end's date must show, not only its time. */}
        <Box fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" textAlign="end">
          {span.laterDay ? (
            <>
              <Text>{`${span.from} –`}</Text>
              <Text>{span.to}</Text>
            </>
          ) : (
            <Text>{span.to ? `${span.from} – ${span.to}` : span.from}</Text>
          )}
          {span.zoneChange && (
            // A duty that crosses time zones (local time): the offsets, read out as a sentence.
            <Text fontSize="xs" color="fg.muted">
              <span aria-hidden="true">{`${span.zoneChange.from} → ${span.zoneChange.to}`}</span>
              <VisuallyHidden>{t('events.zoneChange', span.zoneChange)}</VisuallyHidden>
            </Text>
          )}
        </Box>
        {details.length > 0 ? (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('events.details', { title: event.dutyTitle })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} />
          </IconButton>
        ) : (
          // The times of rows with and without details stay aligned.
          <Box w="6" flexShrink={0} />
        )}
      </Flex>
      {open && details.length > 0 && (
        <Box
          as="dl"
          id={detailsId}
          px="4"
          pb="3"
          ps="3.25rem"
          fontSize="sm"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="3"
          rowGap="1"
        >
          {details.map((d) => (
            <Box key={d.label} display="contents">
              <Text as="dt" color="fg.muted">
                {d.label}
              </Text>
              <Text as="dd" m="0" whiteSpace="pre-wrap" wordBreak="break-word">
                {d.value}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

export function EventList({
  events,
  prefs,
  busy = false,
}: {
  events: RosterEvent[];
  prefs: TimePrefs;
  /** Another range is loading while these rows still show. */
  busy?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT + 1, // and its bottom border
    overscan: 8,
  });
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('events.listLabel', { count: events.length })}
      aria-busy={busy}
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
              ref={virtualizer.measureElement}
              data-index={item.index}
              borderBottomWidth="1px"
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
              <EventRow
                event={event}
                prefs={prefs}
                open={open.has(event.dutyId)}
                onToggle={() => toggle(event.dutyId)}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
