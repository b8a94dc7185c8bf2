/**
 * Complete profile (spec §2, §4): position, airline, homebase and an optional avatar, shown before it is saved.
 * Replaces the normal layout (and its user menu) while the profile is incomplete, so it has its own sign-out.
 * Order: upload the avatar if chosen, update the user (profile fields only), reload the user, go to /home.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate } from '@crewroster/shared/router';
import {
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
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  fetchJobTypes,
  searchAirlines,
  searchAirports,
  updateProfile,
  uploadAvatar,
} from '../../common/account-calls';
import { type PickerPage, SearchPicker } from './SearchPicker';
import { useObjectUrl } from './useObjectUrl';

const POSITIONS_PER_PAGE = 15;

export default function CompleteProfilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reloadUser = useSession((s) => s.reloadUser);
  const signOut = useSession((s) => s.signOut);
  const user = useSession((s) => s.me?.user);
  const jobTypes = useRef<Promise<JobType[]> | null>(null);
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

  // The position picker matches by name (spec §5), over the 15 positions of the API.
  const loadPositions = useCallback(async (query: string): Promise<PickerPage<string>> => {
    jobTypes.current ??= fetchJobTypes();
    const all = await jobTypes.current.catch((error: unknown) => {
      jobTypes.current = null;
      throw error;
    });
    const q = query.toLowerCase();
    const options = all
      .filter((j) => j.name.toLowerCase().includes(q))
      .map((j) => ({ value: j.value, label: j.name }));
    return { options, total: options.length, perPage: POSITIONS_PER_PAGE };
  }, []);
  const loadAirlines = useCallback(async (query: string, page: number): Promise<PickerPage<number>> => {
    const r = await searchAirlines(query, page);
    return {
      options: r.data.map((a) => ({
        value: a.pk,
        label: [a.name, a.cs_iata, a.cs_icao].filter(Boolean).join(' · '),
      })),
      total: r.meta.total,
      perPage: r.meta.per_page,
    };
  }, []);
  const loadAirports = useCallback(async (query: string, page: number): Promise<PickerPage<string>> => {
    const r = await searchAirports(query, page);
    return {
      options: r.data.map((a) => ({
        value: a.IATA,
        label: [a.Name, a.IATA, a.ICAO].filter(Boolean).join(' · '),
      })),
      total: r.meta.total,
      perPage: r.meta.per_page,
    };
  }, []);
  // Airline and airport list load errors show a toast (spec §8).
  const onLoadError = useCallback((error: unknown) => notify.error(errorMessage(error)), []);

  const onSubmit = handleSubmit(async ({ jobtype, homeairline, base, avatar }) => {
    try {
      if (avatar) await uploadAvatar(avatar);
      await updateProfile({ jobtype, homeairline, base });
      await reloadUser('main');
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
            load={loadPositions}
            onLoadError={onLoadError}
            value={watch('jobtype')}
            onChange={(o) => setValue('jobtype', o.value, validate)}
            error={errors.jobtype?.message}
          />
          <SearchPicker
            legend={t('completeProfile.airline')}
            searchLabel={t('completeProfile.searchAirline')}
            load={loadAirlines}
            onLoadError={onLoadError}
            value={watch('homeairline')}
            onChange={(o) => setValue('homeairline', o.value, validate)}
            error={errors.homeairline?.message}
          />
          <SearchPicker
            legend={t('completeProfile.homebase')}
            searchLabel={t('completeProfile.searchHomebase')}
            load={loadAirports}
            onLoadError={onLoadError}
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
