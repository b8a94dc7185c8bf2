// @ts-check
/**
 * JavaScript a browser receives per route: the bytes on the wire as Chromium received them (the body as the server
 * encoded it, brotli or gzip, without headers) beside gzip level 9 of each decoded body (as
 * e2e/tests/bundle-budget.spec.ts measures it); the number of requests, and the split by app (which server sent it)
 * and by package (from the built files' source maps: each file's gzip size shared out by the raw bytes each package
 * contributes).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, localOrigin } from '../../shared/src/federation/apps.mjs';
import { bytesByPackage } from './sourcemap.mjs';
import { CHROMIUM_FLAGS, chromiumPath, REPO } from './util.mjs';

/** Origin → app folder, for the product (from the app registry) and the floor pages (registerDist). */
const DIST_BY_ORIGIN = new Map(
  APPS.map((a) => [localOrigin(a), { app: a.dir, dist: path.join(REPO, a.dir, 'dist') }]),
);

export function registerDist(origin, app, dist) {
  DIST_BY_ORIGIN.set(origin, { app, dist });
}

/**
 * @param {{ url: string, label: string, tokens?: object, ready?: (page: import('playwright-core').Page) => Promise<void> }[]} pages
 */
export async function measureBundles(pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const target of pages) {
      const context = await browser.newContext();
      if (target.tokens) {
        await context.addInitScript((stored) => {
          localStorage.setItem('crewroster.session.main', JSON.stringify(stored));
        }, target.tokens);
      }
      const page = await context.newPage();
      /** @type {{ url: string, gzip: number, raw: number, wire: number, encoding: string }[]} */
      const files = [];
      const pending = [];
      let requests = 0;
      const byType = new Map();
      page.on('request', () => {
        requests++;
      });
      /** @type {{ url: string, cacheControl: string, encoding: string }[]} */
      const caching = [];
      page.on('response', (response) => {
        caching.push({
          url: response.url(),
          cacheControl: response.headers()['cache-control'] ?? '',
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
        const type = response.headers()['content-type'] ?? '';
        const kind = type.includes('javascript')
          ? 'script'
          : type.includes('json')
            ? 'json'
            : type.includes('html')
              ? 'html'
              : (type.split(';')[0] ?? 'other');
        byType.set(kind, (byType.get(kind) ?? 0) + 1);
        if (!type.includes('javascript')) return;
        pending.push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => {
              files.push({
                url: response.url(),
                gzip: gzipSync(body, { level: 9 }).length,
                raw: body.length,
                wire: sizes.responseBodySize,
                encoding: response.headers()['content-encoding'] ?? 'identity',
              });
            },
            () => {},
          ),
        );
      });
      await page.goto(target.url);
      if (target.ready) await target.ready(page);
      else await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();

      const byApp = new Map();
      const byPackage = new Map();
      for (const file of files) {
        const u = new URL(file.url);
        const owner = DIST_BY_ORIGIN.get(u.origin);
        const app = owner?.app ?? u.origin;
        byApp.set(app, (byApp.get(app) ?? 0) + file.gzip);
        const split = owner ? bytesByPackage(path.join(owner.dist, u.pathname)) : undefined;
        const rawTotal = split ? [...split.values()].reduce((a, b) => a + b, 0) : 0;
        if (!split || rawTotal === 0) {
          byPackage.set('(no source map)', (byPackage.get('(no source map)') ?? 0) + file.gzip);
          continue;
        }
        for (const [pkg, raw] of split) {
          const key = pkg === '(app code)' ? `${app} (own code)` : pkg;
          byPackage.set(key, (byPackage.get(key) ?? 0) + (file.gzip * raw) / rawTotal);
        }
      }
      results.push({
        label: target.label,
        url: target.url,
        jsGzipBytes: files.reduce((s, f) => s + f.gzip, 0),
        jsWireBytes: files.reduce((s, f) => s + f.wire, 0),
        jsEncodings: Object.fromEntries(
          files.reduce((m, f) => m.set(f.encoding, (m.get(f.encoding) ?? 0) + 1), new Map()),
        ),
        jsRawBytes: files.reduce((s, f) => s + f.raw, 0),
        jsFiles: files.length,
        requests,
        requestsByType: Object.fromEntries(byType),
        byApp: Object.fromEntries([...byApp].sort((a, b) => b[1] - a[1])),
        byPackage: Object.fromEntries([...byPackage].sort((a, b) => b[1] - a[1])),
        files: files.sort((a, b) => b.gzip - a.gzip),
        caching: cachingSummary(caching),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * What each kind of response was told about caching (content-hashed chunks for a year, immutable; entries,
 * manifests, HTML and /config.json never without asking again), and how it was encoded.
 * @param {{ url: string, cacheControl: string, encoding: string }[]} responses
 */
function cachingSummary(responses) {
  const kinds = new Map();
  for (const { url, cacheControl, encoding } of responses) {
    const u = new URL(url);
    if (!u.port || !u.hostname.match(/^(localhost|127\.0\.0\.1)$/)) continue;
    const p = u.pathname;
    const kind = /\/chunks\/.+\.[0-9a-f]{10}\.js$/.test(p)
      ? 'hashed chunk'
      : /mf-manifest\.json$/.test(p)
        ? 'mf-manifest.json'
        : /(remoteEntry|main|embed)\.js$/.test(p)
          ? 'entry (remoteEntry.js, main.js)'
          : p === '/config.json'
            ? '/config.json'
            : /\/(main|auth|logbook|payment)\//.test(p) || u.port === '4000'
              ? undefined
              : /\.[a-z0-9]+$/i.test(p)
                ? `other (${p.split('.').pop()})`
                : 'HTML (route)';
    if (!kind) continue;
    const entry = kinds.get(kind) ?? { count: 0, cacheControl: new Set(), encodings: new Map() };
    entry.count++;
    entry.cacheControl.add(cacheControl || '(none)');
    entry.encodings.set(encoding, (entry.encodings.get(encoding) ?? 0) + 1);
    kinds.set(kind, entry);
  }
  return Object.fromEntries(
    [...kinds].map(([k, v]) => [
      k,
      { count: v.count, cacheControl: [...v.cacheControl], encodings: Object.fromEntries(v.encodings) },
    ]),
  );
}
