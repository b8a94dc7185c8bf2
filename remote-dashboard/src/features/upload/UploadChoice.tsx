/**
 * /home/upload: the ways the user's airline allows (its upload type flags; file and text when it names none), and a
 * roster address (URL) to subscribe to, which any crew portal that publishes one offers.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink } from '@crewroster/shared/router';
import { useSession } from '@crewroster/shared/session';
import { Button, Stack, Text } from '@crewroster/shared/ui';
import { UploadDialog } from './UploadDialog';

export function UploadChoice() {
  const { t } = useTranslation('dashboard');
  const types = useSession((s) => s.me?.homeairline?.uploadType) ?? [];
  const offers = (flag: 'fetchbox' | 'uploadbox' | 'textbox') => types.some((type) => type[flag]);
  const portal = offers('fetchbox');
  const file = types.length === 0 || offers('uploadbox');
  const text = types.length === 0 || offers('textbox');
  return (
    <UploadDialog title={t('upload.title')}>
      <Stack gap="3">
        <Text color="fg.muted">{t('upload.choose')}</Text>
        {portal && (
          <Button asChild variant="outline" justifyContent="start">
            <RouterLink to="/home/upload/portal">{t('upload.portal')}</RouterLink>
          </Button>
        )}
        {file && (
          <Button asChild variant="outline" justifyContent="start">
            <RouterLink to="/home/upload/file">{t('upload.file')}</RouterLink>
          </Button>
        )}
        {text && (
          <Button asChild variant="outline" justifyContent="start">
            <RouterLink to="/home/upload/src">{t('upload.text')}</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline" justifyContent="start">
          <RouterLink to="/home/upload/address">{t('upload.address')}</RouterLink>
        </Button>
      </Stack>
    </UploadDialog>
  );
}
