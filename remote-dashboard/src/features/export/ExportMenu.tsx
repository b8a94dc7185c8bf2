/**
 * The export menu beside the range (spec §4 Export): a preparing message, then success, or the error toast.
 * ICS is a live subscription (its address is shown to copy into a calendar app); CSV and PDF are files.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import {
  Button,
  ChevronDownIcon,
  CloseButton,
  Field,
  Input,
  notify,
  Portal,
  Stack,
  Text,
} from '@crewroster/shared/ui';
import { Dialog, Menu } from '@crewroster/shared/ui/overlays';
import { useState } from 'react';
import type { EventRange } from '../range/range';
import { downloadCsv, downloadPdf, subscriptionUrl } from './exports';

export function ExportMenu({ range }: { range: EventRange }) {
  const { t } = useTranslation('dashboard');
  const [feedUrl, setFeedUrl] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    notify.success(t('export.preparing'));
    try {
      await action();
      notify.success(t('export.ready'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            {t('export.button')} <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item
                value="ics"
                onSelect={() => void run(async () => setFeedUrl(await subscriptionUrl()))}
              >
                {t('export.ics')}
              </Menu.Item>
              <Menu.Item value="csv" onSelect={() => void run(() => downloadCsv(range))}>
                {t('export.csv')}
              </Menu.Item>
              <Menu.Item value="pdf" onSelect={() => void run(() => downloadPdf(range))}>
                {t('export.pdf')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root open={Boolean(feedUrl)} onOpenChange={(e) => !e.open && setFeedUrl(undefined)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('export.icsTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                <Stack gap="3">
                  <Text>{t('export.icsBody')}</Text>
                  <Field.Root>
                    <Field.Label>{t('export.icsLabel')}</Field.Label>
                    <Input readOnly value={feedUrl ?? ''} onFocus={(e) => e.currentTarget.select()} />
                  </Field.Root>
                  <Button
                    alignSelf="start"
                    onClick={() =>
                      void navigator.clipboard.writeText(feedUrl ?? '').then(
                        () => notify.success(t('export.copied')),
                        () => notify.error(),
                      )
                    }
                  >
                    {t('export.copy')}
                  </Button>
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('upload.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
