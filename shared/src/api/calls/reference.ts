/** The pickers' reference data (spec §5, §7): public, so the guest client serves signed-in and new users alike. */
import type { Airline, Airport, JobType } from '../../schemas';
import { guestClient } from '../client';

/** One page of matches (10 a page for airlines and airports) and how many there are in all. */
export interface ReferencePage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/** GET v2/airline?header=q&page=n */
export function searchAirlines(q: string, page: number): Promise<ReferencePage<Airline>> {
  return guestClient('main', 'main')
    .get('v2/airline', { searchParams: { header: q, page } })
    .json();
}

/** GET v2/airport?header=q&page=n */
export function searchAirports(q: string, page: number): Promise<ReferencePage<Airport>> {
  return guestClient('main', 'main')
    .get('v2/airport', { searchParams: { header: q, page } })
    .json();
}

/** GET v2/jobtype: the positions. */
export async function fetchJobTypes(): Promise<JobType[]> {
  const body = await guestClient('main', 'main').get('v2/jobtype').json<{ data: JobType[] }>();
  return body.data;
}
