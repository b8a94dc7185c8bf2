/**
 * The password-reset request both products use: e-mail (pre-filled) and captcha; on success a "check your e-mail"
 * panel. The product's page supplies the call and where "back to sign in" goes.
 */
import { errorMessage } from '@crewroster/shared/api';
import { translateMessage, useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@crewroster/shared/schemas';
import { Alert, Box, Button, FormField, Heading, Link, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Captcha } from './Captcha';
import './i18n';

interface RequestResetFormProps {
  initialEmail: string;
  /** Sends the request (e-mail and captcha token); a rejection shows the API's message. */
  request: (email: string, captcha: string) => Promise<unknown>;
  captchaChallengeUrl: string;
  signInPath: string;
}

export function RequestResetForm({
  initialEmail,
  request,
  captchaChallengeUrl,
  signInPath,
}: RequestResetFormProps) {
  const { t } = useTranslation('account');
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
      await request(values.email, values.captcha);
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
          <RouterLink to={signInPath}>{t('forgotPassword.backToSignIn')}</RouterLink>
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
            label={t('email')}
            error={errors.email?.message}
            input={{ ...register('email'), type: 'email', autoComplete: 'email' }}
          />
          <Box key={captchaKey}>
            <Captcha
              challengeUrl={captchaChallengeUrl}
              onToken={onToken}
              describedBy={errors.captcha ? 'captcha-error' : undefined}
            />
          </Box>
          {errors.captcha?.message && (
            <Alert.Root status="error" size="sm" id="captcha-error">
              <Alert.Indicator />
              <Alert.Title>{translateMessage(errors.captcha.message)}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm">
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to={signInPath}>{t('forgotPassword.backToSignIn')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
