/** Events: report events on or off (saved on change) and the duty-code filter (saved on submit). */
import { useTranslation } from '@crewroster/shared/i18n';
import { dutyCodeFilterSchema } from '@crewroster/shared/schemas';
import { Stack } from '@crewroster/shared/ui';
import { SettingsSection, Toggle } from '../shared/controls';
import { PreferenceTextForm } from '../shared/PreferenceTextForm';
import { usePreference } from '../shared/useSavedValue';

export default function EventPage() {
  const { t } = useTranslation('settings');
  const report = usePreference('report_minutes');
  return (
    <SettingsSection title={t('event.title')} subtitle={t('event.subtitle')}>
      <Stack gap="6">
        <Toggle
          label={t('event.reportMinutes')}
          checked={report.value === 'on'}
          onChange={(on) => report.change(on ? 'on' : 'off')}
        />
        <PreferenceTextForm
          name="dutycode_filter"
          schema={dutyCodeFilterSchema}
          label={t('event.dutyCodes')}
          helper={t('event.dutyCodesHelper')}
        />
      </Stack>
    </SettingsSection>
  );
}
