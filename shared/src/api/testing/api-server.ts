/**
 * A real HTTP server on 127.0.0.1:<random port> for tests: routes are scripted per test, every request is
 * recorded. Real requests (not a mocked fetch) so ky's hooks, headers and error bodies run for real.
 * CORS headers are set because happy-dom's fetch enforces CORS (the test page is http://localhost:3000).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RuntimeConfig, setConfig } from '../../config';
import { localRemotes } from '../../federation/apps.mjs';

export interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
}

type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface TestApi {
  base: string;
  requests: Recorded[];
  /** `route('POST /auth/v1/auth/refresh', handler)`; later registrations replace earlier ones. */
  route(key: string, handler: Handler): void;
  calls(key: string): Recorded[];
  reset(): void;
  /** A fresh config object (so the cached ky instances are rebuilt) pointing every family at this server. */
  useConfig(extra?: Partial<RuntimeConfig>): RuntimeConfig;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server: Server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      body: await readBody(req),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    const reply: Reply = handler ? await handler(recorded) : { status: 404, json: { message: 'Not found.' } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.statusCode = reply.status ?? 200;
    if (reply.text !== undefined) {
      res.setHeader('content-type', 'text/plain');
      res.end(reply.text);
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply.json ?? {}));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    route: (key, handler) => routes.set(key, handler),
    calls: (key) => requests.filter((r) => `${r.method} ${r.path}` === key),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    useConfig(extra = {}) {
      const family = (name: string) => ({ main: `${base}/${name}`, logbook: `${base}/${name}` });
      const config: RuntimeConfig = {
        remotes: localRemotes(),
        services: {
          auth: family('auth'),
          payment: family('payment'),
          main: family('main'),
          logbook: family('logbook'),
        },
        consumerKeys: { main: 'main-consumer-key', logbook: 'logbook-consumer-key' },
        links: { appStore: '', playStore: '', subscriptionFaq: '', manageSubscription: '', contact: '' },
        ...extra,
      };
      setConfig(config);
      return config;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function makeMe(pk = 42) {
  return {
    user: {
      pk,
      avatar_url: null,
      email: 'crew@example.com',
      firstname: 'Ada',
      lastname: 'Pilot',
      phonenumber: null,
      phonenumber_prefix: null,
      account_type: 'full',
      status_expiry: null,
      profile_public: true,
      emailme: false,
      emailme_flightroutes: false,
      preferences: {},
    },
    jobtype: null,
    homeairline: null,
    base: null,
  };
}
