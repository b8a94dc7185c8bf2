// The shell loads the shared api, presence and session entries first so every remote shares the shell's copies
// (one session store, one token provider), never a remote's own.
import '@crewroster/shared/api';
import { loadConfig } from '@crewroster/shared/config';
import { i18n, syncDocumentLanguage } from '@crewroster/shared/i18n';
import '@crewroster/shared/presence';
import { hasSession, sessionStore } from '@crewroster/shared/session';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';
import { registerServiceWorker } from './offline/register-service-worker';
import { preload, preloadQueryClient, registerRemotesFromConfig } from './remotes/registry';
import { matchRoute } from './routing/route-table';

async function start() {
  syncDocumentLanguage();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(error);
    root.textContent = i18n.t('configError', { ns: 'shell' });
    return;
  }
  registerRemotesFromConfig(config.remotes);
  const first = matchRoute(window.location.pathname);
  if (first) preload(first.remote);
  if (hasSession('main')) preloadQueryClient();

  const session = sessionStore.getState();
  void session.bootstrap();
  if (hasSession('logbook')) void session.bootstrapLogbook();
  else sessionStore.setState((s) => ({ logbook: { ...s.logbook, status: 'anonymous' } }));

  // A transition: React renders the first screen in slices of a few milliseconds instead of one long task, so
  // a phone's main thread stays free for input while the page builds (issue 18, Total Blocking Time).
  startTransition(() => createRoot(root).render(<App />));
  registerServiceWorker();
}

void start();
