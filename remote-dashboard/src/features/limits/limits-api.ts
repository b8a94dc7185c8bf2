/** GET v2/limits: the flight-time and duty limits of the user's rule set, computed by the API. */
import { authorisedClient } from '@crewroster/shared/api';
import type { FlightTimeLimits } from '@crewroster/shared/schemas';
import { useQuery } from '@tanstack/react-query';

/** `ruleSet` (the ftl_rules preference) is in the key so a changed setting fetches anew. */
export function useLimits(ruleSet: string) {
  return useQuery({
    queryKey: ['limits', ruleSet],
    queryFn: async () => {
      const body = await authorisedClient('main', 'main').get('v2/limits').json<{ data: FlightTimeLimits }>();
      return body.data;
    },
  });
}
