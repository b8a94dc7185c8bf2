/** /sign-up: registers (promo code pre-filled from ?promocode=), starts the session, goes to the return page. */

import { errorMessage, register as registerAccount } from '@crewroster/shared/api';
import { getConfig } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { useMutation } from '@crewroster/shared/query';
import { Link as RouterLink, useNavigate, useSearchParams } from '@crewroster/shared/router';
import { CHANNEL, type SignUpForm, signUpFormSchema } from '@crewroster/shared/schemas';
import { returnPathParam, safeReturnPath, useSession } from '@crewroster/shared/session';
import { Button, FormField, Heading, HStack, Link, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useSession((s) => s.signIn);
  const from = params.get(returnPathParam);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    // Standard Schema runs every check, so a mismatched confirmation shows even while other fields are invalid.
    resolver: standardSchemaResolver(signUpFormSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password_confirmation: '',
      promocode: params.get('promocode') ?? '',
    },
  });

  const { mutateAsync: signUp } = useMutation({
    mutationFn: async (values: SignUpForm) => {
      const tokens = await registerAccount({
        ...values,
        promocode: values.promocode || undefined,
        channel: CHANNEL,
        consumer_key: getConfig().consumerKeys.main,
      });
      await startSession('main', tokens);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp(values);
      navigate(safeReturnPath(from), { replace: true });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('signUp.title')}
        </Heading>
        <Text color="fg.muted">{t('signUp.subtitle')}</Text>
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <HStack gap="4" align="start">
            <FormField
              label={t('fields.firstname')}
              error={errors.firstname?.message}
              input={{ ...register('firstname'), autoComplete: 'given-name' }}
            />
            <FormField
              label={t('fields.lastname')}
              error={errors.lastname?.message}
              input={{ ...register('lastname'), autoComplete: 'family-name' }}
            />
          </HStack>
          <FormField
            label={t('fields.email')}
            error={errors.email?.message}
            input={{ ...register('email'), type: 'email', autoComplete: 'email' }}
          />
          <FormField
            label={t('fields.password')}
            error={errors.password?.message}
            input={{ ...register('password'), type: 'password', autoComplete: 'new-password' }}
          />
          <FormField
            label={t('fields.passwordConfirmation')}
            error={errors.password_confirmation?.message}
            input={{ ...register('password_confirmation'), type: 'password', autoComplete: 'new-password' }}
          />
          <FormField
            label={t('fields.promocode')}
            error={errors.promocode?.message}
            input={register('promocode')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('signUp.submit')}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm">
        {t('signUp.haveAccount')}{' '}
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to={`/sign-in${from ? `?${returnPathParam}=${encodeURIComponent(from)}` : ''}`}>
            {t('signUp.signIn')}
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
