/**
 * The dashboard's place in the app's one query cache (`@crewroster/shared/query`). Every dashboard query key starts
 * with `roster`: all of them show the roster or something computed from it, so an import or a subscription check
 * invalidates exactly these and leaves other pages' data (profile, airlines) alone.
 */

import { queryClient } from '@crewroster/shared/query';
import { isOffline } from '@crewroster/shared/session';

export const ROSTER = 'roster';

export const rosterKeys = {
  all: [ROSTER],
  events: (...parts: unknown[]) => [ROSTER, 'events', ...parts],
  statistics: (...parts: unknown[]) => [ROSTER, 'statistics', ...parts],
  limits: (ruleSet: string) => [ROSTER, 'limits', ruleSet],
  subscription: [ROSTER, 'subscription'],
  changes: [ROSTER, 'changes'],
};

/** What the query kept on this device is (`events`, `limits`…): the key's second part. */
export const rosterPart = (key: readonly unknown[]) => (key[0] === ROSTER ? String(key[1]) : undefined);

// The roster is what crew open the app for, also on a poor connection: one retry on top of the API client's, and
// back online after being offline it is fetched again however fresh it looked (issue 15). A fetch that got no
// answer (a network that reaches nothing) is tried again every few seconds.
queryClient.setQueryDefaults(rosterKeys.all, {
  retry: 1,
  refetchOnReconnect: 'always',
  refetchInterval: (query) => (isOffline(query.state.error ?? undefined) ? 5_000 : false),
});

export const invalidateRoster = () => queryClient.invalidateQueries({ queryKey: rosterKeys.all });
