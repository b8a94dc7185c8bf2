/**
 * Renders a page of a remote's `./routes` the way the shell does (shell/src/App.tsx, RemotePage): UiProvider, a
 * BrowserRouter with the navigation bridge the session and API clients use, the product's palette and Suspense for
 * the lazy page, at a URL. `location()` says where the app went. After each test: unmounted, toasts removed, the
 * session and the query cache forgotten.
 */
import { cleanup, configure, type RenderResult, render } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach } from 'vitest';
import type { RemoteRoutesModule } from '../federation';
import { queryClient } from '../query';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from '../router';
import { navigationSettled, sessionStore, setNavigator } from '../session';
import { ProductTheme, UiProvider } from '../ui';
import { toaster } from '../ui/toast-view';

// The first render of a lazy page compiles it (and Chakra) on demand; the toaster loads with the first toast.
configure({ asyncUtilTimeout: 5000 });

function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setNavigator((to, opts) => navigate(to, opts)), [navigate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles on every location change
  useEffect(() => navigationSettled(), [location]);
  return null;
}

function forgetSession() {
  localStorage.clear();
  sessionStore.setState({ status: 'anonymous', me: null, logbook: { status: 'anonymous', user: null } });
}

afterEach(() => {
  cleanup();
  toaster.remove();
  setNavigator(null);
  forgetSession();
  queryClient.clear(); // each test starts without the last one's server data
});

export interface PageOptions {
  /** The remote's exposed pages and the id of the one to show. */
  pages: RemoteRoutesModule['pages'];
  page: string;
  /** The route pattern the shell mounts the page at, e.g. `/logbook/sign-in`. */
  path: string;
  /** Where the browser is (path and query); `path` by default. */
  url?: string;
  product?: 'main' | 'logbook';
}

export interface RenderedPage extends RenderResult {
  /** Path and query the browser is at now. */
  location(): string;
}

export function renderPage({ pages, page, path, url = path, product = 'main' }: PageOptions): RenderedPage {
  const Page = pages[page];
  if (!Page) throw new Error(`The remote exposes no page ${page}.`);
  window.history.replaceState(null, '', url);
  const view = render(
    <UiProvider>
      <BrowserRouter>
        <NavigatorBridge />
        <ProductTheme product={product}>
          <Suspense>
            <Routes>
              <Route path={path} element={<Page />} />
              {/* Other pages belong to the shell or other remotes: nothing to show, `location()` tells. */}
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
        </ProductTheme>
      </BrowserRouter>
    </UiProvider>,
  );
  return { ...view, location: () => `${window.location.pathname}${window.location.search}` };
}
