/**
 * Calendar: the name and flight alarm station (a form, saved on submit), and the switches and format lists
 * (saved on change). Formats come from GET /v2/calendar/outputformats; each option shows its public example.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useQuery } from '@crewroster/shared/query';
import {
  ALARM_TRIGGER_SECONDS,
  type CalendarForm,
  type CalendarOutputFormat,
  calendarFormSchema,
  formatAlarmSeconds,
  HIDDEN_FLIGHT_SUMMARY_FORMAT,
  type OutputFormatPreference,
} from '@crewroster/shared/schemas';
import { Button, FormField, Heading, notify, Stack, Text } from '@crewroster/shared/ui';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { outputFormatsQuery } from '../../queries';
import { type Choice, Select, SettingsSection, Toggle } from '../shared/controls';
import { usePreference, usePreferences, useStorePreference } from '../shared/useSavedValue';

function NameAndStationForm() {
  const { t } = useTranslation('settings');
  const prefs = usePreferences();
  const storePreference = useStorePreference();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CalendarForm>({
    resolver: standardSchemaResolver(calendarFormSchema),
    values: { rostername: prefs.rostername ?? '', report_add_alarm_iata: prefs.report_add_alarm_iata ?? '' },
  });
  const onSubmit = handleSubmit(async (form) => {
    try {
      // One call per preference: only what changed, the name first.
      if (form.rostername !== prefs.rostername) await storePreference('rostername', form.rostername);
      if (form.report_add_alarm_iata !== prefs.report_add_alarm_iata)
        await storePreference('report_add_alarm_iata', form.report_add_alarm_iata);
      notify.success(t('common.saved'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={t('calendar.name')}
          error={errors.rostername?.message}
          input={register('rostername')}
        />
        <FormField
          label={t('calendar.alarmIata')}
          helper={t('calendar.alarmIataHelper')}
          error={errors.report_add_alarm_iata?.message}
          input={{
            ...register('report_add_alarm_iata'),
            maxLength: 3,
            autoCapitalize: 'characters',
            spellCheck: false,
          }}
        />
        <Button type="submit" loading={isSubmitting} alignSelf="start">
          {t('common.save')}
        </Button>
      </form>
    </Stack>
  );
}

function FormatSelect({
  name,
  label,
  choices,
}: {
  name: OutputFormatPreference;
  label: string;
  choices: Choice[];
}) {
  const pref = usePreference(name);
  return <Select label={label} value={pref.value} onChange={pref.change} choices={choices} />;
}

function FormatLists() {
  const { t } = useTranslation('settings');
  const { data: formats, isError: failed } = useQuery(outputFormatsQuery());
  if (failed) return <Text role="alert">{t('calendar.formatsFailed')}</Text>;
  if (!formats) return <Text color="fg.muted">{t('common.loading')}</Text>;

  const toChoices = (list: CalendarOutputFormat[]) =>
    list.map((f) => ({ value: String(f.pk), label: f.public_example }));
  const flights = formats.filter((f) => !f.isreport);
  const reports = toChoices(formats.filter((f) => f.isreport));
  const flightChoices = toChoices(flights);
  const summaryChoices = toChoices(flights.filter((f) => f.pk !== HIDDEN_FLIGHT_SUMMARY_FORMAT));
  return (
    <Stack gap="6">
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('calendar.flights')}
        </Heading>
        <FormatSelect name="output_ical_summary_flt" label={t('calendar.summary')} choices={summaryChoices} />
        <FormatSelect
          name="output_ical_location_flt"
          label={t('calendar.location')}
          choices={flightChoices}
        />
        <FormatSelect
          name="output_ical_description_flt"
          label={t('calendar.description')}
          choices={flightChoices}
        />
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('calendar.reports')}
        </Heading>
        <FormatSelect name="output_ical_summary_rep" label={t('calendar.summaryRep')} choices={reports} />
        <FormatSelect name="output_ical_location_rep" label={t('calendar.locationRep')} choices={reports} />
        <FormatSelect
          name="output_ical_description_rep"
          label={t('calendar.descriptionRep')}
          choices={reports}
        />
      </Stack>
    </Stack>
  );
}

export default function CalendarPage() {
  const { t } = useTranslation('settings');
  const aggregate = usePreference('output_ical_aggregate_flights');
  const todayOnwards = usePreference('export_todayonwards');
  const alarm = usePreference('report_add_alarm_seconds');
  const alarmChoices = ALARM_TRIGGER_SECONDS.map((s) => ({
    value: String(s),
    label: s === 0 ? t('calendar.disabled') : formatAlarmSeconds(s),
  }));
  return (
    <SettingsSection title={t('calendar.title')} subtitle={t('calendar.subtitle')}>
      <NameAndStationForm />
      <Select
        label={t('calendar.alarmSeconds')}
        helper={t('calendar.alarmSecondsHelper')}
        value={alarm.value}
        onChange={alarm.change}
        choices={alarmChoices}
      />
      <Toggle
        label={t('calendar.aggregate')}
        checked={aggregate.value === '1'}
        onChange={(on) => aggregate.change(on ? '1' : '0')}
      />
      <Toggle
        label={t('calendar.todayOnwards')}
        checked={todayOnwards.value === '1'}
        onChange={(on) => todayOnwards.change(on ? '1' : '0')}
      />
      <FormatLists />
    </SettingsSection>
  );
}
