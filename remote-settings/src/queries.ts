/**
 * The settings' server data (TanStack Query, one client for the app from `@crewroster/shared/query`): reads are
 * queries, writes mutations that update what they change. The user and its preferences live in the session store
 * (the shell and the dashboard read them there), so a write puts the API's answer there.
 */
import { queryOptions, useMutation, useQueryClient } from '@crewroster/shared/query';
import type { PreferenceName, ThirdPartyGrant, UserMe } from '@crewroster/shared/schemas';
import { sessionStore } from '@crewroster/shared/session';
import {
  cancelAccount,
  changePassword,
  fetchAuthorisedApps,
  fetchOutputFormats,
  removeAuthorisedApp,
  requestProfileData,
  savePreference,
} from './api';

const settingsKeys = {
  outputFormats: () => ['settings', 'outputformats'] as const,
  authorisedApps: (userId: number) => ['settings', 'authorised-apps', userId] as const,
};

/** The calendar's output formats (GET v2/calendar/outputformats); a failure says why in a toast. */
export const outputFormatsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.outputFormats(),
    queryFn: fetchOutputFormats,
    meta: { errorToast: true },
  });

/** The apps the user authorised; a failure says why in a toast. */
export const authorisedAppsQuery = (userId: number) =>
  queryOptions({
    queryKey: settingsKeys.authorisedApps(userId),
    queryFn: () => fetchAuthorisedApps(userId),
    meta: { errorToast: true },
  });

/** Revokes one app: it leaves the list at once, and the list is read again. */
export function useRemoveAuthorisedApp(userId: number) {
  const client = useQueryClient();
  const key = settingsKeys.authorisedApps(userId);
  return useMutation({
    mutationFn: (consumerId: number) => removeAuthorisedApp(consumerId, userId),
    onSuccess: async (_, consumerId) => {
      client.setQueryData<ThirdPartyGrant[]>(key, (list) =>
        list?.filter((a) => a.consumer_id !== consumerId),
      );
      await client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Keeps the session's copy of the user in step with what was saved (no reload needed). */
function patchMe(patch: (me: UserMe) => UserMe) {
  sessionStore.setState((state) => (state.me ? { me: patch(state.me) } : {}));
}

/** PUT v2/user/me/pref; the answer is all preferences, which replace the session's. */
export function useSavePreference() {
  return useMutation({
    mutationFn: ({ name, value }: { name: PreferenceName; value: string }) => savePreference(name, value),
    onSuccess: (preferences) => patchMe((me) => ({ ...me, user: { ...me.user, preferences } })),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}

export function useRequestProfileData() {
  return useMutation({ mutationFn: requestProfileData });
}
