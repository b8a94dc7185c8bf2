/** POST /v2/roster/fetch: the API signs in to the crew portal, fetches the roster and imports it (up to 120 s). */
import { authorisedClient } from '@crewroster/shared/api';
import type { Reply } from '@crewroster/shared/schemas';
import { answerOf, type Transfer, type UploadAnswer } from './upload-roster';

export interface PortalRequest {
  username: string;
  password: string;
  username2?: string;
  password2?: string;
  memorable?: string;
  start_date: string;
  num_days: number;
  channel: string;
}

export async function fetchFromPortal(json: PortalRequest, { signal }: Transfer): Promise<UploadAnswer> {
  const body = await authorisedClient('main', 'main')
    .post('v2/roster/fetch', { timeout: 120_000, json, signal })
    .json<Reply<'main', 'POST v2/roster/fetch'>>();
  return answerOf(body);
}
