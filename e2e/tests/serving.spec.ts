/**
 * The production build as scripts/serve-static.mjs serves it (issue 18): each file brotli or gzip compressed from the
 * copies the build made, by the request's Accept-Encoding, with `Vary: Accept-Encoding`; hashed chunks cached for a
 * year, entries, manifests, HTML and /config.json revalidated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { originOf, SHELL } from '../support/apps';

const repo = path.resolve(import.meta.dirname, '..', '..');
const DASHBOARD = originOf('dashboard');
const REVALIDATE = 'no-cache';
const A_YEAR = 'public, max-age=31536000, immutable';

/** The largest hashed chunk of an app's build: certainly big enough to have been compressed. */
function largestChunk(dir: string): string {
  const chunks = path.join(repo, dir, 'dist', 'chunks');
  const [largest] = readdirSync(chunks)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: readFileSync(path.join(chunks, f)).length }))
    .sort((a, b) => b.size - a.size);
  if (!largest) throw new Error(`no chunks in ${chunks}`);
  return `/chunks/${largest.f}`;
}

test('a script asked for with Accept-Encoding: br comes back brotli, with Vary, and decodes to the built file', async ({
  request,
}) => {
  const chunk = largestChunk('remote-dashboard');
  const built = readFileSync(path.join(repo, 'remote-dashboard', 'dist', chunk));
  const br = await request.get(`${DASHBOARD}${chunk}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers().vary).toMatch(/accept-encoding/i);
  expect(br.headers()['content-type']).toContain('javascript');
  expect(br.headers()['cache-control']).toBe(A_YEAR);
  expect(Number(br.headers()['content-length'])).toBeLessThan(built.length / 2);
  expect(await br.body()).toEqual(built);

  const gzip = await request.get(`${DASHBOARD}${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.body()).toEqual(built);

  const plain = await request.get(`${DASHBOARD}${chunk}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBe(built.length);
});

test('entries, manifests and HTML are compressed and revalidated', async ({ request }) => {
  for (const url of [
    `${SHELL}/main.js`,
    `${DASHBOARD}/remoteEntry.js`,
    `${DASHBOARD}/mf-manifest.json`,
    `${SHELL}/sign-in`,
  ]) {
    const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-encoding'], url).toBe('br');
    expect(res.headers().vary, url).toMatch(/accept-encoding/i);
    expect(res.headers()['cache-control'], url).toBe(REVALIDATE);
  }
  const html = await request.get(`${SHELL}/sign-in`, { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(await html.text()).toContain('<div id="root">');
});

test('/config.json is revalidated: an ETag, and a 304 when the browser has it', async ({ request }) => {
  const first = await request.get(`${SHELL}/config.json`, { headers: { 'Accept-Encoding': 'br' } });
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe(REVALIDATE);
  expect(first.headers().vary).toMatch(/accept-encoding/i);
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect((await first.json()).remotes).toBeTruthy();
  const again = await request.get(`${SHELL}/config.json`, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
});
