/**
 * Runs a remote alone on its own port, for its team: loads the runtime config, restores the session and
 * mounts the remote's pages at their paths. Not used when the shell loads the remote.
 */
import { loadConfig } from '@crewroster/shared/config';
import { syncDocumentLanguage } from '@crewroster/shared/i18n';
import { BrowserRouter, Navigate, Route, Routes } from '@crewroster/shared/router';
import { sessionStore } from '@crewroster/shared/session';
import { Box, UiProvider } from '@crewroster/shared/ui';
import { type ComponentType, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteRoutesModule } from './index';

export async function mountStandalone(pages: RemoteRoutesModule['pages'], paths: Record<string, string>) {
  syncDocumentLanguage();
  await loadConfig();
  void sessionStore.getState().bootstrap();
  const root = document.getElementById('root');
  if (!root) return;
  const first = Object.values(paths)[0] ?? '/';
  createRoot(root).render(
    <UiProvider>
      <BrowserRouter>
        <Box as="main" maxW="5xl" mx="auto" p="6">
          <Suspense>
            <Routes>
              {Object.entries(pages).map(([id, Page]) => {
                const P = Page as ComponentType;
                return <Route key={id} path={paths[id] ?? `/${id}`} element={<P />} />;
              })}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Routes>
          </Suspense>
        </Box>
      </BrowserRouter>
    </UiProvider>,
  );
}
