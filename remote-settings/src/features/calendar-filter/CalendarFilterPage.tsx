/** Calendar filter: the seven event kinds to leave out of the calendar; each switch saves on change. */
import { useTranslation } from '@crewroster/shared/i18n';
import { CALENDAR_EXCLUDES } from '@crewroster/shared/schemas';
import { Stack } from '@crewroster/shared/ui';
import { SettingsSection, Toggle } from '../shared/controls';
import { usePreference } from '../shared/useSavedValue';

function ExcludeToggle({ name }: { name: (typeof CALENDAR_EXCLUDES)[number] }) {
  const { t } = useTranslation('settings');
  const pref = usePreference(name);
  return (
    <Toggle
      label={t(`calendarFilter.${name}`)}
      checked={pref.value === '1'}
      onChange={(on) => pref.change(on ? '1' : '0')}
    />
  );
}

export default function CalendarFilterPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('calendarFilter.title')} subtitle={t('calendarFilter.subtitle')}>
      <Stack gap="4">
        {CALENDAR_EXCLUDES.map((name) => (
          <ExcludeToggle key={name} name={name} />
        ))}
      </Stack>
    </SettingsSection>
  );
}
