import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIp } from './client-ip.ts';

const SOCKET = '10.0.0.1';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddress('203.0.113.9', SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress('198.51.100.1, 203.0.113.9', SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress(undefined, SOCKET, 0)).toBe(SOCKET);
  });

  it('takes the address the outermost trusted proxy saw, never what the client sent', () => {
    // One proxy: it appended the client's address as the last entry.
    expect(clientAddress('203.0.113.9', SOCKET, 1)).toBe('203.0.113.9');
    expect(clientAddress('1.1.1.1, 203.0.113.9', SOCKET, 1)).toBe('203.0.113.9');
    expect(clientAddress('1.1.1.1,2.2.2.2 ,  203.0.113.9', SOCKET, 1)).toBe('203.0.113.9');
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    expect(clientAddress('203.0.113.9, 10.0.0.2', SOCKET, 2)).toBe('203.0.113.9');
    expect(clientAddress('1.1.1.1, 203.0.113.9, 10.0.0.2', SOCKET, 2)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::1, 10.0.0.2', SOCKET, 2)).toBe('2001:db8::1');
  });

  it('uses the left-most entry when fewer proxies than trusted wrote the header', () => {
    expect(clientAddress('203.0.113.9', SOCKET, 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9, 10.0.0.2', SOCKET, 3)).toBe('203.0.113.9');
  });

  it('falls back to the socket address without a usable header', () => {
    expect(clientAddress(undefined, SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress('', SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress(' , ,', SOCKET, 2)).toBe(SOCKET);
  });

  it('skips empty entries a client may add', () => {
    expect(clientAddress('1.1.1.1,,203.0.113.9', SOCKET, 1)).toBe('203.0.113.9');
    expect(clientAddress(',,203.0.113.9, 10.0.0.2', SOCKET, 2)).toBe('203.0.113.9');
  });
});

describe('clientIp', () => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, Number(c.req.query('proxies') ?? 0))));
  const ip = async (proxies: number, headers: Record<string, string>, remoteAddress?: string) => {
    const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
    return (await app.request(`/?proxies=${proxies}`, { headers }, env)).text();
  };

  it('reads the socket and X-Forwarded-For of the request', async () => {
    expect(await ip(0, { 'x-forwarded-for': '203.0.113.9' }, '192.0.2.7')).toBe('192.0.2.7');
    expect(await ip(1, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }, '192.0.2.7')).toBe('203.0.113.9');
    expect(await ip(1, {}, '192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys an IPv4 client of a dual-stack socket by its IPv4 address', async () => {
    expect(await ip(0, {}, '::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(await ip(0, {}, '2001:db8::7')).toBe('2001:db8::7');
  });

  it('is "unknown" without a socket (app.request() in tests)', async () => {
    expect(await ip(0, {})).toBe('unknown');
  });
});
