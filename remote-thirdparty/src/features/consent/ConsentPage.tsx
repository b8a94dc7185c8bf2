/**
 * /thirdparty/login (spec §2, §4): the third party's name and logo, the data scopes it would receive, and a
 * sign-in form with Authorize and Deny. An unknown app or an unregistered redirect URI shows an error here and
 * never redirects anywhere.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useMutation, useQuery } from '@crewroster/shared/query';
import { Link as RouterLink, useNavigate, useSearchParams } from '@crewroster/shared/router';
import { type SignInForm, signInFormSchema, type ThirdPartyConsumerInfo } from '@crewroster/shared/schemas';
import { returnPathParam } from '@crewroster/shared/session';
import {
  Alert,
  Box,
  Button,
  FormField,
  Heading,
  HStack,
  Link,
  notify,
  Spinner,
  Stack,
  Text,
} from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { authorize, fetchConsumer } from './consent-api';
import { denyUrl, postToPartner, readConsentRequest } from './consent-request';
import { ProductLogo } from './ProductLogo';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; info: ThirdPartyConsumerInfo };

export default function ConsentPage() {
  const { t } = useTranslation('thirdparty');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = useMemo(() => readConsentRequest(params), [params]);
  const consumer = useQuery({
    queryKey: ['thirdparty-consumer', request.consumerKey, request.redirectUri],
    queryFn: async () => {
      const info = await fetchConsumer(request.consumerKey ?? '', request.redirectUri);
      // The redirect URI is registered: tell an embedding partner we are showing (the embed's framing check).
      postToPartner(request, { status: 'READY' });
      return info;
    },
    enabled: Boolean(request.consumerKey) && !request.unsupported,
    // The API's answer is final, and every showing reads it afresh (so the partner hears READY each time).
    retry: false,
    gcTime: 0,
  });
  const { mutateAsync: authorizeWith } = useMutation({
    mutationFn: (args: Parameters<typeof authorize>) => authorize(...args),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({
    resolver: standardSchemaResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  let load: Load;
  if (!request.consumerKey) load = { state: 'error', message: t('consent.incomplete') };
  else if (request.unsupported) load = { state: 'error', message: t('consent.unsupported') };
  else if (consumer.isPending) load = { state: 'loading' };
  else if (consumer.isError)
    load = { state: 'error', message: errorMessage(consumer.error) ?? t('consent.unavailable') };
  else load = { state: 'ready', info: consumer.data };

  const finish = (status: 'OK' | 'FAIL', url: string) => {
    if (!postToPartner(request, { status, url })) window.location.assign(url);
  };

  const onAuthorize = handleSubmit(async (values) => {
    if (!request.consumerKey || !request.redirectUri) return;
    try {
      const url = await authorizeWith([
        values,
        {
          consumer_key: request.consumerKey,
          redirect_uri: request.redirectUri,
          code_challenge: request.codeChallenge,
          ...(request.state !== null ? { state: request.state } : {}),
          ...(request.scope !== undefined ? { scope: request.scope } : {}),
        },
      ]);
      // Defence in depth: only ever leave for the redirect URI the API accepted.
      if (!url.startsWith(`${request.redirectUri}?`)) throw new Error(t('consent.unexpected'));
      finish('OK', url);
    } catch (error) {
      notify.error(errorMessage(error) ?? (error instanceof Error ? error.message : undefined));
    }
  });

  const onDeny = () => {
    if (request.redirectUri) finish('FAIL', denyUrl(request.redirectUri, request.state));
    else navigate('/sign-in');
  };

  if (load.state === 'loading')
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('consent.loading')}</Text>
      </HStack>
    );

  if (load.state === 'error')
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('consent.errorTitle')}
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{load.message}</Alert.Title>
        </Alert.Root>
        <Link asChild>
          <RouterLink to="/sign-in">{t('consent.toSignIn')}</RouterLink>
        </Link>
      </Stack>
    );

  const { info } = load;
  const here = `/thirdparty/login?${params.toString()}`;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <ProductLogo logo={info.logo} label={t(`consent.logo.${info.logo}`)} />
        <Heading as="h1" size="2xl">
          {t('consent.title', { consumer: info.consumer })}
        </Heading>
        <Text color="fg.muted">{t('consent.subtitle', { consumer: info.consumer })}</Text>
      </Stack>
      <Box as="section" aria-labelledby="consent-scopes">
        <Heading as="h2" size="md" id="consent-scopes" mb="2">
          {t('consent.scopesTitle')}
        </Heading>
        <Box as="ul" ps="5" listStyleType="disc">
          {info.scope_ids.map((id, i) => (
            <li key={id}>{t(`scopes.${id}`, { defaultValue: info.scopes[i] })}</li>
          ))}
        </Box>
      </Box>
      <Stack asChild gap="4">
        <form onSubmit={onAuthorize} noValidate aria-label={t('consent.formLabel')}>
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
          <HStack gap="3">
            <Button type="submit" loading={isSubmitting} flex="1">
              {t('consent.authorize')}
            </Button>
            <Button type="button" variant="outline" onClick={onDeny} flex="1">
              {t('consent.deny')}
            </Button>
          </HStack>
        </form>
      </Stack>
      {info.signup_link && (
        <Text fontSize="sm">
          {t('consent.noAccount')}{' '}
          <Link asChild fontWeight="semibold" color="colorPalette.fg">
            <RouterLink to={`/sign-up?${returnPathParam}=${encodeURIComponent(here)}`}>
              {t('consent.signUp')}
            </RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
