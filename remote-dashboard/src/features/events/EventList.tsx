/**
 * The duties of the range, oldest first, in a virtualised list so a year of duties scrolls smoothly: only the
 * rows in view are in the document. Each row: icon and type, title, the roster's subtitle with the cities it
 * names, start and end in the user's format (with the end's date when it ends on a later day). A duty with
 * more from the roster (its code, notes, aircraft; a leg's distance in the user's unit) opens a details region
 * under its row; open rows are measured, so an open one grows (the others have a fixed height).
 */
import { useTranslation } from '@crewroster/shared/i18n';
import type { RosterEvent } from '@crewroster/shared/schemas';
import { Box, ChevronDownIcon } from '@crewroster/shared/ui';
import { Tooltip } from '@crewroster/shared/ui/overlays';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { recipeStyles, StaticStyles, staticStyles } from '../../common/static-styles';
import { formatDistance } from '../stats/format-distance';
import { DutyIcon } from './duty-icons';
import { placesLine } from './event-places';
import { eventSpan, type TimePrefs, zonesLine } from './format-time';
import { useMediaQuery } from './use-media-query';

const ROW_HEIGHT = 72;
/**
 * On a phone's width the times go under the title and places (beside them, they left the title a letter or two):
 * title 24 px, places 20, up to two lines of times 40 and a zone change 18.
 */
const NARROW_ROW_HEIGHT = 104;
/** Chakra's `sm` breakpoint (480px): from it on, the times stand beside the title. */
const WIDE = '(min-width: 30rem)';

