/**
 * The export menu beside the range (spec §4 Export): a preparing message, then success, or the error toast.
 * ICS is a live subscription (its dialog shows the address); CSV and PDF are files; the app exports (logbook,
 * crew alert, Safelog, LogTen) send the browser to the link the API answers.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, ChevronDownIcon, notify, Portal } from '@crewroster/shared/ui';
import { Menu } from '@crewroster/shared/ui/overlays';
import { useState } from 'react';
import type { EventRange } from '../range/range';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { APP_PROVIDERS, appLink, downloadCsv, downloadPdf, subscriptionUrl } from './exports';

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
              <Menu.Separator />
              {APP_PROVIDERS.map((provider) => (
                <Menu.Item
                  key={provider}
                  value={provider}
                  onSelect={() =>
                    void run(async () => window.location.assign(await appLink(provider, range)))
                  }
                >
                  {t(`export.providers.${provider}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <CalendarFeedDialog url={feedUrl} onUrl={setFeedUrl} onClose={() => setFeedUrl(undefined)} />
    </>
  );
}
