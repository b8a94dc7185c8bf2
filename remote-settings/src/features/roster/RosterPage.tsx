/**
 * Roster auto-delete: never, when expired, or after N periods exceeded (the number only for that option); and the
 * flight-time limits the dashboard checks the roster against (saved on change).
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import {
  FTL_RULE_SETS,
  type RosterDeleteForm,
  type RosterDeleteFormInput,
  rosterDeleteFormSchema,
  rosterDeleteFromPreference,
  rosterDeleteToPreference,
} from '@crewroster/shared/schemas';
import { Button, FormField, notify, Stack } from '@crewroster/shared/ui';
import { Fieldset, RadioGroup } from '@crewroster/shared/ui/overlays';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Controller, useForm } from 'react-hook-form';
import { Select, SettingsSection } from '../shared/controls';
import { usePreference, usePreferences, useStorePreference } from '../shared/useSavedValue';

const MODES = ['never', 'expired', 'exceeded'] as const;

export default function RosterPage() {
  const { t } = useTranslation('settings');
  const saved = usePreferences().auto_delete_roster;
  const storePreference = useStorePreference();
  const ftlRules = usePreference('ftl_rules');
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RosterDeleteFormInput, unknown, RosterDeleteForm>({
    resolver: standardSchemaResolver(rosterDeleteFormSchema),
    values: rosterDeleteFromPreference(saved),
  });
  const mode = watch('mode');

  const onSubmit = handleSubmit(async (form) => {
    try {
      await storePreference('auto_delete_roster', rosterDeleteToPreference(form));
      notify.success(t('common.saved'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  const periodsError = 'periods' in errors ? errors.periods?.message : undefined;

  return (
    <SettingsSection title={t('roster.title')} subtitle={t('roster.subtitle')}>
      <Stack asChild gap="5">
        <form onSubmit={onSubmit} noValidate>
          <Fieldset.Root>
            <Fieldset.Legend>{t('roster.autoDelete')}</Fieldset.Legend>
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <RadioGroup.Root
                  name={field.name}
                  value={field.value}
                  onValueChange={(e) => field.onChange(e.value)}
                  mt="2"
                >
                  <Stack gap="2">
                    {MODES.map((m) => (
                      <RadioGroup.Item key={m} value={m}>
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`roster.${m}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              )}
            />
          </Fieldset.Root>
          <FormField
            label={t('roster.periods')}
            error={periodsError}
            input={{
              ...register('periods'),
              type: 'number',
              inputMode: 'numeric',
              min: 1,
              step: 1,
              disabled: mode !== 'exceeded',
            }}
          />
          <Button type="submit" loading={isSubmitting} alignSelf="start">
            {t('common.save')}
          </Button>
        </form>
      </Stack>
      <Select
        label={t('roster.ftlRules')}
        helper={t('roster.ftlRulesHelper')}
        value={ftlRules.value || 'easa'}
        onChange={ftlRules.change}
        choices={FTL_RULE_SETS.map((v) => ({ value: v, label: t(`roster.${v}`) }))}
      />
    </SettingsSection>
  );
}
