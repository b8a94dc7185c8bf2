/**
 * /home/upload/address: subscribe to the roster address a crew portal publishes (ICS or text). The API fetches and
 * imports it now (the same success screen as an upload) and re-checks it every few hours; an address it refuses or
 * cannot read is a toast with the reason, and what was typed stays.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { ROSTER_SUBSCRIPTION_URL_MAX, rosterSubscriptionUrlSchema } from '@crewroster/shared/schemas';
import { FormField, Stack, Text } from '@crewroster/shared/ui';
import { Checkbox } from '@crewroster/shared/ui/overlays';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ImportActions } from '../upload/ImportProgress';
import { UploadDialog } from '../upload/UploadDialog';
import { useRosterImport } from '../upload/useRosterImport';
import { subscribe } from './subscription-api';
import { urlMessageKey } from './summary';

export function SubscriptionUpload() {
  const { t } = useTranslation('dashboard');
  const [url, setUrl] = useState('');
  const [emailOnChange, setEmailOnChange] = useState(true);
  const [error, setError] = useState<string>();
  const importState = useRosterImport((address: string, { signal }) =>
    subscribe(address, emailOnChange, signal),
  );
  const { start } = importState;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(rosterSubscriptionUrlSchema, url);
    const message = result.success ? undefined : result.issues[0]?.message;
    setError(message && t(urlMessageKey(message) ?? 'subscription.urlInvalid'));
    if (!result.success) return;
    start(result.output);
  };

  return (
    <UploadDialog title={t('subscription.title')}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          <Text color="fg.muted">{t('subscription.help')}</Text>
          <FormField
            label={t('subscription.urlLabel')}
            helper={t('subscription.urlHelp')}
            error={error}
            input={{
              name: 'url',
              type: 'url',
              inputMode: 'url',
              autoComplete: 'url',
              spellCheck: false,
              maxLength: ROSTER_SUBSCRIPTION_URL_MAX,
              placeholder: 'https://',
              value: url,
              onChange: (e) => setUrl(e.currentTarget.value),
            }}
          />
          <Checkbox.Root
            checked={emailOnChange}
            onCheckedChange={(e) => setEmailOnChange(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('subscription.emailLabel')}</Checkbox.Label>
          </Checkbox.Root>
          <ImportActions state={importState} submitLabel={t('subscription.submit')} />
        </form>
      </Stack>
    </UploadDialog>
  );
}
