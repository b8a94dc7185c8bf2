// @ts-check
/**
 * Lighthouse (performance category only) on Debian's Chromium: the mobile preset (Lighthouse's default: Moto G
 * class CPU ×4 slowdown, slow 4G, simulated) and the desktop preset, median of N runs per page and preset.
 * One headless Chromium serves all runs; Playwright connects to it over CDP only to put a signed-in user's tokens
 * in localStorage before a signed-in page (Lighthouse then keeps storage but the HTTP cache is cleared first).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { BENCH, CHROMIUM_FLAGS, chromiumPath, median, sleep, waitForUrl } from './util.mjs';

const PORT = 9333;

async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'crewroster-bench-lh-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${PORT}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForUrl(`http://127.0.0.1:${PORT}/json/version`, 30_000);
  return {
    async stop() {
      child.kill('SIGTERM');
      for (let i = 0; i < 30 && child.exitCode === null; i++) await sleep(100);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @param {{ label: string, url: string, signIn?: () => Promise<object> }[]} pages signIn returns a fresh token set
 * @param {{ runs?: number, presets?: ('mobile'|'desktop')[], log?: (s: string) => void }} [opts]
 */
export async function runLighthouse(pages, opts = {}) {
  const runs = opts.runs ?? 3;
  const presets = opts.presets ?? ['mobile', 'desktop'];
  const log = opts.log ?? (() => {});
  const outDir = path.join(BENCH, 'out', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const browser = await startChromium();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  const context = cdp.contexts()[0];
  if (!context) throw new Error('No default browser context');
  const results = [];
  try {
    for (const target of pages) {
      for (const preset of presets) {
        /** @type {any[]} */
        const samples = [];
        for (let i = 0; i < runs; i++) {
          if (target.signIn) {
            const tokens = await target.signIn();
            const page = await context.newPage();
            await page.goto(new URL('/config.json', target.url).toString());
            await page.evaluate((stored) => {
              localStorage.clear();
              localStorage.setItem('crewroster.session.main', JSON.stringify(stored));
            }, tokens);
            const session = await context.newCDPSession(page);
            await session.send('Network.clearBrowserCache');
            // A first visit: the service worker the last run installed (and its cache) goes, the session stays.
            // Blocking sw.js does not stop it: the worker's own requests are not the page's.
            await session.send('Storage.clearDataForOrigin', {
              origin: new URL(target.url).origin,
              storageTypes: 'service_workers,cache_storage',
            });
            await page.close();
          }
          const flags = {
            port: PORT,
            output: /** @type {'json'} */ ('json'),
            logLevel: /** @type {'error'} */ ('error'),
            onlyCategories: ['performance'],
            disableStorageReset: Boolean(target.signIn),
            // No service worker (issue 15): each run is a first visit (the signed-in runs also clear it above).
            blockedUrlPatterns: ['*/sw.js'],
          };
          const result = await lighthouse(
            target.url,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${target.url}`);
          const sample = {
            score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
            fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue,
            finalUrl: lhr.finalDisplayedUrl,
            ...transferOf(lhr),
            lcpElement: lcpElementOf(lhr),
            runtimeError: lhr.runtimeError?.message,
          };
          samples.push(sample);
          log(
            `  lighthouse ${target.label} ${preset} #${i + 1}: score ${sample.score.toFixed(0)}, LCP ${Math.round(sample.lcpMs ?? 0)} ms, TBT ${Math.round(sample.tbtMs ?? 0)} ms, CLS ${(sample.cls ?? 0).toFixed(3)} (${sample.finalUrl})`,
          );
          if (i === 0)
            writeFileSync(
              path.join(outDir, `${target.label.replace(/[^a-z0-9]+/gi, '_')}-${preset}.json`),
              JSON.stringify(lhr),
            );
        }
        results.push({
          label: target.label,
          url: target.url,
          preset,
          runs,
          score: median(samples.map((s) => s.score)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          fcpMs: median(samples.map((s) => s.fcpMs)),
          tbtMs: median(samples.map((s) => s.tbtMs)),
          cls: median(samples.map((s) => s.cls)),
          jsTransferBytes: median(samples.map((s) => s.jsTransferBytes)),
          jsRequests: median(samples.map((s) => s.jsRequests)),
          totalTransferBytes: median(samples.map((s) => s.totalTransferBytes)),
          lcpElement: samples.find((s) => s.lcpElement)?.lcpElement,
          finalUrls: [...new Set(samples.map((s) => s.finalUrl))],
          samples,
        });
      }
    }
  } finally {
    await cdp.close().catch(() => {});
    await browser.stop();
  }
  return results;
}

/**
 * Bytes on the wire as the browser received them in this run (Lighthouse's transfer sizes: encoded body and
 * headers), for the scripts and for everything; the API's responses included.
 * @param {any} lhr
 */
function transferOf(lhr) {
  /** @type {{ resourceType?: string, transferSize?: number }[]} */
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const sum = (/** @type {typeof items} */ list) => list.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return { jsTransferBytes: sum(scripts), jsRequests: scripts.length, totalTransferBytes: sum(items) };
}

/** @param {any} lhr */
function lcpElementOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of items) {
    const node = table?.items?.[0]?.node ?? table?.node;
    if (node?.snippet) return String(node.snippet).slice(0, 120);
  }
  return undefined;
}
