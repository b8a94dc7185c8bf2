/**
 * While a roster import runs: the bytes sent (file uploads), then "Reading your roster…" while the server reads
 * it, with a Cancel button; after a cancel, a note saying truthfully what became of the roster. `ImportActions` is
 * the foot of every import form: that note, then the progress or the submit button.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Alert, Box, Button, Stack, Text } from '@crewroster/shared/ui';
import { formatBytes } from './format-bytes';
import type { Cancelled, ImportStep } from './useRosterImport';

interface ImportState {
  busy: boolean;
  progress?: ImportStep;
  cancelled?: Cancelled;
  cancel: () => void;
}

/** The cancel note, then the progress while importing, else the submit button (unless `hideSubmit`). */
export function ImportActions({
  state: { busy, progress, cancelled, cancel },
  submitLabel,
  hideSubmit = false,
}: {
  state: ImportState;
  submitLabel: string;
  hideSubmit?: boolean;
}) {
  return (
    <>
      {cancelled && !busy && <CancelledNote cancelled={cancelled} />}
      {progress ? (
        <ImportProgress progress={progress} onCancel={cancel} />
      ) : (
        !hideSubmit && (
          <Button type="submit" alignSelf="start">
            {submitLabel}
          </Button>
        )
      )}
    </>
  );
}

export function ImportProgress({ progress, onCancel }: { progress: ImportStep; onCancel: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const sending = progress.step === 'sending' ? progress : undefined;
  const text = sending
    ? t('upload.sending', {
        sent: formatBytes(sending.sent, sending.total, language),
        total: formatBytes(sending.total, sending.total, language),
      })
    : t('upload.reading');
  return (
    <Stack gap="2" alignSelf="stretch">
      {/* No value while the server reads: an indeterminate bar. */}
      <Box asChild w="full" h="2" accentColor="colorPalette.solid">
        <progress
          aria-label={sending ? t('upload.progressLabel') : t('upload.reading')}
          aria-valuetext={text}
          {...(sending ? { value: sending.sent, max: sending.total } : {})}
        />
      </Box>
      <Text fontSize="sm" aria-hidden>
        {text}
      </Text>
      <Button variant="outline" alignSelf="start" onClick={onCancel}>
        {t('upload.cancel')}
      </Button>
    </Stack>
  );
}

function CancelledNote({ cancelled }: { cancelled: Cancelled }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>
        {t(cancelled === 'unsent' ? 'upload.cancelledUnsent' : 'upload.cancelledSent')}
      </Alert.Title>
    </Alert.Root>
  );
}
