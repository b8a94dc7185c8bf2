/** Safelog: the API key of the third-party logbook service ("API key is required."). */
import { useTranslation } from '@crewroster/shared/i18n';
import { safelogKeySchema } from '@crewroster/shared/schemas';
import { SettingsSection } from '../shared/controls';
import { PreferenceTextForm } from '../shared/PreferenceTextForm';

export default function SafelogPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('safelog.title')} subtitle={t('safelog.subtitle')}>
      <PreferenceTextForm name="output_safelog_key" schema={safelogKeySchema} label={t('safelog.key')} />
    </SettingsSection>
  );
}
