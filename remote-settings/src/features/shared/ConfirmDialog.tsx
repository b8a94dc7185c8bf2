/** A button that asks for confirmation in a dialog (spec §2): Cancel just closes it, Confirm runs the action. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, Portal, Text } from '@crewroster/shared/ui';
import { Dialog } from '@crewroster/shared/ui/overlays';
import { useState } from 'react';

interface Props {
  trigger: string;
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
  /** Resolves true when done (the dialog closes), false to keep it open (e.g. after an error toast). */
  onConfirm: () => Promise<boolean>;
}

export function ConfirmDialog({ trigger, title, body, confirm, danger, onConfirm }: Props) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette={danger ? 'red' : undefined} alignSelf="start">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={danger ? 'red' : undefined} loading={busy} onClick={run}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
