#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench` (not part of `pnpm test`): builds for production, starts the stack on a fresh embedded database,
 * uploads a one-year roster through the API, and measures JavaScript per route, Lighthouse, API load, roster
 * import and the dashboard, beside floor pages built and served the same way. Writes bench/REPORT.md and
 * bench/report.json (a run of some steps only keeps the other sections of the last report).
 *
 * Flags: --no-build (measure what is built), --only=bundle,lighthouse,api,import,dashboard, --runs=N
 * (Lighthouse and dashboard runs per figure, default 3). Env: CHROMIUM_PATH, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a PostgreSQL server; else a throwaway cluster when the server binaries exist).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// From a fresh checkout: install first (as scripts/start.mjs does), then load the steps and their packages.
const repo = path.resolve(import.meta.dirname, '..');
if (
  !existsSync(path.join(repo, 'node_modules', '.modules.yaml')) ||
  !existsSync(path.join(repo, 'bench', 'node_modules'))
)
  spawnSync('pnpm', ['install', '--frozen-lockfile'], { cwd: repo, stdio: 'inherit' });
const { apiLoad } = await import('./lib/api-load.mjs');
const { measureBundles } = await import('./lib/bundle.mjs');
const { dashboardBench } = await import('./lib/dashboard.mjs');
const { buildFloors, serveFloors } = await import('./lib/floor.mjs');
const { rosterCorpusBench, rosterImportBench } = await import('./lib/import.mjs');
const { runLighthouse } = await import('./lib/lighthouse.mjs');
const { startPostgres } = await import('./lib/postgres.mjs');
const { machine, renderReport } = await import('./lib/report.mjs');
const { crewWithYear, signIn } = await import('./lib/roster.mjs');
const { API, build, SHELL, startPostgresApi, startStack } = await import('./lib/stack.mjs');
const { BENCH, run } = await import('./lib/util.mjs');

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ALL = ['bundle', 'lighthouse', 'api', 'import', 'dashboard', 'corpus'];
const only = new Set((flag('only') ?? ALL.join(',')).split(',').filter(Boolean));
for (const step of only)
  if (!ALL.includes(step)) throw new Error(`Unknown step ${step}; steps: ${ALL.join(', ')}`);
const runs = Number(flag('runs') ?? 3);
const started = Date.now();
const log = (/** @type {string} */ s) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

const reportPath = path.join(BENCH, 'report.json');
/** @type {any} */
const previous = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : {};
/** @type {any} */
const report = { ...previous, machine: machine(), steps: { ...(previous.steps ?? {}) } };
const stamp = () => new Date().toISOString();
report.errors = {};
report.load = { ...(previous.load ?? {}) };
/**
 * Runs one step; a failure is logged and recorded in the report, and the other steps still run. The machine's
 * 1-minute load average before and after says how much else was running (the machine may be shared).
 */
async function step(name, fn) {
  const before = os.loadavg()[0];
  try {
    await fn();
  } catch (error) {
    console.error(error);
    report.errors[name] = String(error instanceof Error ? error.message : error).slice(0, 2000);
    log(`  ${name} failed: ${report.errors[name].split('\n')[0]}`);
  }
  report.load[name] = { before: Number(before.toFixed(2)), after: Number(os.loadavg()[0].toFixed(2)) };
}

const inUse = await fetch(`${SHELL}/config.json`).then(
  () => true,
  () => false,
);
if (inUse) {
  console.error(
    'Something already serves http://localhost:3000: stop it first (the bench starts its own stack).',
  );
  process.exit(1);
}

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()?.()
      .catch((e) => console.error(e));
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

