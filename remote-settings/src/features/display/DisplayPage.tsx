/** Display: date format, week start, time zone, distance and temperature; each saves on change. */
import { useTranslation } from '@crewroster/shared/i18n';
import {
  DATE_FORMATS,
  DISTANCE_UNITS,
  TEMPERATURE_UNITS,
  TIME_DISPLAYS,
  WEEK_STARTS,
} from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Stack } from '@crewroster/shared/ui';
import { useMemo } from 'react';
import { Select, SettingsSection } from '../shared/controls';
import { usePreference } from '../shared/useSavedValue';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...zones, current].filter(Boolean))];
}

export default function DisplayPage() {
  const { t } = useTranslation('settings');
  const dateformat = usePreference('dateformat');
  const weekday = usePreference('calendar_weekday');
  const timezone = usePreference('profile_fridge_timezone');
  const timeDisplay = usePreference('time_display');
  const hasHomeZone = useSession((s) => Boolean(s.me?.base?.timezone));
  const distance = usePreference('distance');
  const temperature = usePreference('temperature');
  const zones = useMemo(() => timeZones(timezone.value), [timezone.value]);

  return (
    <SettingsSection title={t('display.title')} subtitle={t('display.subtitle')}>
      <Stack gap="5">
        <Select
          label={t('display.dateformat')}
          value={dateformat.value}
          onChange={dateformat.change}
          choices={DATE_FORMATS.map((v) => ({ value: v, label: t(`display.${v}`) }))}
        />
        <Select
          label={t('display.weekStart')}
          value={weekday.value}
          onChange={weekday.change}
          choices={WEEK_STARTS.map((v) => ({ value: v, label: t(`display.${v}`) }))}
        />
        <Select
          label={t('display.timezone')}
          value={timezone.value}
          onChange={timezone.change}
          choices={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
        />
        {/* The same switch as beside the roster on /home (issue 15). */}
        <Select
          label={t('display.timeDisplay')}
          value={timeDisplay.value || 'utc'}
          onChange={timeDisplay.change}
          helper={
            timeDisplay.value === 'home' && !hasHomeZone
              ? t('display.timeDisplayNoHome')
              : t('display.timeDisplayHelp')
          }
          choices={TIME_DISPLAYS.map((v) => ({
            value: v,
            label: t(`display.timeDisplay${v === 'utc' ? 'Utc' : v === 'local' ? 'Local' : 'Home'}`),
          }))}
        />
        <Select
          label={t('display.distance')}
          value={distance.value}
          onChange={distance.change}
          choices={DISTANCE_UNITS.map((v) => ({ value: v, label: t(`display.${v}`) }))}
        />
        <Select
          label={t('display.temperature')}
          value={temperature.value}
          onChange={temperature.change}
          choices={TEMPERATURE_UNITS.map((v) => ({ value: v, label: t(`display.${v}`) }))}
        />
      </Stack>
    </SettingsSection>
  );
}
