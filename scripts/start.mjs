#!/usr/bin/env node
/**
 * `pnpm start`: installs if needed, builds for production, starts the API (embedded PostgreSQL unless
 * DATABASE_URL is set) and serves the shell and every remote; prints the URL; Ctrl-C stops everything.
 * Flags: --no-build (serve what is built), --dev (webpack watch servers instead of production builds).
 * Env: CONFIG_FILE (runtime config served as /config.json; default shell/config/config.local.json), HOST.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const run = (cmd, cmdArgs, opts = {}) => {
  const r = spawnSync(cmd, cmdArgs, { cwd: repo, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(path.join(repo, 'node_modules', '.modules.yaml')))
  run('pnpm', ['install', '--frozen-lockfile']);
if (!dev && !args.has('--no-build')) run('pnpm', ['build']);

const { APPS, API_PORT } = await import('../shared/src/federation/apps.mjs');
const children = [];
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** A local demo turns the /dev helpers on (the API then listens on loopback only); production never does. */
function apiEnv() {
  const env = { ...process.env, PORT: String(API_PORT) };
  env.DEV_ENDPOINTS ??= env.NODE_ENV === 'production' ? 'false' : 'true';
  if (/^(1|true|yes|on)$/i.test(env.DEV_ENDPOINTS)) delete env.HOST; // HOST is for the static servers here
  return env;
}

// The API runs as one node process (tsx as a loader, not a wrapper) in our process group: Ctrl-C, or a test
// runner killing the group, stops it with us; no orphan is left holding port 4000.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: apiEnv(),
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (${code}).`);
  stop(code ?? 1);
});

// Serve the apps only once the API answers, so "ready" means ready.
const apiUrl = `http://127.0.0.1:${API_PORT}/health`;
for (let waited = 0; ; waited += 500) {
  const ok = await fetch(apiUrl).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (waited > 180_000) {
    console.error(`The API did not answer at ${apiUrl}.`);
    stop(1);
    await new Promise(() => {}); // stop() exits
  }
  await new Promise((r) => setTimeout(r, 500));
}

const configFile = process.env.CONFIG_FILE ?? path.join(repo, 'shell', 'config', 'config.local.json');
if (dev) {
  for (const app of APPS) {
    children.push(
      spawn('pnpm', ['--filter', app.dir, 'dev'], { cwd: repo, stdio: 'inherit', detached: true }),
    );
  }
} else {
  const { serveApp, distOf } = await import('./serve-static.mjs');
  for (const app of APPS) {
    if (!existsSync(distOf(repo, app.dir))) {
      console.error(`${app.dir} is not built: run pnpm build.`);
      stop(1);
    }
    await serveApp({
      root: distOf(repo, app.dir),
      port: app.port,
      configFile,
      host: process.env.HOST ?? '127.0.0.1',
    });
  }
}
console.log(
  `\nCrewRoster is running at http://localhost:${APPS[0].port}  (API http://localhost:${API_PORT}; Ctrl-C stops)\n`,
);
