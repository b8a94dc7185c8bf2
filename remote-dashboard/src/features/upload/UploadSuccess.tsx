/**
 * /home/upload/success: what was imported (statistics and routes). Closing returns to home and reloads the page
 * (spec §4), so every part of the dashboard shows the new roster.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, useLocation } from '@crewroster/shared/router';
import type { Statistics } from '@crewroster/shared/schemas';
import { Button, Stack, Text } from '@crewroster/shared/ui';
import { StatCards } from '../stats/StatCards';
import { UploadDialog } from './UploadDialog';

const reloadHome = () => window.location.assign('/home');

export function UploadSuccess() {
  const { t } = useTranslation('dashboard');
  const statistics = (useLocation().state as { statistics?: Statistics } | null)?.statistics;
  if (!statistics) return <Navigate to="/home" replace />;
  const routes = statistics.routes.map((r) => `${r.start.iata}–${r.end.iata}`);
  return (
    <UploadDialog title={t('upload.successTitle')} onClose={reloadHome}>
      <Stack gap="4">
        <Text>{t('upload.successBody')}</Text>
        <StatCards statistics={statistics} />
        {routes.length > 0 && (
          <Text fontSize="sm">
            {t('upload.routes')}: {[...new Set(routes)].join(', ')}
          </Text>
        )}
        <Button alignSelf="start" onClick={reloadHome}>
          {t('upload.done')}
        </Button>
      </Stack>
    </UploadDialog>
  );
}