try {
  if (!args.includes('--no-build')) {
    log('building for production (pnpm build)');
    await build();
  }
  if (only.has('corpus'))
    await step('corpus', async () => {
      log(
        'roster corpus: samples read exactly right per family, one-year parse CPU (pnpm --filter api bench:corpus)',
      );
      report.corpus = await rosterCorpusBench();
      log(`  held out: ${report.corpus.heldOut.exact}/${report.corpus.heldOut.samples} exactly right`);
      report.steps.corpus = stamp();
    });
  const needFloors = only.has('bundle') || only.has('lighthouse');
  if (needFloors) {
    log('building the floor pages');
    await buildFloors();
  }
  log('starting the stack on a fresh embedded database');
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  const floors = needFloors ? await serveFloors() : undefined;
  if (floors) cleanups.push(() => floors.stop());

  log('registering a crew member and uploading a one-year roster through the API');
  const crew = await crewWithYear(API);
  log(
    `  ${crew.events} events, ${crew.distinctRoutes} distinct routes, upload ${crew.uploadMs.toFixed(0)} ms`,
  );
  report.roster = {
    events: crew.events,
    distinctRoutes: crew.distinctRoutes,
    bytes: crew.bytes,
    uploadMsPGlite: crew.uploadMs,
    imported: crew.upload,
  };
  const freshTokens = () => signIn(API, crew.email);

  if (only.has('bundle'))
    await step('bundle', async () => {
      log('JavaScript per route');
      const signedIn = await freshTokens();
      const consent =
        '/thirdparty/login?consumer_key=demo-partner&redirect_uri=http%3A%2F%2Flocalhost%3A4200%2Fcallback' +
        '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=bench';
      report.bundles = await measureBundles([
        { label: '/sign-in', url: `${SHELL}/sign-in` },
        {
          label: '/home',
          url: `${SHELL}/home`,
          tokens: signedIn,
          ready: async (page) => {
            await page
              .locator('section[aria-labelledby="events-heading"] li')
              .first()
              .waitFor({ timeout: 30_000 });
          },
        },
        { label: '/settings/profile', url: `${SHELL}/settings/profile`, tokens: signedIn },
        { label: '/thirdparty/login', url: `${SHELL}${consent}` },
        { label: 'floor: React', url: /** @type {any} */ (floors).reactUrl },
        { label: 'floor: federated host + remote', url: /** @type {any} */ (floors).federatedUrl },
      ]);
      for (const b of report.bundles)
        log(
          `  ${b.label}: ${(b.jsGzipBytes / 1024).toFixed(1)} KiB gzip in ${b.jsFiles} files, ${b.requests} requests`,
        );
      report.steps.bundle = stamp();
    });

  if (only.has('lighthouse'))
    await step('lighthouse', async () => {
      log(`Lighthouse, ${runs} runs per page and preset`);
      report.lighthouse = await runLighthouse(
        [
          { label: '/sign-in', url: `${SHELL}/sign-in` },
          { label: '/home', url: `${SHELL}/home`, signIn: freshTokens },
          { label: 'floor: React', url: /** @type {any} */ (floors).reactUrl },
          { label: 'floor: federated host + remote', url: /** @type {any} */ (floors).federatedUrl },
        ],
        { runs, log },
      );
      report.steps.lighthouse = stamp();
    });

  if (only.has('dashboard'))
    await step('dashboard', async () => {
      log(`dashboard, ${runs} cold loads each without and with a 4× CPU slowdown`);
      report.dashboard = await dashboardBench({ shell: SHELL, signIn: freshTokens, runs, log });
      report.steps.dashboard = stamp();
    });

  if (only.has('api')) report.api = {};
  if (only.has('api'))
    await step('api (PGlite)', async () => {
      log('API load on PGlite (the stack on :4000)');
      const tokens = /** @type {any} */ (await freshTokens());
      report.api.pglite = await apiLoad(
        API,
        { email: crew.email, password: crew.password, accessToken: tokens.access_token },
        { log },
      );
    });
  await stack.stop();

  if (only.has('api') || only.has('import')) {
    log('PostgreSQL');
    const pg = await startPostgres();
    if ('skipped' in pg) {
      log(`  skipped: ${pg.skipped}`);
      if (only.has('api')) report.api.postgres = { skipped: pg.skipped };
    } else {
      cleanups.push(() => pg.stop());
      log(`  on ${pg.origin}`);
      if (only.has('api'))
        await step('api (PostgreSQL)', async () => {
          const pgApi = await startPostgresApi(pg.url);
          cleanups.push(() => pgApi.stop());
          const pgCrew = await crewWithYear(pgApi.url);
          report.roster.uploadMsPostgres = pgCrew.uploadMs;
          const tokens = /** @type {any} */ (await signIn(pgApi.url, pgCrew.email));
          log('API load on PostgreSQL');
          report.api.postgres = await apiLoad(
            pgApi.url,
            { email: pgCrew.email, password: pgCrew.password, accessToken: tokens.access_token },
            { log },
          );
          report.api.postgresOrigin = pg.origin;
          await pgApi.stop();
        });
    }
    if (only.has('import'))
      await step('import', async () => {
        log('roster import (pnpm --filter api bench)');
        report.import = await rosterImportBench('skipped' in pg ? undefined : pg.serverUrl);
        for (const r of report.import.rows)
          log(
            `  ${r.database}: ${r.fullImportEventsPerSecond} events/s full, ${r.storeOnlyEventsPerSecond} store only`,
          );
        report.steps.import = stamp();
      });
    if (only.has('api')) report.steps.api = stamp();
  }
} finally {
  await cleanup();
}

report.generatedAt = stamp();
report.durationSeconds = Math.round((Date.now() - started) / 1000);
report.command = only.size === ALL.length ? 'pnpm bench' : `pnpm bench --only=${[...only].join(',')}`;
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(BENCH, 'REPORT.md'), renderReport(report));
// Keep the committed JSON in the repository's format (Biome), so a bench run never fails the lint step.
await run('pnpm', ['exec', 'biome', 'format', '--write', reportPath], { capture: true }).catch(() => {});
log(`wrote bench/REPORT.md and bench/report.json in ${report.durationSeconds} s`);
process.exit(0);