// The rows' styles, built once (no style props in a row: see static-styles).
const { classes: c, sheet } = staticStyles('duty', {
  item: {
    borderBottomWidth: '1px',
    listStyleType: 'none',
    position: 'absolute',
    top: '0',
    left: '0',
    w: 'full',
  },
  row: {
    display: 'grid',
    columnGap: '3',
    alignItems: 'center',
    px: '4',
    h: { base: `${NARROW_ROW_HEIGHT}px`, sm: `${ROW_HEIGHT}px` },
    gridTemplateColumns: { base: 'auto minmax(0, 1fr) auto', sm: 'auto minmax(0, 1fr) auto auto' },
    gridTemplateAreas: { base: '"icon main toggle" "icon times toggle"', sm: '"icon main times toggle"' },
  },
  icon: { gridArea: 'icon', color: 'colorPalette.fg' },
  main: { gridArea: 'main', minW: '0', alignSelf: { base: 'end', sm: 'center' } },
  title: { fontWeight: 'semibold', truncate: true },
  type: { fontWeight: 'normal', color: 'fg.muted' },
  places: { fontSize: 'sm', color: 'fg.muted', truncate: true },
  times: {
    gridArea: 'times',
    alignSelf: { base: 'start', sm: 'center' },
    fontSize: 'sm',
    whiteSpace: { base: 'normal', sm: 'nowrap' },
    fontVariantNumeric: 'tabular-nums',
    textAlign: { base: 'start', sm: 'end' },
  },
  zones: { fontSize: 'xs', color: 'fg.muted' },
  hidden: { srOnly: true },
  toggle: [
    recipeStyles('button', { size: 'xs', variant: 'ghost' }),
    // As Chakra's IconButton: square, the icon a little larger than the text.
    { px: '0', py: '0', _icon: { fontSize: '1.2em' }, gridArea: 'toggle' },
  ],
  open: { transform: 'rotate(180deg)' },
  spacer: { w: '6', gridArea: 'toggle' },
  details: {
    px: '4',
    pb: '3',
    ps: '3.25rem',
    fontSize: 'sm',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
  },
  term: { color: 'fg.muted' },
  value: { m: '0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

/** The duty's icon, naming its type on hover: Chakra's tooltip (a state machine each) mounts on the first hover. */
function TypeIcon({ dutyType, type }: { dutyType: number; type: string }) {
  const [hovered, setHovered] = useState(false);
  const icon = (
    <div className={c.icon} onPointerEnter={hovered ? undefined : () => setHovered(true)}>
      <DutyIcon dutyType={dutyType} />
    </div>
  );
  return hovered ? <Tooltip content={type}>{icon}</Tooltip> : icon;
}

// Memoised: when the list scrolls, only the rows that come into view render (each row's times are work).
const EventRow = memo(function EventRow({
  event,
  index,
  prefs,
  open,
  onToggle,
}: {
  event: RosterEvent;
  index: number;
  prefs: TimePrefs;
  open: boolean;
  onToggle: (id: number, index: number) => void;
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
      <div className={c.row}>
        <TypeIcon dutyType={event.dutyType} type={type} />
        <div className={c.main}>
          <p className={c.title}>
            {event.dutyTitle}
            <span className={c.type}>
              {' · '}
              {type}
            </span>
          </p>
          {where && <p className={c.places}>{where}</p>}
        </div>
        {/* A duty into a later day gets two lines: the end's date must show, not only its time. */}
        <div className={c.times}>
          {span.laterDay ? (
            <>
              <p>{`${span.from} –`}</p>
              <p>{span.to}</p>
            </>
          ) : (
            <p>{span.to ? `${span.from} – ${span.to}` : span.from}</p>
          )}
          {span.zoneChange && (
            // A duty that crosses time zones (local time): the offsets, read out as a sentence.
            <p className={c.zones}>
              <span aria-hidden="true">{`${span.zoneChange.from} → ${span.zoneChange.to}`}</span>
              <span className={c.hidden}>{t('events.zoneChange', span.zoneChange)}</span>
            </p>
          )}
        </div>
        {details.length > 0 ? (
          <button
            type="button"
            className={c.toggle}
            aria-label={t('events.details', { title: event.dutyTitle })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => onToggle(event.dutyId, index)}
          >
            <ChevronDownIcon className={open ? c.open : undefined} />
          </button>
        ) : (
          // The times of rows with and without details stay aligned.
          <div className={c.spacer} />
        )}
      </div>
      {open && details.length > 0 && (
        <dl id={detailsId} className={c.details}>
          {details.map((d) => (
            <div key={d.label} style={{ display: 'contents' }}>
              <dt className={c.term}>{d.label}</dt>
              <dd className={c.value}>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
});

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
  // A closed row with its bottom border: every row but an open one is exactly this tall.
  const rowSize = (useMediaQuery(WIDE) ? ROW_HEIGHT : NARROW_ROW_HEIGHT) + 1;
  // Stable while the rows are: the virtualiser recomputes every row's offset when it changes (a year's 1,500 rows on
  // each render, issue 18).
  const getItemKey = useCallback((index: number) => events[index]?.dutyId ?? index, [events]);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scroller.current,
    getItemKey,
    // Exact for a closed row, so only open rows are measured (measuring every row forces a layout per row).
    estimateSize: () => rowSize,
    overscan: 3,
  });
  // Turning the phone: every closed row changes height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the row size changes
  useEffect(() => virtualizer.measure(), [rowSize]);
  // Stable, so a memoised row does not render again for a new handler.
  const openNow = useRef(open);
  openNow.current = open;
  const toggle = useCallback(
    (id: number, index: number) => {
      // A closing row is no longer measured: it is back to a closed row's height.
      if (openNow.current.has(id)) virtualizer.resizeItem(index, rowSize);
      setOpen((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    [virtualizer, rowSize],
  );
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
      <StaticStyles sheet={sheet} />
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list without markers.
        role="list"
        style={{ position: 'relative', margin: 0, padding: 0, height: `${virtualizer.getTotalSize()}px` }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const event = events[item.index];
          if (!event) return null;
          const isOpen = open.has(event.dutyId);
          return (
            <li
              key={event.dutyId}
              ref={isOpen ? virtualizer.measureElement : undefined}
              data-index={item.index}
              className={c.item}
              // A plain style: the position differs for every row.
              style={{ transform: `translateY(${item.start}px)` }}
              aria-setsize={events.length}
              aria-posinset={item.index + 1}
            >
              <EventRow event={event} prefs={prefs} open={isOpen} index={item.index} onToggle={toggle} />
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
