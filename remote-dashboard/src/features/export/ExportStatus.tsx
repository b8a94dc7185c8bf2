/**
 * What a running export is doing, under the export button: the PDF being made (with Cancel), an app being opened,
 * and when no app took over, the same data as a file. The live region is always on the page, so each change is
 * announced; the buttons sit outside it, so they are not read out with every change.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Box, Button, HStack, Link, Spinner, Text } from '@crewroster/shared/ui';
import { useEffect, useState } from 'react';
import type { AppProvider } from './exports';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'pdf' }
  | { kind: 'cancelled' }
  | { kind: 'app'; provider: AppProvider; phase: 'opening' }
  | { kind: 'app'; provider: AppProvider; phase: 'opened' | 'notOpened'; file: Blob; filename: string };

export function ExportStatus({
  state,
  onCancel,
  onDismiss,
}: {
  state: ExportState;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const busy = state.kind === 'pdf' || (state.kind === 'app' && state.phase === 'opening');
  const message =
    state.kind === 'pdf'
      ? t('export.pdfPreparing')
      : state.kind === 'cancelled'
        ? t('export.cancelled')
        : state.kind === 'app'
          ? t(`export.${state.phase}`, { app: t(`export.apps.${state.provider}`) })
          : null;

  return (
    // A line of its own in the header's wrapping row while there is something to say.
    <Box flexBasis={message ? '100%' : undefined}>
      <HStack justify="end" gap="3" wrap="wrap">
        <HStack role="status" aria-live="polite" gap="2" fontSize="sm">
          {busy && <Spinner size="xs" />}
          {message && <Text>{message}</Text>}
        </HStack>
        {state.kind === 'pdf' && (
          <Button size="xs" variant="outline" onClick={onCancel}>
            {t('export.cancel')}
          </Button>
        )}
        {state.kind === 'app' && state.phase !== 'opening' && (
          <>
            <FileLink file={state.file} filename={state.filename}>
              {t('export.downloadInstead')}
            </FileLink>
            <Button size="xs" variant="ghost" onClick={onDismiss}>
              {t('export.dismiss')}
            </Button>
          </>
        )}
      </HStack>
    </Box>
  );
}

/** A download link to data held in the page; its address is released when the link goes. */
function FileLink({ file, filename, children }: { file: Blob; filename: string; children: string }) {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Button asChild size="xs" variant="outline">
      <Link href={href} download={filename}>
        {children}
      </Link>
    </Button>
  );
}
