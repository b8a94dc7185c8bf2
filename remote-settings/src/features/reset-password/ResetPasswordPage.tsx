/**
 * Reset password: the current password, then a new one and its confirmation (spec §5 rules), POST /v1/password/reset.
 * The API checks the current password (hardening item 7); its field errors show under the fields.
 */
import { errorFields, errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import {
  type SettingsChangePasswordForm,
  settingsChangePasswordFormSchema,
} from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Button, FormField, notify, Stack } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../queries';
import { SettingsSection } from '../shared/controls';

const FIELDS = Object.keys(settingsChangePasswordFormSchema.entries);

export default function ResetPasswordPage() {
  const { t } = useTranslation('settings');
  const email = useSession((s) => s.me?.user.email) ?? '';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsChangePasswordForm>({
    resolver: standardSchemaResolver(settingsChangePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
  });
  const { mutateAsync: changePassword } = useChangePassword();
  const onSubmit = handleSubmit(async (form) => {
    try {
      await changePassword({ email, ...form });
      reset();
      notify.success(t('resetPassword.done'));
    } catch (error) {
      for (const [field, message] of Object.entries(errorFields(error) ?? {})) {
        if (FIELDS.includes(field)) setError(field as keyof SettingsChangePasswordForm, { message });
      }
      notify.error(errorMessage(error));
    }
  });
  return (
    <SettingsSection title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          {/* Lets password managers tie the passwords to the account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            label={t('resetPassword.currentPassword')}
            error={errors.current_password?.message}
            input={{ ...register('current_password'), type: 'password', autoComplete: 'current-password' }}
          />
          <FormField
            label={t('resetPassword.newPassword')}
            error={errors.new_password?.message}
            input={{ ...register('new_password'), type: 'password', autoComplete: 'new-password' }}
          />
          <FormField
            label={t('resetPassword.confirmation')}
            error={errors.new_password_confirmation?.message}
            input={{
              ...register('new_password_confirmation'),
              type: 'password',
              autoComplete: 'new-password',
            }}
          />
          <Button type="submit" loading={isSubmitting} alignSelf="start">
            {t('resetPassword.submit')}
          </Button>
        </form>
      </Stack>
    </SettingsSection>
  );
}
