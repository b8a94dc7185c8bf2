/** Logbook export: on or off, and which crew names go with the flights. */
import { useTranslation } from '@crewroster/shared/i18n';
import { CREW_NAME_OPTIONS } from '@crewroster/shared/schemas';
import { Stack } from '@crewroster/shared/ui';
import { Select, SettingsSection, Toggle } from '../shared/controls';
import { usePreference } from '../shared/useSavedValue';

export default function RbLogbookPage() {
  const { t } = useTranslation('settings');
  const exportOn = usePreference('rb_logbook_export');
  const crewNames = usePreference('rb_logbook_crew_names');
  return (
    <SettingsSection title={t('rbLogbook.title')} subtitle={t('rbLogbook.subtitle')}>
      <Stack gap="5">
        <Toggle
          label={t('rbLogbook.export')}
          checked={exportOn.value === '1'}
          onChange={(on) => exportOn.change(on ? '1' : '0')}
        />
        <Select
          label={t('rbLogbook.crewNames')}
          value={crewNames.value}
          onChange={crewNames.change}
          choices={CREW_NAME_OPTIONS.map((v) => ({ value: v, label: t(`rbLogbook.${v}`) }))}
        />
      </Stack>
    </SettingsSection>
  );
}
