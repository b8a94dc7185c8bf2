/**
 * The registry of web apps: federation name, package folder, local port and the modules a remote exposes.
 * The shell's types, every webpack config, the start and static-serving scripts, the API's local CORS origins,
 * the bench and the browser tests read it. Adding a remote is a new `remote-*` folder plus one line here.
 * Plain JavaScript (with a JSDoc const assertion) so Node scripts and webpack configs import it as is.
 */
import { readFileSync } from 'node:fs';

export const APPS = /** @type {const} */ ([
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'auth', dir: 'remote-auth', port: 3001, exposes: { './routes': './src/routes.tsx' } },
  { name: 'dashboard', dir: 'remote-dashboard', port: 3002, exposes: { './routes': './src/routes.tsx' } },
  { name: 'settings', dir: 'remote-settings', port: 3003, exposes: { './routes': './src/routes.tsx' } },
  { name: 'logbook', dir: 'remote-logbook', port: 3004, exposes: { './routes': './src/routes.tsx' } },
  {
    name: 'thirdparty',
    dir: 'remote-thirdparty',
    port: 3005,
    exposes: { './routes': './src/routes.tsx', './embed': './src/embed/mount.ts' },
  },
]);

/** The reference API's local port. */
export const API_PORT = 4000;

/** The app registered under `name` (throws for a name the registry does not know). */
export function appNamed(/** @type {string} */ name) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`No app named ${name} in shared/src/federation/apps.mjs.`);
  return app;
}

/** Where an app is served on this machine. */
export const localOrigin = (/** @type {{ port: number }} */ app) => `http://localhost:${app.port}`;

/**
 * The `remotes` of a local runtime config: every remote's manifest on its local port.
 * @returns {Record<Exclude<(typeof APPS)[number]['name'], 'shell'>, string>}
 */
export function localRemotes() {
  return /** @type {any} */ (
    Object.fromEntries(
      APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, `${localOrigin(a)}/mf-manifest.json`]),
    )
  );
}

/**
 * The runtime config as served from `configFile`. A config without `remotes` (the local one,
 * shell/config/config.local.json) gets every remote of the registry on its local port.
 */
export function readRuntimeConfig(/** @type {string | URL} */ configFile) {
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  return config.remotes ? config : { ...config, remotes: localRemotes() };
}
