/** The one exposed surface of remote-logbook: its pages by id (the shell's route table decides paths and access). */
import type { RemoteRoutesModule } from '@crewroster/shared/federation';
import { lazy } from 'react';
import './i18n';

export const pages: RemoteRoutesModule['pages'] = {
  Home: lazy(() => import('./features/home/HomePage')),
};
