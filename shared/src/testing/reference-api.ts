/**
 * The reference API in page tests (served by api/test/reference-api-server.ts as the package's vitest globalSetup):
 * points the runtime config at it, and reaches it directly for what a test needs beforehand: an account, a mail's
 * link, a solved captcha. Those calls use the fetch captured when this module loads, so a fault a test injects
 * (./faults.ts) only ever hits the page.
 */
import { createHash, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { type Product, type RuntimeConfig, setConfig } from '../config';
import { localRemotes } from '../federation/apps.mjs';
import type { TokenSet } from '../schemas';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the reference API served for component tests (no trailing slash). */
    referenceApi: string;
  }
}

const nativeFetch = globalThis.fetch;

/** The API's consumer keys outside production (api/src/config.ts). */
const CONSUMER_KEYS: Record<Product, string> = {
  main: 'crewroster-web-main',
  logbook: 'crewroster-web-logbook',
};

const TEST_PASSWORD = 'Secret123';

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test convenience for reading JSON bodies
  body: any;
}

export interface ReferenceApi {
  base: string;
  call(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<CallResult>;
  /** A new account (unique e-mail, password `TEST_PASSWORD`), registered for the main product. */
  register(overrides?: Partial<Account>): Promise<Account>;
  /** POST /auth/v1/auth with the product's consumer key. */
  signIn(account: Account, product: Product): Promise<TokenSet>;
  /** The newest mail to `to` whose subject matches, waiting for it (mail is sent after the request answers). */
  mail(to: string, subject: RegExp): Promise<Mail>;
  /** A solved ALTCHA challenge from `challengePath`, as the widget would hand it to the form. */
  solveCaptcha(challengePath: string): Promise<string>;
}

/** The config the shell would serve, every service family at the reference API. */
function configFor(base: string): RuntimeConfig {
  const family = (name: string) => ({ main: `${base}/${name}`, logbook: `${base}/${name}` });
  return {
    remotes: localRemotes(),
    services: {
      auth: family('auth'),
      payment: family('payment'),
      main: family('main'),
      logbook: family('logbook'),
    },
    consumerKeys: CONSUMER_KEYS,
    links: {
      appStore: 'https://apps.apple.com/app/crewroster',
      playStore: 'https://play.google.com/store/apps/details?id=app.crewroster',
      subscriptionFaq: 'https://crewroster.app/faq/subscription',
      manageSubscription: 'https://crewroster.app/account/subscription',
      contact: 'mailto:support@crewroster.app',
    },
  };
}

/** Call at the top of a test file: sets the runtime config and returns the helpers. */
export function connectReferenceApi(): ReferenceApi {
  const base = inject('referenceApi');
  setConfig(configFor(base));

  const call: ReferenceApi['call'] = async (method, path, { body, token } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await nativeFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  const expectOk = (res: CallResult, what: string) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  return {
    base,
    call,
    async register(overrides = {}) {
      const account: Account = {
        email: `crew.${randomUUID().slice(0, 12)}@crewmail.test`,
        password: TEST_PASSWORD,
        firstname: 'Anna',
        lastname: 'Berg',
        ...overrides,
      };
      const body = {
        ...account,
        password_confirmation: account.password,
        channel: 'WEB',
        consumer_key: CONSUMER_KEYS.main,
      };
      expectOk(await call('POST', '/auth/v1/register', { body }), 'register');
      return account;
    },
    async signIn(account, product) {
      const body = { email: account.email, password: account.password, consumer_key: CONSUMER_KEYS[product] };
      return expectOk(await call('POST', '/auth/v1/auth', { body }), 'sign-in').data;
    },
    async mail(to, subject) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const list: Mail[] = (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;
        const found = list.find((m) => subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async solveCaptcha(challengePath) {
      const challenge = expectOk(await call('GET', challengePath), 'captcha challenge');
      // ALTCHA v1: the number whose SHA-256 with the salt is the challenge (at most maxnumber tries).
      for (let number = 0; number <= challenge.maxnumber; number += 1) {
        if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
          const { maxnumber: _, ...rest } = challenge;
          return Buffer.from(JSON.stringify({ ...rest, number })).toString('base64');
        }
      }
      throw new Error('captcha challenge without a solution');
    },
  };
}

/** The app path (with query) of the first link to `pagePath` in a mail, as a page test opens it. */
export function linkIn(mail: Mail, pagePath: string): string {
  const match = mail.text.match(new RegExp(`https?://[^/\\s]+${pagePath}\\?\\S+`));
  if (!match) throw new Error(`no ${pagePath} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
