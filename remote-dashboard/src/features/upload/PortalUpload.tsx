/**
 * /home/upload/portal: fetch the roster from the airline's crew portal. Fields and titles follow the airline's
 * upload type (spec §3, §5); every shown credential is required ("Field may not be empty.").
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { CHANNEL, rosterMessages } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Field, FormField, Stack, Text } from '@crewroster/shared/ui';
import { NativeSelect } from '@crewroster/shared/ui/overlays';
import { type FormEvent, useMemo, useState } from 'react';
import { ImportActions } from './ImportProgress';
import { fetchFromPortal } from './portal-fetch';
import { apiDate, defaultDays, monthChoices, portalFields, startDate } from './portal-form';
import { UploadDialog } from './UploadDialog';
import { UploadInstructions } from './UploadInstructions';
import { useRosterImport } from './useRosterImport';

type Values = Record<'username' | 'password' | 'username2' | 'password2' | 'memorable', string>;
const empty: Values = { username: '', password: '', username2: '', password2: '', memorable: '' };

export function PortalUpload() {
  const { t, i18n } = useTranslation('dashboard');
  const type = useSession((s) => s.me?.homeairline?.uploadType?.find((u) => u.fetchbox));
  const fields = portalFields(type);
  const today = useMemo(() => new Date(), []);
  const months = monthChoices(type, today);
  const [month, setMonth] = useState(() => months.findIndex((m) => m.getMonth() === today.getMonth()));
  const chosen = months[month] ?? months[0] ?? today;
  const [days, setDays] = useState(() => String(defaultDays(chosen, type)));
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  // The values stay in this state (never stored) after a failure or a cancel, the passwords included.
  const importState = useRosterImport(fetchFromPortal);
  const { start } = importState;

  const required: (keyof Values)[] = [
    'username',
    'password',
    ...(fields.second ? (['username2', 'password2'] as const) : []),
    ...(fields.extra ? (['username2'] as const) : []),
    ...(fields.memorable ? (['memorable'] as const) : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      required.filter((k) => !values[k].trim()).map((k) => [k, rosterMessages.fieldRequired]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    start({
      username: values.username,
      password: values.password,
      username2: fields.second || fields.extra ? values.username2 : undefined,
      password2: fields.second ? values.password2 : undefined,
      memorable: fields.memorable ? values.memorable : undefined,
      start_date: apiDate(startDate(chosen, type, today)),
      num_days: fields.days ? Number(days) : defaultDays(chosen, type),
      channel: CHANNEL,
    });
  };

  const input = (name: keyof Values, type: 'text' | 'password' = 'text') => ({
    name,
    type,
    value: values[name],
    autoComplete: type === 'password' ? 'current-password' : 'off',
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const monthName = (d: Date) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { month: 'long', year: 'numeric' }).format(d);

  return (
    <UploadDialog title={t('portal.title')}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          {type?.wiz_intro_text && <Text>{type.wiz_intro_text}</Text>}
          <FormField
            label={type?.wiz_username1_title || t('portal.username')}
            error={errors.username}
            input={input('username')}
          />
          <FormField
            label={type?.wiz_password1_title || t('portal.password')}
            error={errors.password}
            input={input('password', 'password')}
          />
          {(fields.second || fields.extra) && (
            <FormField
              label={type?.wiz_username2_title || t('portal.username2')}
              error={errors.username2}
              input={input('username2')}
            />
          )}
          {fields.second && (
            <FormField
              label={type?.wiz_password2_title || t('portal.password2')}
              error={errors.password2}
              input={input('password2', 'password')}
            />
          )}
          {fields.memorable && (
            <FormField
              label={type?.title_memorable || t('portal.memorable')}
              error={errors.memorable}
              input={input('memorable', 'password')}
            />
          )}
          <Field.Root>
            <Field.Label>{t('portal.month')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={month}
                onChange={(e) => {
                  const index = Number(e.currentTarget.value);
                  setMonth(index);
                  setDays(String(defaultDays(months[index] ?? chosen, type)));
                }}
              >
                {months.map((m, i) => (
                  <option key={m.toISOString()} value={i}>
                    {monthName(m)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {fields.days && (
            <FormField
              label={t('portal.days')}
              input={{
                name: 'days',
                type: 'number',
                min: 1,
                max: 62,
                value: days,
                onChange: (e) => setDays(e.currentTarget.value),
              }}
            />
          )}
          <UploadInstructions screen="fetchbox" />
          <ImportActions state={importState} submitLabel={t('portal.submit')} />
        </form>
      </Stack>
    </UploadDialog>
  );
}
