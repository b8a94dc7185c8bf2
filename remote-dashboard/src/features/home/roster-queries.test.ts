import { queryClient } from '@crewroster/shared/query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateRoster, rosterKeys } from './roster-queries';

afterEach(() => queryClient.clear());

describe('invalidateRoster', () => {
  it('marks the roster and what is computed from it stale, and leaves other pages’ data alone', async () => {
    queryClient.setQueryData(rosterKeys.events('2026-11-01', '2026-11-30'), []);
    queryClient.setQueryData(rosterKeys.limits('easa'), {});
    queryClient.setQueryData(rosterKeys.subscription, null);
    queryClient.setQueryData(['airlines', 'KL'], []);
    await invalidateRoster();
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(rosterKeys.events('2026-11-01', '2026-11-30'))).toBe(true);
    expect(stale(rosterKeys.limits('easa'))).toBe(true);
    expect(stale(rosterKeys.subscription)).toBe(true);
    expect(stale(['airlines', 'KL'])).toBe(false);
  });

  it('gives the roster queries their retry and reconnect defaults, not the rest', () => {
    expect(queryClient.getQueryDefaults(rosterKeys.events()).refetchOnReconnect).toBe('always');
    expect(queryClient.getQueryDefaults(['airlines']).refetchOnReconnect).toBeUndefined();
  });
});
