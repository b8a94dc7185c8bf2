// @ts-check
/**
 * Where /home spends its main thread (issue 18): a signed-in crew member with a one-year roster opens /home in
 * Chromium at Lighthouse's mobile CPU slowdown (4×); a V8 CPU profile from navigation until the network and the
 * page are quiet, summarised as self time per script and per function (source-mapped names are not resolved:
 * read the chunk's .map when a minified name needs one). Writes bench/out/home.cpuprofile for DevTools.
 * Run on a built tree: `pnpm --filter bench profile:home` (starts and stops the stack itself).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS } from '../shared/src/federation/apps.mjs';
import { crewWithYear } from './lib/roster.mjs';
import { packageOf, sourceLookup } from './lib/sourcemap.mjs';
import { API, SHELL, startStack } from './lib/stack.mjs';
import { BENCH, CHROMIUM_FLAGS, chromiumPath, REPO, sleep } from './lib/util.mjs';

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

const stack = await startStack();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const crew = await crewWithYear(API);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${SHELL}/config.json`);
  await page.evaluate((stored) => {
    localStorage.setItem('crewroster.session.main', JSON.stringify(stored));
  }, crew.tokens);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${SHELL}/home`);
  await page.locator('section[aria-labelledby="events-heading"] li').first().waitFor();
  await page.waitForLoadState('networkidle');
  await sleep(3000);
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(path.join(BENCH, 'out'), { recursive: true });
  writeFileSync(path.join(BENCH, 'out', 'home.cpuprofile'), JSON.stringify(profile));

  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const byScript = new Map();
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, ms] of self) {
    const frame = nodes.get(id).callFrame;
    const script = frame.url
      ? frame.url.replace(/^https?:\/\/[^/]+/, '')
      : `(${frame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const source = sourceOf(frame);
    const where = source ? source.replace(/^webpack:\/\/[^/]*\//, '') : script;
    const fn = `${frame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const pkg = source ? packageOf(source) : script;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const top = (/** @type {Map<string, number>} */ m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  console.log(`events: ${crew.events}; self time by script (4× slowdown):`);
  console.log(top(byScript, 15).join('\n'));
  console.log('self time by package (source maps):');
  console.log(top(byPackage, 25).join('\n'));
  console.log('self time by function:');
  console.log(top(byFunction, 40).join('\n'));
} finally {
  await browser.close();
  await stack.stop();
}
