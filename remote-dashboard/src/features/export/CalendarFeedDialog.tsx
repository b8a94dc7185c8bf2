/**
 * The calendar subscription dialog (spec §4 Export, ICS): the secret address with a copy button, a webcal: link
 * that opens the calendar app, a download of the calendar as a file, and a new address that makes the old one
 * stop working (when it was shared by mistake).
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, Field, HStack, Input, Link, notify, Stack, Text } from '@crewroster/shared/ui';
import { useState } from 'react';
import { PanelDialog } from '../home/PanelDialog';
import { downloadUrl, newSubscriptionUrl, webcalUrl } from './exports';

export function CalendarFeedDialog({
  url,
  onUrl,
  onClose,
}: {
  url: string | undefined;
  onUrl: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(url ?? '').then(
      () => notify.success(t('export.copied')),
      () => notify.error(),
    );
  const reset = async () => {
    setBusy(true);
    try {
      onUrl(await newSubscriptionUrl());
      notify.success(t('export.resetDone'));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelDialog title={t('export.icsTitle')} open={Boolean(url)} onClose={onClose}>
      <Stack gap="4">
        <Text>{t('export.icsBody')}</Text>
        <Field.Root>
          <Field.Label>{t('export.icsLabel')}</Field.Label>
          <Input readOnly value={url ?? ''} onFocus={(e) => e.currentTarget.select()} />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button onClick={copy}>{t('export.copy')}</Button>
          <Button asChild variant="outline">
            <Link href={url ? webcalUrl(url) : undefined}>{t('export.webcal')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={url ? downloadUrl(url) : undefined} download="Roster.ics">
              {t('export.download')}
            </Link>
          </Button>
        </HStack>
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <Text fontSize="sm" color="fg.muted">
            {t('export.resetHelp')}
          </Text>
          <Button
            alignSelf="start"
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => void reset()}
          >
            {t('export.reset')}
          </Button>
        </Stack>
      </Stack>
    </PanelDialog>
  );
}
