// @ts-check
/**
 * Where /home spends its main thread (issue 18): a signed-in crew member with a one-year roster opens /home in
 * Chromium at Lighthouse's mobile CPU slowdown (4×). A trace gives the main thread's tasks; a V8 CPU profile taken
 * at the same time says what ran in each task over 50 ms (self time, and the heaviest frames including callees,
 * source-mapped to packages and files). Then self time per package and per function over the whole load, and the
 * Total Blocking Time of these tasks (the sum of each long task's time over 50 ms, as Lighthouse counts it, but
 * measured here rather than simulated). Writes bench/out/home.cpuprofile for DevTools.
 *
 * Run on a built tree: `pnpm --filter bench profile:home` (starts and stops the stack itself). Options (env):
 *   PAGE=/sign-in        profile another page (signed out)
 *   RUNS=5               repeat the load and print each run's TBT and the median (loads vary from run to run)
 *   INTERACT=steps       after the load, profile interactions instead: comma-separated button names,
 *                        `key:<Key>` (pressed on the event list) or `row` (a duty's details button);
 *                        prints each interaction's Event Timing entries too
 *   RATE=1               another CPU slowdown
 *   VIEWPORT=1280x900    another window size (the default is a phone's, 412x823, where the map starts below the fold)
 *   TRACE_OUT=file.json  also write the last run's trace events (the main thread's tasks, for a closer look)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS } from '../shared/src/federation/apps.mjs';
import { crewWithYear } from './lib/roster.mjs';
import { packageOf, sourceLookup } from './lib/sourcemap.mjs';
import { API, SHELL, startStack } from './lib/stack.mjs';
import { BENCH, CHROMIUM_FLAGS, chromiumPath, median, REPO, sleep } from './lib/util.mjs';

const PAGE = process.env.PAGE ?? '/home';
const RUNS = Number(process.env.RUNS ?? 1);
const RATE = Number(process.env.RATE ?? 4);
const [WIDTH = 412, HEIGHT = 823] = (process.env.VIEWPORT ?? '').split('x').filter(Boolean).map(Number);
const INTERACT = process.env.INTERACT?.split(',').filter(Boolean);
const LIST = 'section[aria-labelledby="events-heading"]';

/** @type {Map<string, ReturnType<typeof sourceLookup>>} */
const lookups = new Map();
/** The source file behind a profiled frame, through the built file's source map. */
function sourceOf(/** @type {{ url: string, lineNumber: number, columnNumber: number }} */ frame) {
  const url = frame.url ? new URL(frame.url) : undefined;
  const app = url && APPS.find((a) => String(a.port) === url.port);
  if (!url || !app) return undefined;
  const file = path.join(REPO, app.dir, 'dist', url.pathname);
  if (!lookups.has(file)) lookups.set(file, sourceLookup(file));
  return lookups.get(file)?.(frame.lineNumber, frame.columnNumber);
}
const short = (/** @type {string} */ source) =>
  source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
