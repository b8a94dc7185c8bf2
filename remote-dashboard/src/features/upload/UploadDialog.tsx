/** The upload screens overlay home (spec §2): a dialog over the dashboard; closing it returns to /home. */
import { useTranslation } from '@crewroster/shared/i18n';
import { useNavigate } from '@crewroster/shared/router';
import { CloseButton, Portal } from '@crewroster/shared/ui';
import { Dialog } from '@crewroster/shared/ui/overlays';
import type { ReactNode } from 'react';

export function UploadDialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const close = onClose ?? (() => navigate('/home'));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} size={{ base: 'full', md: 'lg' }}>
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
