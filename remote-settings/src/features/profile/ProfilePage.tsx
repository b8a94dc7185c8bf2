/** Profile: names, e-mail, phone, position, airline, homebase (one PUT /v2/user on submit) and the avatar. */
import { errorFields, errorMessage, type ReferencePage } from '@crewroster/shared/api';
import { translateMessage, useTranslation } from '@crewroster/shared/i18n';
import { airlinesQuery, airportsQuery, useUpdateUser } from '@crewroster/shared/query';
import { type Airline, type Airport, POSITIONS } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Button, FormField, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Choice, Select, SettingsSection } from '../shared/controls';
import { AvatarField } from './AvatarField';
import { emailChanged, type ProfileForm, profileFormRules, profileFormSchema } from './profile-form';
import { type ChoicePage, SearchSelect } from './SearchSelect';

const airlineChoice = (a: Airline): Choice => ({
  value: String(a.pk),
  label: [a.name, a.cs_iata ?? a.cs_icao].filter(Boolean).join(' · '),
});
const airportChoice = (a: Airport): Choice => ({ value: a.IATA, label: `${a.IATA} · ${a.Name}` });

const findAirlines = (q: string, page: number) => ({
  ...airlinesQuery(q, page),
  select: (r: ReferencePage<Airline>): ChoicePage => ({
    choices: r.data.map(airlineChoice),
    total: r.meta.total,
  }),
});
const findAirports = (q: string, page: number) => ({
  ...airportsQuery(q, page),
  select: (r: ReferencePage<Airport>): ChoicePage => ({
    choices: r.data.map(airportChoice),
    total: r.meta.total,
  }),
});

export default function ProfilePage() {
  const { t } = useTranslation('settings');
  const me = useSession((s) => s.me);
  const { mutateAsync: updateUser } = useUpdateUser();
  const savedEmail = me?.user.email ?? '';
  const rules = useMemo(() => profileFormRules(savedEmail), [savedEmail]);
  const [airline, setAirline] = useState<Choice | null>(null);
  const [base, setBase] = useState<Choice | null>(null);
  useEffect(() => {
    setAirline(me?.homeairline ? airlineChoice(me.homeairline) : null);
    setBase(me?.base ? airportChoice(me.base) : null);
  }, [me?.homeairline, me?.base]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: standardSchemaResolver(rules),
    values: {
      firstname: me?.user.firstname ?? '',
      lastname: me?.user.lastname ?? '',
      email: me?.user.email ?? '',
      phonenumber_prefix: me?.user.phonenumber_prefix ?? '',
      phonenumber: me?.user.phonenumber ?? '',
      jobtype: me?.jobtype?.value ?? '',
      homeairline: me?.homeairline ? String(me.homeairline.pk) : '',
      base: me?.base?.IATA ?? '',
      current_password: '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  // A new e-mail address needs the current password; without a change the field is not there.
  const changingEmail = emailChanged(watch('email'), savedEmail);

  const onSubmit = handleSubmit(async ({ current_password, ...form }) => {
    try {
      await updateUser({
        ...form,
        homeairline: Number(form.homeairline),
        ...(emailChanged(form.email, savedEmail) && { current_password }),
      });
      // The session has the answer now: this form and the shell's header show the saved profile.
      setValue('current_password', '');
      notify.success(t('common.saved'));
    } catch (error) {
      for (const [field, message] of Object.entries(errorFields(error) ?? {})) {
        if (field in profileFormSchema.entries) setError(field as keyof ProfileForm, { message });
      }
      notify.error(errorMessage(error));
    }
  });

  return (
    <SettingsSection title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <AvatarField />
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <FormField
            label={t('profile.firstname')}
            required
            error={errors.firstname?.message}
            input={{ ...register('firstname'), autoComplete: 'given-name' }}
          />
          <FormField
            label={t('profile.lastname')}
            required
            error={errors.lastname?.message}
            input={{ ...register('lastname'), autoComplete: 'family-name' }}
          />
          <FormField
            label={t('profile.email')}
            required
            error={errors.email?.message}
            input={{ ...register('email'), type: 'email', autoComplete: 'email' }}
          />
          {changingEmail && (
            <FormField
              label={t('profile.currentPassword')}
              helper={t('profile.currentPasswordHelper')}
              required
              error={errors.current_password?.message}
              input={{
                ...register('current_password'),
                type: 'password',
                autoComplete: 'current-password',
              }}
            />
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <FormField
              label={t('profile.phonePrefix')}
              helper={t('profile.phonePrefixHelper')}
              error={errors.phonenumber_prefix?.message}
              input={{ ...register('phonenumber_prefix'), type: 'tel', autoComplete: 'tel-country-code' }}
            />
            <FormField
              label={t('profile.phone')}
              error={errors.phonenumber?.message}
              input={{ ...register('phonenumber'), type: 'tel', autoComplete: 'tel-national' }}
            />
          </Stack>
          <Controller
            control={control}
            name="jobtype"
            render={({ field }) => (
              <Select
                label={t('profile.position')}
                value={field.value}
                onChange={field.onChange}
                choices={[
                  ...(field.value ? [] : [{ value: '', label: t('profile.choosePosition') }]),
                  ...POSITIONS.map((p) => ({ value: p.value, label: p.name })),
                ]}
              />
            )}
          />
          {errors.jobtype?.message && (
            <Text color="fg.error" fontSize="sm">
              {translateMessage(errors.jobtype.message)}
            </Text>
          )}
          <Controller
            control={control}
            name="homeairline"
            render={({ field }) => (
              <SearchSelect
                label={t('profile.airline')}
                searchLabel={t('profile.airlineSearch')}
                moreLabel={t('profile.moreAirlines')}
                helper={t('profile.searchHelper')}
                noneLabel={t('profile.none')}
                error={errors.homeairline?.message}
                value={field.value}
                selected={airline}
                search={findAirlines}
                onChange={(choice) => {
                  setAirline(choice);
                  field.onChange(choice.value);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="base"
            render={({ field }) => (
              <SearchSelect
                label={t('profile.homebase')}
                searchLabel={t('profile.homebaseSearch')}
                moreLabel={t('profile.moreAirports')}
                helper={t('profile.searchHelper')}
                noneLabel={t('profile.none')}
                error={errors.base?.message}
                value={field.value}
                selected={base}
                search={findAirports}
                onChange={(choice) => {
                  setBase(choice);
                  field.onChange(choice.value);
                }}
              />
            )}
          />
          <Button type="submit" loading={isSubmitting} alignSelf="start">
            {t('common.save')}
          </Button>
        </form>
      </Stack>
    </SettingsSection>
  );
}
