#!/usr/bin/env node
/**
 * `pnpm test`: every check, in the order that fails fastest — lint, dead code, type-check, unit and API tests (API also
 * against PostgreSQL when TEST_DATABASE_URL is set), production build, then the browser tests against the
 * production build with the real API and database (including the bundle budget). Ends with one summary line.
 * Flags: --no-build (reuse the current build), --no-e2e.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const out = path.join(repo, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function finish() {
  console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
  console.log(
    `${counts.passed} passed, ${counts.failed + (failures.length && !counts.failed ? 1 : 0)} failed, ${counts.skipped} skipped`,
  );
  process.exit(failures.length ? 1 : 0);
}

if (!existsSync(path.join(repo, 'node_modules', '.modules.yaml')))
  step('install', 'pnpm', ['install', '--frozen-lockfile']);

step('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
step('dead code (knip)', 'pnpm', ['exec', 'knip', '--no-progress']);
step('type-check (tsc)', 'pnpm', ['typecheck']);
step('shared version follows its surface', 'node', ['scripts/shared-version.mjs', '--check']);

const unitJson = path.join(out, 'vitest.json');
step('unit and API tests (vitest)', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitJson}`,
]);
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

if (args.has('--no-e2e')) finish();
if (!args.has('--no-build') && !step('production build', 'pnpm', ['build'])) finish();

const e2eJson = path.join(out, 'playwright.json');
step(
  'browser tests (playwright)',
  'pnpm',
  ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  },
);
if (existsSync(e2eJson)) {
  const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
  counts.passed += stats.expected + (stats.flaky ?? 0);
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
finish();
