import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchGuard, GuardedFetchError, guardedFetch, isPublicAddress } from './guarded-fetch.ts';

let server: Server;
let origin: string;
let evilHits = 0;
let evil: Server;
let evilOrigin: string;

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  evil = createServer((_req, res) => {
    evilHits += 1;
    res.end('stolen');
  });
  evilOrigin = await listen(evil);
  server = createServer((req, res) => {
    if (req.url === '/big') return res.end(Buffer.alloc(2_000_000, 65));
    if (req.url === '/away') return res.writeHead(302, { location: `${evilOrigin}/x` }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/hop') return res.writeHead(302, { location: '/ok' }).end();
    res.end('ok');
  });
  origin = await listen(server);
});
afterAll(() => {
  server.close();
  evil.close();
});

const guard = (over: Partial<FetchGuard> = {}): FetchGuard => ({
  publicOnly: false,
  allowedOrigins: [origin],
  maxBytes: 1_000_000,
  timeoutMs: 5_000,
  ...over,
});
const reason = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'fetched';
  } catch (err) {
    return err instanceof GuardedFetchError ? err.reason : String(err);
  }
};

describe('guarded fetch', () => {
  it('tells public from loopback, private, link-local and mapped addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of [
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses loopback and private targets when public addresses only, by name or by number', async () => {
    const port = new URL(origin).port;
    for (const url of [
      origin,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ])
      expect(
        await reason(guardedFetch(url, {}, guard({ publicOnly: true, allowedOrigins: undefined }))),
        url,
      ).toBe('address');
  });

  it('follows redirects on the allowed origin only, bounded in number and size', async () => {
    const ok = await guardedFetch(`${origin}/hop`, {}, guard());
    expect(new TextDecoder().decode(ok.body)).toBe('ok');
    expect(ok.url.pathname).toBe('/ok');
    expect(await reason(guardedFetch(`${origin}/away`, {}, guard()))).toBe('origin');
    expect(evilHits).toBe(0);
    expect(await reason(guardedFetch(`${origin}/loop`, {}, guard()))).toBe('redirects');
    expect(await reason(guardedFetch(`${origin}/big`, {}, guard()))).toBe('size');
    expect(await reason(guardedFetch('file:///etc/passwd', {}, guard({ allowedOrigins: undefined })))).toBe(
      'scheme',
    );
  });
});
