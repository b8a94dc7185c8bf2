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

const { APPS, API_PORT } = await import('./apps.mjs');
const children = [];
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const api = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: repo,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(API_PORT) },
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (${code}).`);
  stop(code ?? 1);
});

const configFile = process.env.CONFIG_FILE ?? path.join(repo, 'shell', 'config', 'config.local.json');
if (dev) {
  for (const app of APPS) {
    children.push(spawn('pnpm', ['--filter', app.dir, 'dev'], { cwd: repo, stdio: 'inherit' }));
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
