// The floor host: remotes registered at runtime from /config.json (as the shell does), the first route's remote
// preloaded, a router, and the remote page rendered through Suspense.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
// biome-ignore lint/style/noRestrictedImports: the floor is the bare library, without our facade
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const Page = lazy(() => loadRemote('floorremote/Page'));

async function start() {
  const config = await fetch('/config.json', { cache: 'no-store' }).then((r) => r.json());
  registerRemotes([{ name: 'floorremote', entry: config.remotes.floorremote }]);
  void preloadRemote([{ nameOrAlias: 'floorremote', exposes: ['./Page'] }]).catch(() => undefined);
  createRoot(document.getElementById('root')).render(
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

void start();
