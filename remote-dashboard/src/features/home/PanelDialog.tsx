/** A dialog over the dashboard with a title, a body and a close button: the upload screens and the calendar feed. */
import { useTranslation } from '@crewroster/shared/i18n';
import { CloseButton, Portal } from '@crewroster/shared/ui';
import { Dialog } from '@crewroster/shared/ui/overlays';
import type { ComponentProps, ReactNode } from 'react';

export function PanelDialog({
  title,
  children,
  onClose,
  open = true,
  size,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  open?: boolean;
  size?: ComponentProps<typeof Dialog.Root>['size'];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('upload.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
