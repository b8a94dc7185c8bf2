/**
 * A control that saves on change (spec §2): shows the new value at once, confirms with a toast, and on
 * failure returns to the old value and shows the error toast.
 */
import { errorMessage } from '@crewroster/shared/api';
import { i18n } from '@crewroster/shared/i18n';
import { useUpdateUser } from '@crewroster/shared/query';
import type { PreferenceName } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSavePreference } from '../../queries';

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

export function usePreferences(): Record<string, string> {
  return useSession((s) => s.me?.user.preferences) ?? {};
}

/** Saves one preference, for forms that save on submit; the session takes the saved preferences. */
export function useStorePreference(): (name: PreferenceName, value: string) => Promise<void> {
  const { mutateAsync } = useSavePreference();
  return useCallback(
    async (name, value) => {
      await mutateAsync({ name, value });
    },
    [mutateAsync],
  );
}

/** A preference saved as soon as it changes. */
export function usePreference(name: PreferenceName) {
  const saved = usePreferences()[name] ?? '';
  const store = useStorePreference();
  return useSavedValue(saved, (value: string) => store(name, value));
}

export type UserProperty = 'profile_public' | 'emailme' | 'emailme_flightroutes';

/** profile_public, emailme or emailme_flightroutes: one property through PUT /v2/user. */
export function useUserProperty(name: UserProperty) {
  const saved = useSession((s) => s.me?.user[name]) ?? false;
  const { mutateAsync } = useUpdateUser();
  return useSavedValue(saved, async (value: boolean) => {
    await mutateAsync({ [name]: value });
  });
}
