// @ts-check
/**
 * The product as a person meets it: the production build served by scripts/start.mjs (shell and remotes on
 * 3000-3005, the API on 4000) on a fresh embedded database, with sign-in rate limits raised for the load test
 * (as e2e/playwright.config.ts does). Also a second API process on PostgreSQL for the API load figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, appNamed, localOrigin } from '../../shared/src/federation/apps.mjs';
import { REPO, run, sleep, waitForUrl } from './util.mjs';

export const SHELL = localOrigin(appNamed('shell'));
export const API = `http://localhost:${API_PORT}`;

const RAISED_LIMITS = {
  RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '100000000',
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '100000000',
  RATE_LIMIT_REGISTER_PER_IP: '100000000',
  RATE_LIMIT_RESET_PER_IP: '100000000',
  LOG_LEVEL: 'warn',
};

export async function build() {
  await run('pnpm', ['build']);
}

/** @param {import('node:child_process').ChildProcess} child */
function stopper(child) {
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 40 && child.exitCode === null; i++) await sleep(100);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

/** Starts the whole stack on a new PGlite directory; resolves once /config.json answers. */
export async function startStack() {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'crewroster-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dataRoot, 'pglite'), ...RAISED_LIMITS },
  });
  const stop = stopper(child);
  try {
    await waitForUrl(`${SHELL}/config.json`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async stop() {
      await stop();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

/** A second API process on a PostgreSQL database (same code, same migrations), on its own port. */
export async function startPostgresApi(databaseUrl, port = 4050) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...RAISED_LIMITS, PORT: String(port), DATABASE_URL: databaseUrl },
  });
  const stop = stopper(child);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/health`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
