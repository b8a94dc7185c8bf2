/**
 * A control that saves on change (spec §2): shows the new value at once, confirms with a toast, and on
 * failure returns to the old value and shows the error toast.
 */
import { errorMessage } from '@crewroster/shared/api';
import { i18n } from '@crewroster/shared/i18n';
import type { PreferenceName, UserMe } from '@crewroster/shared/schemas';
import { sessionStore, useSession } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { savePreference, type UserProperty, updateUser } from '../../api';

export function useSavedValue<T>(saved: T, save: (value: T) => Promise<void>) {
  const [value, setValue] = useState(saved);
  const [pending, setPending] = useState(false);
  const latest = useRef(saved);
  useEffect(() => {
    latest.current = saved;
    setValue(saved);
  }, [saved]);

  const change = async (next: T) => {
    const previous = latest.current;
    setValue(next);
    setPending(true);
    try {
      await save(next);
      latest.current = next;
      notify.success(i18n.t('common.saved', { ns: 'settings' }));
    } catch (error) {
      setValue(previous);
      notify.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { value, change, pending };
}

/** Keeps the session's copy of the user in step with what was saved (no reload needed). */
export function patchMe(patch: (me: UserMe) => UserMe) {
  sessionStore.setState((state) => (state.me ? { me: patch(state.me) } : {}));
}

export function usePreferences(): Record<string, string> {
  return useSession((s) => s.me?.user.preferences) ?? {};
}

export async function storePreference(name: PreferenceName, value: string): Promise<void> {
  const preferences = await savePreference(name, value);
  patchMe((me) => ({ ...me, user: { ...me.user, preferences } }));
}

/** A preference saved as soon as it changes. */
export function usePreference(name: PreferenceName) {
  const saved = usePreferences()[name] ?? '';
  return useSavedValue(saved, (value: string) => storePreference(name, value));
}

/** profile_public, emailme or emailme_flightroutes: one property through PUT /v2/user. */
export function useUserProperty(name: UserProperty) {
  const saved = useSession((s) => s.me?.user[name]) ?? false;
  return useSavedValue(saved, async (value: boolean) => {
    const me = await updateUser({ [name]: value });
    sessionStore.setState({ me });
  });
}
