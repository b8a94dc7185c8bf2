/**
 * /home: four statistic cards, the flight-time limits card, the range choices (with show history), the flight
 * map and the event list over the chosen range (spec §2, §4 Dashboard). Each part says when it failed (with a
 * retry) and, while another range loads, keeps the old figures and rows in view beside a loading note.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { useLocation, useNavigate } from '@crewroster/shared/router';
import { isOffline, useSession } from '@crewroster/shared/session';
import {
  Box,
  Button,
  ComponentBoundary,
  FailedLoading,
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@crewroster/shared/ui';
import { memo, startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { EventList } from '../events/EventList';
import { timePrefs } from '../events/format-time';
import { TimeDisplaySwitch } from '../events/TimeDisplaySwitch';
import { ExportMenu } from '../export/ExportMenu';
import { LimitsCard } from '../limits/LimitsCard';
import { FlightMap } from '../map/FlightMap';
import { OfflineBanner } from '../offline/OfflineBanner';
import { RangeBar } from '../range/RangeBar';
import { RangeCalendar } from '../range/RangeCalendar';
import { type EventRange, quickRange, type RangeKind, withHistory } from '../range/range';
import { StatCards } from '../stats/StatCards';
import { SubscriptionStatus } from '../subscription/SubscriptionStatus';
import { useEvents, useStatistics } from './queries';

// maplibre is heavy: only load it when the dashboard shows.

// The parts below the dashboard's own state, memoised: a query's update (a range's events or statistics arriving,
// a refetch) re-renders the dashboard at once, and without memo every card, the list, the map and the menus rendered
// again with it, as one long task, although the rows and figures they show are deferred and unchanged (React's
// useDeferredValue only defers what is memoised). Now the urgent render touches what changed, and the new rows and
// figures render in the deferred pass (issue 18, interaction to next paint).
const Stats = memo(StatCards);
const List = memo(EventList);
const RoutesMap = memo(FlightMap);
const Limits = memo(LimitsCard);
const Ranges = memo(RangeBar);
const TimeSwitch = memo(TimeDisplaySwitch);
const Export = memo(ExportMenu);
const Subscription = memo(SubscriptionStatus);

/** A live region that is always there (so the note is announced), showing a spinner and the note while `busy`. */
function LoadingNote({ busy, note }: { busy: boolean; note: string }) {
  return (
    <HStack role="status" gap="2" fontSize="sm" color="fg.muted">
      {busy && (
        <>
          <Spinner size="xs" />
          <Text>{note}</Text>
        </>
      )}
    </HStack>
  );
}

const Failed = ({ name, onRetry }: { name: string; onRetry: () => void }) => (
  <Box bg="bg" borderWidth="1px" borderRadius="lg">
    <FailedLoading name={name} onRetry={onRetry} />
  </Box>
);

export function Dashboard() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const overlaid = useLocation().pathname.startsWith('/home/upload');
  const preferences = useSession((s) => s.me?.user.preferences);
  const homeZone = useSession((s) => s.me?.base?.timezone ?? null);
  const prefs = useMemo(() => timePrefs(preferences, homeZone), [preferences, homeZone]);
  const [range, setRange] = useState<EventRange>(() => quickRange('all', new Date()));
  const [picking, setPicking] = useState(false);
  const events = useEvents(range);
  const statistics = useStatistics(range);
  // The rows and figures render as a transition, in short slices (a query's update is otherwise one long task on a
  // phone, issue 18); until then the spinner or the last rows stay.
  const rows = useDeferredValue(events.data);
  const figures = useDeferredValue(statistics.data);
  const list = rows ?? [];
  // Failed with nothing to show (a new range's failure drops the previous range's placeholder).
  const statisticsFailed = statistics.isError && !statistics.data;
  const retryStatistics = () => void statistics.refetch();

  // Stable, so the memoised range bar does not render again with every query update.
  const choose = useCallback((kind: RangeKind) => {
    if (kind === 'custom') setPicking(true);
    else {
      setPicking(false);
      setRange(quickRange(kind, new Date()));
    }
  }, []);
  const earliest = list[0] ? new Date(list[0].dutyStartTimestamp * 1000).toISOString().slice(0, 10) : null;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('home.title')}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <LoadingNote busy={statistics.isPlaceholderData} note={t('stats.updating')} />
          <Ranges current={picking ? 'custom' : range.kind} onChoose={choose} />
          <TimeSwitch prefs={prefs} />
          <Export range={range} />
        </Flex>
      </Flex>
      {picking && (
        <RangeCalendar
          weekStartsOn={preferences?.calendar_weekday === 'sunday' ? 0 : 1}
          initialMonth={new Date()}
          onCancel={() => setPicking(false)}
          onApply={(start, end) => {
            setPicking(false);
            setRange({ kind: 'custom', start, end });
          }}
        />
      )}
      <OfflineBanner
        updatedAt={events.dataUpdatedAt}
        unreachable={events.isError && isOffline(events.error)}
      />
      <Subscription prefs={prefs} />
      <Stats
        statistics={figures}
        busy={statistics.isPlaceholderData}
        onRetry={statisticsFailed ? retryStatistics : undefined}
      />
      {/* Not under the upload screens: the import changes its figures, and its window names ("any 12 consecutive
          calendar months") would otherwise answer a search for the portal form's "Month" field by label. */}
      {!overlaid && (
        <ComponentBoundary name={t('limits.heading')}>
          <Limits />
        </ComponentBoundary>
      )}
      {statisticsFailed && <Failed name={t('map.name')} onRetry={retryStatistics} />}
      {(!figures || figures.routes.length > 0) && !statisticsFailed && (
        // The map's place (map and credit line) is kept from the start, so the event list below does not jump.
        <Box minH="380px">
          {figures ? (
            <ComponentBoundary name={t('map.name')}>
              <RoutesMap routes={figures.routes} />
            </ComponentBoundary>
          ) : (
            <Box h="360px" bg="bg.muted" borderRadius="lg" />
          )}
        </Box>
      )}
      <Stack as="section" aria-labelledby="events-heading" gap="3">
        <Flex justify="space-between" align="center" gap="3">
          <Flex align="center" gap="3">
            <Heading as="h2" size="lg" id="events-heading">
              {t('events.heading')}
            </Heading>
            <LoadingNote busy={events.isPlaceholderData} note={t('events.updating')} />
          </Flex>
          {range.kind === 'all' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => startTransition(() => setRange(withHistory(range, earliest)))}
            >
              {t('events.showHistory')}
            </Button>
          )}
        </Flex>
        {!rows && (events.isPending || events.data) ? (
          <Spinner role="status" aria-label={t('events.loading')} />
        ) : !rows ? (
          <Failed name={t('events.heading')} onRetry={() => void events.refetch()} />
        ) : list.length === 0 ? (
          <Stack align="start" gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="6">
            <Text fontWeight="semibold">{t('events.emptyTitle')}</Text>
            <Text color="fg.muted">{t('events.emptyBody')}</Text>
            <Button onClick={() => navigate('/home/upload')}>{t('events.upload')}</Button>
          </Stack>
        ) : (
          <List events={list} prefs={prefs} busy={events.isPlaceholderData} />
        )}
      </Stack>
    </Stack>
  );
}
