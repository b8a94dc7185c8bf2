/** /sign-in: signs in with the main consumer key and returns to the page the user came from (default /home). */

import { errorMessage, signIn } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@crewroster/shared/router';
import { type SignInForm, signInFormSchema } from '@crewroster/shared/schemas';
import { returnPathParam, safeReturnPath, useSession } from '@crewroster/shared/session';
import { Button, FormField, Heading, Link, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useSession((s) => s.signIn);
  const from = params.get(returnPathParam);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({
    resolver: standardSchemaResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const tokens = await signIn('main', values);
      await startSession('main', tokens);
      navigate(safeReturnPath(from), { replace: true });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  const email = watch('email');
  const keepFrom = from ? `?${returnPathParam}=${encodeURIComponent(from)}` : '';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('signIn.title')}
        </Heading>
        <Text color="fg.muted">{t('signIn.subtitle')}</Text>
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <FormField
            label={t('fields.email')}
            error={errors.email?.message}
            input={{ ...register('email'), type: 'email', autoComplete: 'username' }}
          />
          <FormField
            label={t('fields.password')}
            error={errors.password?.message}
            input={{ ...register('password'), type: 'password', autoComplete: 'current-password' }}
          />
          <Link asChild alignSelf="end" fontSize="sm">
            <RouterLink to={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
              {t('signIn.forgot')}
            </RouterLink>
          </Link>
          <Button type="submit" loading={isSubmitting}>
            {t('signIn.submit')}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm">
        {t('signIn.noAccount')}{' '}
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to={`/sign-up${keepFrom}`}>{t('signIn.signUp')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
