/** The one exposed surface of remote-settings: its pages by id (the shell's route table decides paths and access). */
import type { RemoteRoutesModule } from '@crewroster/shared/federation';
import { lazy } from 'react';
import './i18n';

export const pages: RemoteRoutesModule['pages'] = {
  Settings: lazy(() => import('./features/layout/SettingsPage')),
};
