/**
 * /forgot-password: e-mail (pre-filled from ?email=) and captcha, then the API mails a reset link.
 * ?source=logbook belongs to the logbook product's own page.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, Link as RouterLink, useSearchParams } from '@crewroster/shared/router';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@crewroster/shared/schemas';
import { Alert, Box, Button, FormField, Heading, Link, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordReset } from '../../common/account-calls';
import { Captcha } from './Captcha';

export const LOGBOOK_SOURCE = 'logbook';

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  if (params.get('source') === LOGBOOK_SOURCE) {
    const rest = new URLSearchParams(params);
    rest.delete('source');
    const query = rest.toString();
    return <Navigate to={`/logbook/forgot-password${query ? `?${query}` : ''}`} replace />;
  }
  return <RequestResetForm initialEmail={params.get('email') ?? ''} />;
}

function RequestResetForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A solved captcha is good once: a new widget after each attempt.
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ForgotPasswordForm>({
    resolver: standardSchemaResolver(forgotPasswordFormSchema),
    defaultValues: { email: initialEmail, captcha: '' },
  });
  const onToken = useCallback(
    (token: string) => setValue('captcha', token, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values.email, values.captcha);
      setSentTo(values.email);
    } catch (error) {
      notify.error(errorMessage(error));
      setValue('captcha', '');
      setCaptchaKey((k) => k + 1);
    }
  });

  if (sentTo) {
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('forgotPassword.sentTitle')}
        </Heading>
        <Text>{t('forgotPassword.sent', { email: sentTo })}</Text>
        <Button asChild alignSelf="start">
          <RouterLink to="/sign-in">{t('forgotPassword.backToSignIn')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('forgotPassword.title')}
        </Heading>
        <Text color="fg.muted">{t('forgotPassword.subtitle')}</Text>
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <FormField
            label={t('fields.email')}
            error={errors.email?.message}
            input={{ ...register('email'), type: 'email', autoComplete: 'email' }}
          />
          <Box key={captchaKey}>
            <Captcha onToken={onToken} describedBy={errors.captcha ? 'captcha-error' : undefined} />
          </Box>
          {errors.captcha?.message && (
            <Alert.Root status="error" size="sm" id="captcha-error">
              <Alert.Indicator />
              <Alert.Title>{errors.captcha.message}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm">
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to="/sign-in">{t('forgotPassword.backToSignIn')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
