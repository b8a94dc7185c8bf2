/** Roster subscription calls of the main API (PUT/GET/PATCH/DELETE /v2/roster/subscription, refresh, changes). */
import { authorisedClient } from '@crewroster/shared/api';
import type { Reply, RosterChanges, RosterSubscription } from '@crewroster/shared/schemas';
import { answerOf, type UploadAnswer } from '../upload/upload-roster';

const main = () => authorisedClient('main', 'main');
const PATH = 'v2/roster/subscription';

/**
 * Fetches the address now and imports it (the API allows 30 s for the fetch and as long as an upload to read it):
 * the new statistics and what was imported and skipped, as an upload answers.
 */
export async function subscribe(
  url: string,
  emailOnChange: boolean,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const body = await main()
    .put(PATH, { json: { url, email_on_change: emailOnChange }, timeout: 120_000, signal })
    .json<Reply<'main', 'PUT v2/roster/subscription'>>();
  return answerOf(body);
}

export async function fetchSubscription(): Promise<RosterSubscription | null> {
  return (await main().get(PATH).json<Reply<'main', 'GET v2/roster/subscription'>>()).data;
}

export async function setEmailOnChange(emailOnChange: boolean): Promise<RosterSubscription> {
  return (
    await main()
      .patch(PATH, { json: { email_on_change: emailOnChange } })
      .json<Reply<'main', 'PATCH v2/roster/subscription'>>()
  ).data;
}

export async function refreshNow(): Promise<RosterSubscription> {
  return (
    await main()
      .post(`${PATH}/refresh`, { timeout: 120_000 })
      .json<Reply<'main', 'POST v2/roster/subscription/refresh'>>()
  ).data;
}

export async function stopSubscription(): Promise<void> {
  await main().delete(PATH);
}

/** What the imports since `since` changed, added up. */
export async function fetchChanges(since: Date): Promise<RosterChanges> {
  return (
    await main()
      .get('v2/roster/changes', { searchParams: { since: since.toISOString() } })
      .json<Reply<'main', 'GET v2/roster/changes'>>()
  ).data;
}
