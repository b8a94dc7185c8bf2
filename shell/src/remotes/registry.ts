/**
 * Remotes are registered at runtime from `/config.json` (a remote declared at build time blanks the whole
 * shell when it is down). Pages load through `loadPage`, which retries a network failure once.
 */
import type { RemoteName, RuntimeConfig } from '@crewroster/shared/config';
import type { RemoteRoutesModule } from '@crewroster/shared/federation';
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

let registered: RuntimeConfig['remotes'] | undefined;

export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes']): void {
  registered = remotes;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

registerPlugins([
  {
    name: 'crewroster-remote-errors',
    // Logged here; the page's boundary shows "Failed loading …" and offers a retry.
    errorLoadRemote({ id, error }) {
      console.error(`Remote ${String(id)} failed to load`, error);
      return undefined;
    },
  },
]);

async function loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module?.pages) throw new Error(`Remote ${remote} exposes no pages.`);
  return module;
}

export async function loadRoutesWithRetry(remote: RemoteName): Promise<RemoteRoutesModule> {
  try {
    return await loadRoutes(remote);
  } catch {
    // One retry for a flaky network: re-register so the runtime fetches the manifest again.
    if (registered) registerRemotesFromConfig(registered);
    return loadRoutes(remote);
  }
}

/** Starts fetching a remote's manifest and entry early (called for the first route as soon as config arrives). */
export function preload(remote: RemoteName): void {
  void preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch(() => undefined);
}

/**
 * The shell's copy of the shared query client, started beside a signed-in page's remote entry (the page needs it
 * next, so this saves a round trip). Importing it also makes the shell its provider, as for every other shared
 * singleton: otherwise the first remote to ask provided it, so the copy in use depended on the way a person came in,
 * and an offline reload could ask for a remote's copy the service worker had never seen.
 */
export function preloadQueryClient(): void {
  void import('@crewroster/shared/query').catch(() => undefined);
}
