/**
 * The sign-in form both products use: e-mail and password, signs in with the product's consumer key, starts that
 * product's session, then hands over to the page (which decides where to go). Errors show the API's message.
 */
import { errorMessage, signIn } from '@crewroster/shared/api';
import type { Product } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { type SignInForm as SignInValues, signInFormSchema } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Button, FormField, Link, notify, Stack } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import './i18n';

interface SignInFormProps {
  product: Product;
  /** The product's forgot-password page; the typed e-mail is passed along as `?email=`. */
  forgotPasswordPath: string;
  onSignedIn: () => void;
}

export function SignInForm({ product, forgotPasswordPath, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('account');
  const startSession = useSession((s) => s.signIn);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: standardSchemaResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await startSession(product, await signIn(product, values));
      onSignedIn();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  const email = watch('email');
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={t('email')}
          error={errors.email?.message}
          input={{ ...register('email'), type: 'email', autoComplete: 'username' }}
        />
        <FormField
          label={t('password')}
          error={errors.password?.message}
          input={{ ...register('password'), type: 'password', autoComplete: 'current-password' }}
        />
        <Link asChild alignSelf="end" fontSize="sm">
          <RouterLink to={`${forgotPasswordPath}${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
            {t('forgotPasswordLink')}
          </RouterLink>
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t('signIn')}
        </Button>
      </form>
    </Stack>
  );
}
