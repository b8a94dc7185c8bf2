/**
 * Complete profile (spec §2, §4): position, airline, homebase and an optional avatar, shown before it is saved.
 * Replaces the normal layout (and its user menu) while the profile is incomplete, so it has its own sign-out.
 * Order: upload the avatar if chosen, update the user (profile fields only; its answer is the new user), go to /home.
 */
import { errorMessage, type ReferencePage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import {
  airlinesQuery,
  airportsQuery,
  jobTypesQuery,
  useUpdateUser,
  useUploadAvatar,
} from '@crewroster/shared/query';
import { useNavigate } from '@crewroster/shared/router';
import {
  type Airline,
  type Airport,
  AVATAR_TYPES,
  avatarFileSchema,
  type CompleteProfileFormValues,
  completeProfileFormSchema,
  type JobType,
} from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Button, FormField, Heading, HStack, notify, Stack, Text } from '@crewroster/shared/ui';
import { UserAvatar } from '@crewroster/shared/ui/overlays';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type PickerPage, SearchPicker } from './SearchPicker';
import { useObjectUrl } from './useObjectUrl';

const POSITIONS_PER_PAGE = 15;

// The position picker matches by name (spec §5), over the 15 positions of the API (loaded once).
const searchPositions = (query: string) => ({
  ...jobTypesQuery(),
  select: (all: JobType[]): PickerPage<string> => {
    const q = query.toLowerCase();
    const options = all
      .filter((j) => j.name.toLowerCase().includes(q))
      .map((j) => ({ value: j.value, label: j.name }));
    return { options, total: options.length, perPage: POSITIONS_PER_PAGE };
  },
});

const toPickerPage = <T, V>(r: ReferencePage<T>, option: (item: T) => { value: V; label: string }) => ({
  options: r.data.map(option),
  total: r.meta.total,
  perPage: r.meta.per_page,
});

const searchAirlines = (query: string, page: number) => ({
  ...airlinesQuery(query, page),
  select: (r: ReferencePage<Airline>): PickerPage<number> =>
    toPickerPage(r, (a) => ({
      value: a.pk,
      label: [a.name, a.cs_iata, a.cs_icao].filter(Boolean).join(' · '),
    })),
});

const searchAirports = (query: string, page: number) => ({
  ...airportsQuery(query, page),
  select: (r: ReferencePage<Airport>): PickerPage<string> =>
    toPickerPage(r, (a) => ({ value: a.IATA, label: [a.Name, a.IATA, a.ICAO].filter(Boolean).join(' · ') })),
});

export default function CompleteProfilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const user = useSession((s) => s.me?.user);
  const uploadAvatar = useUploadAvatar();
  const updateUser = useUpdateUser();
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<v.InferInput<typeof completeProfileFormSchema>, unknown, CompleteProfileFormValues>({
    resolver: standardSchemaResolver(completeProfileFormSchema),
    defaultValues: { avatar: null },
  });
  const validate = { shouldValidate: isSubmitted };
  // Only a picture that passed the checks is previewed: what is shown is what will be uploaded.
  const avatar = watch('avatar');
  const preview = useObjectUrl(avatar instanceof File && v.is(avatarFileSchema, avatar) ? avatar : null);

  const onSubmit = handleSubmit(async ({ jobtype, homeairline, base, avatar }) => {
    try {
      if (avatar) await uploadAvatar.mutateAsync(avatar);
      // The answer is the completed user, which the session takes: the shell lets them into the app.
      await updateUser.mutateAsync({ jobtype, homeairline, base });
      navigate('/home', { replace: true });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <Stack gap="6" maxW="xl" w="full" mx="auto">
      <HStack justify="space-between" align="start" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('completeProfile.title')}
          </Heading>
          <Text color="fg.muted">{t('completeProfile.subtitle')}</Text>
        </Stack>
        <Button variant="outline" size="sm" onClick={() => void signOut('main', { redirect: true })}>
          {t('completeProfile.signOut')}
        </Button>
      </HStack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <SearchPicker
            legend={t('completeProfile.position')}
            searchLabel={t('completeProfile.searchPosition')}
            search={searchPositions}
            value={watch('jobtype')}
            onChange={(o) => setValue('jobtype', o.value, validate)}
            error={errors.jobtype?.message}
          />
          <SearchPicker
            legend={t('completeProfile.airline')}
            searchLabel={t('completeProfile.searchAirline')}
            search={searchAirlines}
            value={watch('homeairline')}
            onChange={(o) => setValue('homeairline', o.value, validate)}
            error={errors.homeairline?.message}
          />
          <SearchPicker
            legend={t('completeProfile.homebase')}
            searchLabel={t('completeProfile.searchHomebase')}
            search={searchAirports}
            value={watch('base')}
            onChange={(o) => setValue('base', o.value, validate)}
            error={errors.base?.message}
          />
          <HStack gap="4" align="center">
            <UserAvatar
              size="md"
              name={user ? `${user.firstname} ${user.lastname}` : ''}
              src={preview}
              alt={t('completeProfile.avatarPreview')}
            />
            <FormField
              label={t('completeProfile.avatar')}
              helper={t('completeProfile.avatarHelp')}
              error={errors.avatar?.message}
              input={{
                name: 'avatar',
                type: 'file',
                accept: AVATAR_TYPES.join(','),
                onChange: (e) =>
                  setValue('avatar', e.currentTarget.files?.[0] ?? null, { shouldValidate: true }),
              }}
            />
          </HStack>
          <Button type="submit" loading={isSubmitting}>
            {t('completeProfile.submit')}
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
