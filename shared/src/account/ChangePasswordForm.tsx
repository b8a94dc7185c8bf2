/**
 * The change-password step both products use after a reset link (spec §2/§4): new password + confirmation, then
 * "Password has been changed successfully!" with a sign-in button that ends this product's session.
 */
import { authorisedClient, errorMessage, guestClient } from '@crewroster/shared/api';
import type { Product } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate } from '@crewroster/shared/router';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
} from '@crewroster/shared/schemas';
import { hasSession, useSession } from '@crewroster/shared/session';
import { Button, FormField, Heading, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import './i18n';

interface ChangePasswordFormProps {
  product: Product;
  /** The address the link was sent to (`?email=`); else the signed-in user's. */
  linkEmail: string | null;
  /** The link's temp token (`?tempToken=`): it authorises the change even when a session was already there. */
  linkToken?: string | null;
  signInPath: string;
}

export function ChangePasswordForm({ product, linkEmail, linkToken, signInPath }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const sessionEmail = useSession((s) => s.me?.user.email ?? null);
  const signOut = useSession((s) => s.signOut);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: standardSchemaResolver(changePasswordFormSchema),
    defaultValues: { new_password: '', new_password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // POST /v1/password/reset, authorised by the link's temp token. Temp-token entry keeps an existing session
      // (spec §4), but a session alone would have to give the current password: send the link's token itself then.
      const json = { email: linkEmail ?? sessionEmail ?? '', ...values };
      const token = linkToken?.trim();
      if (token && hasSession(product)) {
        await guestClient('auth', product).post('v1/password/reset', {
          json,
          headers: { Authorization: `Bearer ${token}` },
        });
      } else {
        await authorisedClient('auth', product).post('v1/password/reset', { json });
      }
      setChanged(true);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  const signInAgain = async () => {
    await signOut(product);
    navigate(signInPath, { replace: true });
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
          {t('signIn')}
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
            label={t('newPassword')}
            error={errors.new_password?.message}
            input={{ ...register('new_password'), type: 'password', autoComplete: 'new-password' }}
          />
          <FormField
            label={t('newPasswordConfirmation')}
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
