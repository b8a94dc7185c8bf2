/**
 * "Times: UTC / Local / Home base" beside the range choices (issue 15): the `time_display` preference, saved for
 * the user as soon as it changes (the settings' Display page has the same choice). Native radios in a fieldset,
 * so arrow keys move between them and a screen reader names the group. The first choice is the time-zone setting,
 * named "UTC" unless another zone is set there.
 */
import { authorisedClient, errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { type Reply, TIME_DISPLAYS, type TimeDisplay } from '@crewroster/shared/schemas';
import { sessionStore } from '@crewroster/shared/session';
import { Box, HStack, notify, Text, VisuallyHidden } from '@crewroster/shared/ui';
import { useState } from 'react';
import type { TimePrefs } from './format-time';

async function saveTimeDisplay(value: TimeDisplay): Promise<void> {
  const body = await authorisedClient('main', 'main')
    .put('v2/user/me/pref', { headers: { preference: 'time_display', value } })
    .json<Reply<'main', 'PUT v2/user/me/pref'>>();
  // The session's copy of the user follows, so every part of the page reads the new choice.
  sessionStore.setState((state) =>
    state.me ? { me: { ...state.me, user: { ...state.me.user, preferences: body.data.preferences } } } : {},
  );
}

export function TimeDisplaySwitch({ prefs }: { prefs: TimePrefs }) {
  const { t } = useTranslation('dashboard');
  const [saving, setSaving] = useState<TimeDisplay | null>(null);
  const current = saving ?? prefs.zones.display;
  const { settingZone, homeZone } = prefs.zones;
  const label = (value: TimeDisplay) =>
    value === 'utc' && settingZone !== 'UTC' ? settingZone.replaceAll('_', ' ') : t(`times.${value}`);

  const choose = async (value: TimeDisplay) => {
    setSaving(value);
    try {
      await saveTimeDisplay(value);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    // The legend floats so it sits in the row with the choices (a fieldset's legend is not a flex item).
    <Box as="fieldset" border="0" m="0" p="0" minW="0" fontSize="sm" aria-busy={saving !== null}>
      <Text as="legend" float="left" me="2" py="1" color="fg.muted">
        {t('times.label')}
      </Text>
      <HStack gap="1">
        {TIME_DISPLAYS.map((value) => {
          const disabled = value === 'home' && !homeZone;
          return (
            <Box
              as="label"
              key={value}
              display="inline-flex"
              alignItems="center"
              gap="1"
              px="2"
              py="1"
              borderWidth="1px"
              borderRadius="md"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              opacity={disabled ? 0.6 : 1}
              bg={current === value ? 'colorPalette.subtle' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <input
                type="radio"
                name="time-display"
                value={value}
                checked={current === value}
                disabled={disabled}
                aria-describedby={disabled ? 'time-display-no-home' : undefined}
                onChange={() => void choose(value)}
              />
              {label(value)}
            </Box>
          );
        })}
      </HStack>
      {!homeZone && <VisuallyHidden id="time-display-no-home">{t('times.noHome')}</VisuallyHidden>}
    </Box>
  );
}
