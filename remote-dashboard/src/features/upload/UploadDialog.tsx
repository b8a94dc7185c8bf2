/** The upload screens overlay home (spec §2): a dialog over the dashboard; closing it returns to /home. */
import { useNavigate } from '@crewroster/shared/router';
import type { ReactNode } from 'react';
import { PanelDialog } from '../home/PanelDialog';

export function UploadDialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <PanelDialog
      title={title}
      onClose={onClose ?? (() => navigate('/home'))}
      size={{ base: 'full', md: 'lg' }}
    >
      {children}
    </PanelDialog>
  );
}
