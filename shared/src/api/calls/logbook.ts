/** Logbook API calls (spec §7). */
import type { LogbookUser, Reply } from '../../schemas';
import { authorisedClient } from '../client';

/** GET v1/user on the logbook family → data. */
export async function fetchLogbookUser(): Promise<LogbookUser> {
  const body = await authorisedClient('logbook', 'logbook')
    .get('v1/user')
    .json<Reply<'logbook', 'GET v1/user'>>();
  return body.data;
}
