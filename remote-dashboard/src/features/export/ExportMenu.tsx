/**
 * The export menu beside the range (spec §4 Export): a preparing message, then success, or the error toast.
 * ICS is a live subscription (its dialog shows the address); CSV is a quick file. The PDF can take up to a
 * minute: its progress stays in view (ExportStatus) until the file is saved, and it can be cancelled. The app
 * exports (logbook, Crew Alert, Safelog, LogTen) say which app is opening and, when none took over, offer the
 * same data as a file.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, ChevronDownIcon, notify, Portal, TOAST_DURATION_MS } from '@crewroster/shared/ui';
import { Menu } from '@crewroster/shared/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import type { EventRange } from '../range/range';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { type ExportState, ExportStatus } from './ExportStatus';
import {
  APP_PROVIDERS,
  type AppProvider,
  appExport,
  downloadCsv,
  downloadPdf,
  subscriptionUrl,
} from './exports';
import { openAppLink } from './open-app';

const IDLE: ExportState = { kind: 'idle' };

const openMenu = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
/** Longer than the menu's exit animation; a stalled exit must not hold the export for ever. */
const MENU_EXIT_LIMIT_MS = 1000;
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));
const closedMenu = () => ({ promise: Promise.resolve(), resolve: () => {} });

export function ExportMenu({ range }: { range: EventRange }) {
  const { t } = useTranslation('dashboard');
  const [feedUrl, setFeedUrl] = useState<string>();
  const [state, setState] = useState<ExportState>(IDLE);
  const job = useRef<AbortController>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Resolves once the menu has finished closing. An app link opens a window that takes the page out of
  // view, and a hidden page never finishes the menu's exit animation: the closed menu would stay on top
  // of the page, catching clicks meant for "Download the file instead". So the link waits for this.
  const menuClosed = useRef<{ promise: Promise<void>; resolve: () => void }>(closedMenu());

  // One export at a time: a new one (or leaving the page) stops the one still running.
  const startJob = () => {
    job.current?.abort();
    job.current = new AbortController();
    return job.current.signal;
  };
  useEffect(() => () => job.current?.abort(), []);
  // "Cancelled" is said once, then the line goes.
  useEffect(() => {
    if (state.kind !== 'cancelled') return;
    const timer = setTimeout(() => setState(IDLE), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const run = async (action: () => Promise<void>) => {
    notify.success(t('export.preparing'));
    try {
      await action();
      notify.success(t('export.ready'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const exportPdf = async () => {
    const signal = startJob();
    setState({ kind: 'pdf' });
    try {
      await downloadPdf(range, signal);
      setState(IDLE);
      notify.success(t('export.ready'));
    } catch (error) {
      if (signal.aborted) return;
      setState(IDLE);
      notify.error(errorMessage(error));
    }
  };

  const cancel = () => {
    job.current?.abort();
    setState({ kind: 'cancelled' });
    trigger.current?.focus(); // the Cancel button goes away
  };

  const exportToApp = async (provider: AppProvider) => {
    const signal = startJob();
    setState({ kind: 'app', provider, phase: 'opening' });
    try {
      const { link, file, filename } = await appExport(provider, range, signal);
      await Promise.race([menuClosed.current.promise, delay(MENU_EXIT_LIMIT_MS)]);
      if (signal.aborted) return;
      const opened = await openAppLink(link, { signal });
      if (signal.aborted) return;
      setState({ kind: 'app', provider, phase: opened ? 'opened' : 'notOpened', file, filename });
    } catch (error) {
      if (signal.aborted) return;
      setState(IDLE);
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Menu.Root
        lazyMount
        unmountOnExit
        onOpenChange={({ open }) => {
          if (open) menuClosed.current = openMenu();
        }}
        onExitComplete={() => menuClosed.current.resolve()}
      >
        <Menu.Trigger asChild>
          <Button ref={trigger} size="sm" variant="outline">
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
              <Menu.Item value="pdf" onSelect={() => void exportPdf()}>
                {t('export.pdf')}
              </Menu.Item>
              <Menu.Separator />
              {APP_PROVIDERS.map((provider) => (
                <Menu.Item key={provider} value={provider} onSelect={() => void exportToApp(provider)}>
                  {t(`export.providers.${provider}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ExportStatus
        state={state}
        onCancel={cancel}
        onDismiss={() => {
          setState(IDLE);
          trigger.current?.focus();
        }}
      />
      <CalendarFeedDialog url={feedUrl} onUrl={setFeedUrl} onClose={() => setFeedUrl(undefined)} />
    </>
  );
}