/** "function file" for a frame: the source file when the map knows it, else the script or V8's own name. */
function frameName(/** @type {any} */ frame) {
  const source = sourceOf(frame);
  const where = source ? short(source) : frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
}
const top = (/** @type {Map<string, number>} */ m, /** @type {number} */ n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
const add = (/** @type {Map<string, number>} */ m, /** @type {string} */ k, /** @type {number} */ v) =>
  m.set(k, (m.get(k) ?? 0) + v);

/** One load (and the interactions, if asked), traced and profiled; returns the long tasks and the profile. */
async function profiledRun(
  /** @type {import('playwright-core').Browser} */ browser,
  /** @type {any} */ crew,
) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    /** @type {any} */ (window).__events = [];
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        if (e.interactionId)
          /** @type {any} */ (window).__events.push(
            `${e.name} ${Math.round(e.duration)} ms (input delay ${Math.round(e.processingStart - e.startTime)}, handlers ${Math.round(e.processingEnd - e.processingStart)}) ${(e.target?.getAttribute?.('aria-label') || e.target?.textContent || '').slice(0, 30)}`,
          );
      // @ts-expect-error durationThreshold is an Event Timing option
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${SHELL}/config.json`);
  if (PAGE === '/home')
    await page.evaluate((stored) => {
      localStorage.setItem('crewroster.session.main', JSON.stringify(stored));
    }, crew.tokens);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  /** @type {any[]} */
  const trace = [];
  cdp.on('Tracing.dataCollected', (e) => trace.push(...e.value));
  const record = async () => {
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
  };
  if (!INTERACT) await record();
  await page.goto(`${SHELL}${PAGE}`);
  if (PAGE === '/home') await page.locator(`${LIST} li`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await sleep(3000);
  if (INTERACT) {
    await record();
    for (const step of INTERACT) {
      if (step.startsWith('key:')) {
        await page.locator(`${LIST} [role="region"]`).focus();
        await page.keyboard.press(step.slice(4));
      } else if (step === 'row') await page.locator(`${LIST} li button`).first().click();
      else await page.getByRole('button', { name: step, exact: true }).click();
      await sleep(1500);
    }
    console.log((await page.evaluate(() => /** @type {any} */ (window).__events)).join('\n'));
  }
  const { profile } = await cdp.send('Profiler.stop');
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  // The page's main thread: the thread with the most task time.
  const tasks = trace.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  /** @type {Map<string, number>} */
  const perThread = new Map();
  for (const t of tasks) add(perThread, `${t.pid}:${t.tid}`, t.dur);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const long = tasks.filter((t) => `${t.pid}:${t.tid}` === main && t.dur > 50_000);
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace));
  return { long, profile, start: tasks[0]?.ts ?? 0 };
}

/** What ran in each long task: the samples whose time falls inside it. */
function describe(/** @type {any[]} */ long, /** @type {any} */ profile, /** @type {number} */ start) {
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) {
    t += d;
    times.push(t);
  }
  for (const task of long) {
    /** @type {Map<string, number>} */
    const self = new Map();
    /** @type {Map<string, number>} */
    const inclusive = new Map();
    profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
      const ms = (profile.timeDeltas[i + 1] ?? 200) / 1000;
      add(self, frameName(nodes.get(id).callFrame), ms);
      const seen = new Set();
      for (let n = id; n; n = /** @type {number} */ (parent.get(n))) {
        const frame = nodes.get(n).callFrame;
        if (!frame.url) continue;
        const name = frameName(frame);
        if (!seen.has(name)) add(inclusive, name, ms);
        seen.add(name);
      }
    });
    console.log(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms\n` +
        `    self: ${top(self, 5)
          .map((s) => s.trim())
          .join(' | ')}\n    incl: ${top(inclusive, 8)
          .map((s) => s.trim())
          .join(' | ')}`,
    );
  }
}

const stack = await startStack();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const crew = await crewWithYear(API);
  /** @type {number[]} */
  const tbts = [];
  /** @type {any} */
  let last;
  for (let run = 0; run < RUNS; run++) {
    last = await profiledRun(browser, crew);
    const tbt = last.long.reduce(
      (/** @type {number} */ sum, /** @type {any} */ t) => sum + t.dur / 1000 - 50,
      0,
    );
    tbts.push(tbt);
    console.log(`run ${run + 1}: ${last.long.length} tasks over 50 ms, blocking ${tbt.toFixed(0)} ms`);
  }
  console.log(
    `${PAGE} at ${RATE}× (${crew.events} events), long tasks of the last run (times from its first task):`,
  );
  describe(last.long, last.profile, last.start);
  const { profile } = last;
  mkdirSync(path.join(BENCH, 'out'), { recursive: true });
  writeFileSync(path.join(BENCH, 'out', 'home.cpuprofile'), JSON.stringify(profile));
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    const source = sourceOf(frame);
    add(byPackage, source ? packageOf(source) : frame.url ? frame.url : `(${frame.functionName})`, ms);
    add(byFunction, frameName(frame), ms);
  });
  console.log('self time by package (source maps), last run:');
  console.log(top(byPackage, 20).join('\n'));
  console.log('self time by function, last run:');
  console.log(top(byFunction, 25).join('\n'));
  console.log(
    `blocking time (tasks over 50 ms, each counted over 50 ms) per run: ${tbts.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(tbts).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
