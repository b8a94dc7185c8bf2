/** The avatar: shows the current picture and uploads a new one (jpeg/png, at most 1 MB, spec §5). */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useUploadAvatar } from '@crewroster/shared/query';
import { avatarFileSchema } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Field, HStack, Input, notify } from '@crewroster/shared/ui';
import { UserAvatar } from '@crewroster/shared/ui/overlays';
import { useState } from 'react';
import * as v from 'valibot';

export function AvatarField() {
  const { t } = useTranslation('settings');
  const user = useSession((s) => s.me?.user);
  const { mutateAsync: uploadAvatar, isPending: busy } = useUploadAvatar();
  const [error, setError] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const checked = v.safeParse(avatarFileSchema, file);
    if (!checked.success) {
      setError(checked.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await uploadAvatar(file); // and the user is reloaded: the new picture shows here and in the header
      notify.success(t('common.saved'));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  const name = user ? `${user.firstname} ${user.lastname}` : '';
  return (
    <HStack gap="4" align="center">
      <UserAvatar size="md" name={name} src={user?.avatar_url} alt={t('profile.avatarAlt')} />
      <Field.Root invalid={Boolean(error)} disabled={busy}>
        <Field.Label>{t('profile.avatar')}</Field.Label>
        <Input
          type="file"
          accept="image/jpeg,image/png"
          p="1"
          onChange={(e) => {
            void upload(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('profile.avatarHelper')}</Field.HelperText>
        )}
      </Field.Root>
    </HStack>
  );
}
