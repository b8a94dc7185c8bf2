import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client address the rate limits are keyed by (see `clientAddress`). */
export function clientIp(c: Context, trustedProxies: number): string {
  return clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies);
}

/**
 * With `trustedProxies` = 0 the client is the socket's peer and X-Forwarded-For is ignored: anyone can send it.
 *
 * With N > 0 every request reaches the API through N proxies, each appending the address it received the request
 * from. So the N-th entry from the right is the address the outermost trusted proxy saw — the client; entries
 * further left are whatever the client itself sent and are never used. A header with fewer entries than N (a
 * request that passed fewer proxies) gives its left-most entry, which a trusted proxy wrote; no usable header
 * gives the socket address. Empty entries (`a,,b`) are ignored: a proxy never appends an empty one.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socket: string,
  trustedProxies: number,
): string {
  if (trustedProxies <= 0 || forwardedFor === undefined) return socket;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedProxies)] ?? socket;
}

function socketAddress(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // app.request() without an env has no socket.
  }
  if (!address) return 'unknown';
  // An IPv4 client on a dual-stack socket: the same key as on an IPv4 socket.
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
