/**
 * /home/upload/success: what was imported (by kind, and the rows skipped), its statistics and its routes on the
 * flight map. Closing returns to home; the dashboard under it already shows the new roster (the import marked its
 * queries stale, useRosterImport), so the page is not reloaded.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, useLocation, useNavigate } from '@crewroster/shared/router';
import { Button, ComponentBoundary, Stack, Text } from '@crewroster/shared/ui';
import { FlightMap } from '../map/FlightMap';
import { StatCards } from '../stats/StatCards';
import { ImportSummary } from './ImportSummary';
import { UploadDialog } from './UploadDialog';
import type { UploadAnswer } from './upload-roster';

// The same lazily loaded map as the dashboard (maplibre only loads when there are routes to draw).

export function UploadSuccess() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const answer = useLocation().state as Partial<UploadAnswer> | null;
  const statistics = answer?.statistics;
  if (!statistics) return <Navigate to="/home" replace />;
  return (
    <UploadDialog title={t('upload.successTitle')}>
      <Stack gap="4">
        <Text>{t('upload.successBody')}</Text>
        {answer.report && <ImportSummary report={answer.report} />}
        <StatCards statistics={statistics} headingId="upload-stats-heading" />
        {statistics.routes.length > 0 && (
          <ComponentBoundary name={t('map.name')}>
            <FlightMap routes={statistics.routes} headingId="upload-map-heading" />
          </ComponentBoundary>
        )}
        <Button alignSelf="start" onClick={() => navigate('/home')}>
          {t('upload.done')}
        </Button>
      </Stack>
    </UploadDialog>
  );
}
