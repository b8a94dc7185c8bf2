/** GET v2/limits: the flight-time and duty limits of the user's rule set, computed by the API. */
import { authorisedClient } from '@crewroster/shared/api';
import { useQuery } from '@crewroster/shared/query';
import type { Reply } from '@crewroster/shared/schemas';
import { rosterKeys } from '../home/roster-queries';

/** `ruleSet` (the ftl_rules preference) is in the key so a changed setting fetches anew. */
export function useLimits(ruleSet: string) {
  return useQuery({
    queryKey: rosterKeys.limits(ruleSet),
    queryFn: async () => {
      const body = await authorisedClient('main', 'main')
        .get('v2/limits')
        .json<Reply<'main', 'GET v2/limits'>>();
      return body.data;
    },
  });
}
