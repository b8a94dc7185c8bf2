/**
 * The sign-in form both products use: e-mail and password, signs in with the product's consumer key, starts that
 * product's session, then hands over to the page (which decides where to go). Errors show the API's message.
 *
 * Two fields need no form library: this form keeps its own state, so /sign-in does not load react-hook-form
 * (issue 18: /sign-in bytes). It behaves as the other forms do: checked on submit, then again on every change,
 * the first invalid field focused.
 */
import { errorMessage, signIn } from '@crewroster/shared/api';
import type { Product } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { fieldErrors, type SignInForm as SignInValues, signInFormSchema } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Button, FormField, Link, notify, Stack } from '@crewroster/shared/ui';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import './i18n';

interface SignInFormProps {
  product: Product;
  /** The product's forgot-password page; the typed e-mail is passed along as `?email=`. */
  forgotPasswordPath: string;
  onSignedIn: () => void;
}

type Errors = Partial<Record<keyof SignInValues, string>>;

function check(values: SignInValues): Errors {
  const result = v.safeParse(signInFormSchema, values);
  return result.success ? {} : fieldErrors(result.issues);
}

export function SignInForm({ product, forgotPasswordPath, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('account');
  const startSession = useSession((s) => s.signIn);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (name: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await startSession(product, await signIn(product, values));
      onSignedIn();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const email = values.email;
  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          label={t('email')}
          error={errors.email}
          input={{
            name: 'email',
            ref: fields.email,
            value: values.email,
            onChange: change('email'),
            type: 'email',
            autoComplete: 'username',
          }}
        />
        <FormField
          label={t('password')}
          error={errors.password}
          input={{
            name: 'password',
            ref: fields.password,
            value: values.password,
            onChange: change('password'),
            type: 'password',
            autoComplete: 'current-password',
          }}
        />
        <Link asChild alignSelf="end" fontSize="sm">
          <RouterLink to={`${forgotPasswordPath}${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
            {t('forgotPasswordLink')}
          </RouterLink>
        </Link>
        <Button type="submit" loading={submitting}>
          {t('signIn')}
        </Button>
      </form>
    </Stack>
  );
}
