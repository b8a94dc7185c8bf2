/** Server data of the dashboard (TanStack Query): events and statistics of a range. */
import { authorisedClient } from '@crewroster/shared/api';
import { keepPreviousData, useQuery } from '@crewroster/shared/query';
import type { Reply, Statistics } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { closedRange, type EventRange } from '../range/range';
import { rosterKeys } from './roster-queries';

const main = () => authorisedClient('main', 'main');

/** Settings the API applies to these answers (report events, distance unit): a change fetches them again. */
function useAnswerSettings() {
  const preferences = useSession((s) => s.me?.user.preferences);
  return [preferences?.report_minutes, preferences?.distance] as const;
}

export function useEvents(range: EventRange) {
  const settings = useAnswerSettings();
  return useQuery({
    queryKey: rosterKeys.events(range.start, range.end, ...settings),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const headers: Record<string, string> = { startdate: range.start };
      if (range.end) headers.enddate = range.end;
      const body = await main().get('v2/event', { headers }).json<Reply<'main', 'GET v2/event'>>();
      return [...body.data].sort((a, b) => a.dutyStartTimestamp - b.dutyStartTimestamp);
    },
  });
}

export function useStatistics(range: EventRange) {
  const { start, end } = closedRange(range, 'statistics');
  const settings = useAnswerSettings();
  return useQuery({
    queryKey: rosterKeys.statistics(start, end, ...settings),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Statistics> => {
      const body = await main()
        .get('v2/user/statistics', { searchParams: { start_date: start, end_date: end } })
        .json<Reply<'main', 'GET v2/user/statistics'>>();
      return body.data.CUSTOM;
    },
  });
}
