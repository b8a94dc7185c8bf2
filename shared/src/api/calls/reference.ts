/** The pickers' reference data (spec §5, §7): public, so the guest client serves signed-in and new users alike. */
import type { Airline, Airport, JobType, ReferencePage, Reply } from '../../schemas';
import { guestClient } from '../client';

export type { ReferencePage };

/** GET v2/airline?header=q&page=n */
export function searchAirlines(q: string, page: number): Promise<ReferencePage<Airline>> {
  return guestClient('main', 'main')
    .get('v2/airline', { searchParams: { header: q, page } })
    .json<Reply<'main', 'GET v2/airline'>>();
}

/** GET v2/airport?header=q&page=n */
export function searchAirports(q: string, page: number): Promise<ReferencePage<Airport>> {
  return guestClient('main', 'main')
    .get('v2/airport', { searchParams: { header: q, page } })
    .json<Reply<'main', 'GET v2/airport'>>();
}

/** GET v2/jobtype: the positions. */
export async function fetchJobTypes(): Promise<JobType[]> {
  const body = await guestClient('main', 'main').get('v2/jobtype').json<Reply<'main', 'GET v2/jobtype'>>();
  return body.data;
}
