/**
 * /reset-password (the change-password page of spec §2/§4): enters with the link's temp token, then new
 * password + confirmation; on success "Password has been changed successfully!" with a sign-in button that
 * signs the user out.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate, useSearchParams } from '@crewroster/shared/router';
import { type ChangePasswordForm, changePasswordFormSchema } from '@crewroster/shared/schemas';
import { enterWithTempToken, useSession } from '@crewroster/shared/session';
import { Button, FormField, Heading, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPassword } from '../../common/account-calls';
import UnauthorizedPage from '../unauthorized/UnauthorizedPage';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [entry] = useState(() => enterWithTempToken('main', params.get('tempToken')));
  useEffect(() => {
    if (!entry.ok) notify.error(entry.message);
  }, [entry]);
  return entry.ok ? <ChangePassword linkEmail={params.get('email')} /> : <UnauthorizedPage />;
}

function ChangePassword({ linkEmail }: { linkEmail: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const sessionEmail = useSession((s) => s.me?.user.email ?? null);
  const signOut = useSession((s) => s.signOut);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: standardSchemaResolver(changePasswordFormSchema),
    defaultValues: { new_password: '', new_password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ email: linkEmail ?? sessionEmail ?? '', ...values });
      setChanged(true);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  const signInAgain = async () => {
    await signOut('main');
    navigate('/sign-in', { replace: true });
  };

  if (changed) {
    return (
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('resetPassword.changed')}
          </Heading>
          <Text color="fg.muted">{t('resetPassword.signInAgain')}</Text>
        </Stack>
        <Button alignSelf="start" onClick={signInAgain}>
          {t('resetPassword.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('resetPassword.title')}
        </Heading>
        {linkEmail && <Text color="fg.muted">{t('resetPassword.subtitle', { email: linkEmail })}</Text>}
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <FormField
            label={t('fields.newPassword')}
            error={errors.new_password?.message}
            input={{ ...register('new_password'), type: 'password', autoComplete: 'new-password' }}
          />
          <FormField
            label={t('fields.newPasswordConfirmation')}
            error={errors.new_password_confirmation?.message}
            input={{
              ...register('new_password_confirmation'),
              type: 'password',
              autoComplete: 'new-password',
            }}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
