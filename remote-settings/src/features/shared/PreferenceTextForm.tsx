/** A one-field text form over one preference: validated with its shared schema, saved on submit. */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import type { PreferenceName } from '@crewroster/shared/schemas';
import { Button, FormField, notify, Stack } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { usePreferences, useStorePreference } from './useSavedValue';

interface Props {
  name: PreferenceName;
  schema: v.GenericSchema<string, string>;
  label: string;
  helper?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
}

export function PreferenceTextForm({
  name,
  schema,
  label,
  helper,
  type = 'text',
  autoComplete = 'off',
}: Props) {
  const { t } = useTranslation('settings');
  const saved = usePreferences()[name] ?? '';
  const storePreference = useStorePreference();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({
    resolver: standardSchemaResolver(v.object({ [name]: schema })),
    values: { [name]: saved },
  });
  const onSubmit = handleSubmit(async (form) => {
    try {
      await storePreference(name, form[name] ?? '');
      notify.success(t('common.saved'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={label}
          helper={helper}
          error={errors[name]?.message}
          input={{ ...register(name), type, autoComplete, spellCheck: false }}
        />
        <Button type="submit" loading={isSubmitting} alignSelf="start">
          {t('common.save')}
        </Button>
      </form>
    </Stack>
  );
}
