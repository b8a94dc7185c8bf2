/**
 * Outbound HTTP for addresses that users or remote pages choose (crew portals' redirects and form actions, roster
 * subscription URLs): http(s) only, a bounded number of redirects, each checked again, a time limit, a size limit,
 * and optionally public addresses only — checked on the address actually connected to (undici's connect lookup),
 * so a DNS answer that changes between a check and the connection cannot reach loopback or the private network.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch, type RequestInit, type Response } from 'undici';

export interface FetchGuard {
  /** Refuse loopback, private, link-local, CGNAT, multicast and other non-public addresses. */
  publicOnly: boolean;
  /**
   * With `publicOnly`: these exact IP addresses are let through although they are not public (tests serve rosters
   * on 127.0.0.1 while everything else stays refused). Never set from user input.
   */
  alsoAllow?: readonly string[];
  /** When set, every request (redirects included) must stay on one of these origins. */
  allowedOrigins?: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

/** Why a guarded request was refused or failed; the message is safe to show. */
export class GuardedFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'origin' | 'scheme' | 'size' | 'redirects' | 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** True for an address on the public internet. IPv4-mapped IPv6 addresses are judged as the IPv4 they carry. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address); // the URL parser's form of the same
  if (hex) {
    const [hi, lo] = [Number.parseInt(hex[1] ?? '', 16), Number.parseInt(hex[2] ?? '', 16)];
    return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const REFUSED_ADDRESS = 'This address is not allowed: only public internet addresses can be fetched.';

type Permitted = (address: string) => boolean;

/** A DNS lookup that fails for answers that are not permitted, used by the agent at connect time. */
const permittedLookup =
  (permitted: Permitted) =>
  (
    hostname: string,
    options: object,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || !list.every((a) => permitted(a.address)))
        return callback(Object.assign(new Error(REFUSED_ADDRESS), { code: 'EREFUSEDADDRESS' }), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };

const anyAgent = new Agent();
/** One agent per set of extra addresses (`''`: public only). */
const publicAgents = new Map<string, { agent: Agent; permitted: Permitted }>();

function publicAgent(alsoAllow: readonly string[] = []) {
  const key = [...alsoAllow].sort().join(',');
  let entry = publicAgents.get(key);
  if (!entry) {
    const extra = new Set(alsoAllow);
    const permitted: Permitted = (a) => isPublicAddress(a) || extra.has(a);
    entry = { agent: new Agent({ connect: { lookup: permittedLookup(permitted) } }), permitted };
    publicAgents.set(key, entry);
  }
  return entry;
}

/** Fetches with the guard; follows redirects by hand (each hop checked). The body is read up to `maxBytes`. */
export async function guardedFetch(
  input: string | URL,
  init: RequestInit,
  guard: FetchGuard,
  onHop?: (res: Response, url: URL) => void,
): Promise<{ res: Response; url: URL; body: Uint8Array }> {
  let url = new URL(input);
  let current: RequestInit = init;
  const signal = AbortSignal.timeout(guard.timeoutMs);
  for (let hop = 0; hop <= (guard.maxRedirects ?? 5); hop++) {
    check(url, guard);
    let res: Response;
    try {
      res = await fetch(url, {
        ...current,
        redirect: 'manual',
        signal,
        dispatcher: guard.publicOnly ? publicAgent(guard.alsoAllow).agent : anyAgent,
      });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code === 'EREFUSEDADDRESS') throw new GuardedFetchError(REFUSED_ADDRESS, 'address');
      if (signal.aborted) throw timedOut();
      throw new GuardedFetchError('The address cannot be reached.', 'network');
    }
    onHop?.(res, url);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url);
      current = { ...init, method: 'GET', body: null };
      continue;
    }
    try {
      return { res, url, body: await readBounded(res, guard.maxBytes) };
    } catch (err) {
      // The time limit covers the body too; a connection dropped mid-answer is a network failure.
      if (err instanceof GuardedFetchError) throw err;
      if (signal.aborted) throw timedOut();
      throw new GuardedFetchError('The address cannot be reached.', 'network');
    }
  }
  throw new GuardedFetchError('The address redirected too often.', 'redirects');
}

function check(url: URL, guard: FetchGuard): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GuardedFetchError('Only http and https addresses can be fetched.', 'scheme');
  if (guard.allowedOrigins && !guard.allowedOrigins.includes(url.origin))
    throw new GuardedFetchError(`The request left the expected site (${url.origin}).`, 'origin');
  // IP literals never reach the lookup: judge them here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (guard.publicOnly && isIP(host) !== 0 && !publicAgent(guard.alsoAllow).permitted(host))
    throw new GuardedFetchError(REFUSED_ADDRESS, 'address');
}

async function readBounded(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body)
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await res.body.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
  return Buffer.concat(chunks);
}

const timedOut = () => new GuardedFetchError('The address took too long to answer.', 'timeout');

const tooLarge = (maxBytes: number) =>
  new GuardedFetchError(`The answer is larger than ${Math.round(maxBytes / 1_000_000)} MB.`, 'size');
