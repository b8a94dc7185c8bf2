import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SHELL } from './support/apps';

const repo = path.resolve(import.meta.dirname, '..');
// A fresh embedded database for every run: tests never depend on what an earlier run left.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'crewroster-e2e-')), 'pglite');

// Debian's Chromium by default; never a browser download.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHELL,
    // The shell's service worker would answer requests that page.route() is meant to fail; only the offline tests
    // (tests/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/start.mjs --no-build',
      cwd: repo,
      // The app's config answers only once the API is up (scripts/start.mjs waits for it).
      url: `${SHELL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEV_ENDPOINTS: 'true',
        // Room for many sign-ins, sign-ups and reset requests from one address in one run; the limiters
        // themselves are tested in the API suite.
        RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '10000',
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '1000',
        RATE_LIMIT_REGISTER_PER_IP: '10000',
        RATE_LIMIT_RESET_PER_IP: '10000',
        // The roster-subscription test serves its roster on 127.0.0.1, which roster addresses may not reach
        // otherwise (public addresses only); every other private address stays refused.
        ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: '127.0.0.1',
      },
    },
    // The plain HTML partner page of the third-party consent tests (issue 8).
    {
      command: 'node e2e/partner/server.mjs',
      cwd: repo,
      url: 'http://localhost:4200/health',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The demo crew portal (test data only): the API's portal connector signs in to it (DEMO_PORTAL_URL).
    {
      command: 'node e2e/demo-portal/server.mjs',
      cwd: repo,
      url: 'http://127.0.0.1:4100/health',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
