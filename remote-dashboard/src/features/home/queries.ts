/** Server data of the dashboard (TanStack Query): events and statistics of a range. */
import { authorisedClient } from '@crewroster/shared/api';
import type { RosterEvent, Statistics, StatisticsResponse } from '@crewroster/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { closedRange, type EventRange } from '../range/range';

const main = () => authorisedClient('main', 'main');

export function useEvents(range: EventRange) {
  return useQuery({
    queryKey: ['events', range.start, range.end],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const headers: Record<string, string> = { startdate: range.start };
      if (range.end) headers.enddate = range.end;
      const body = await main().get('v2/event', { headers }).json<{ data: RosterEvent[] }>();
      return [...body.data].sort((a, b) => a.dutyStartTimestamp - b.dutyStartTimestamp);
    },
  });
}

export function useStatistics(range: EventRange) {
  const { start, end } = closedRange(range, 'statistics');
  return useQuery({
    queryKey: ['statistics', start, end],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Statistics> => {
      const body = await main()
        .get('v2/user/statistics', { searchParams: { start_date: start, end_date: end } })
        .json<{ data: StatisticsResponse }>();
      return body.data.CUSTOM;
    },
  });
}
