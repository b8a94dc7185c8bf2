import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppDeps, createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import { createLogger } from '../src/logger.ts';
import { fixtureSources } from './fixtures.ts';

export type Target = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TARGETS: Target[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const MAIN_KEY = 'crewroster-web-main';
export const LOGBOOK_KEY = 'crewroster-web-logbook';

/**
 * Tests reach the app without a socket (address `unknown`) unless they send X-Forwarded-For (one trusted proxy) or
 * `remoteAddress`, so the per-address sign-up and reset limits are raised; test/rate-limits.test.ts sets its own.
 */
const TEST_RATE_LIMITS = { RATE_LIMIT_REGISTER_PER_IP: '100000', RATE_LIMIT_RESET_PER_IP: '100000' };

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUSTED_PROXIES: '1',
    DEV_ENDPOINTS: 'true',
    ...TEST_RATE_LIMITS,
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The socket's remote address (app.request() has no socket; without this the address is `unknown`). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test convenience for reading JSON bodies
  body: any;
  headers: Headers;
}

/** A database with migrations and fixture reference data: a PGlite clone or a fresh PostgreSQL database. */
export async function openTestDatabase(
  target: Target,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (target === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const database = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `crewroster_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await migrateDatabase(database);
  await loadReferenceData(database.db, fixtureSources);
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

export async function createTestContext(
  target: Target,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'parsePool'> = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const { database, drop } = await openTestDatabase(target);
  const app = createApp({ config, database, logger: createLogger(config), ...deps });
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // getConnInfo() of @hono/node-server reads the socket from the env's `incoming` request.
    const env =
      options.remoteAddress === undefined
        ? undefined
        : { incoming: { socket: { remoteAddress: options.remoteAddress, remotePort: 40000 } } };
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text (assertions will flag it)
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    app,
    database,
    config,
    call,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

let counter = 0;
/** A unique, valid sign-up payload. */
export function signUpPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstname: 'Anna',
    lastname: 'Berg',
    email: `crew${counter}.${randomBytes(3).toString('hex')}@crewmail.test`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    channel: 'WEB',
    consumer_key: MAIN_KEY,
    ...overrides,
  };
}

/** Registers a user and returns the email, password and token set. */
export async function registerUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload(overrides);
  const res = await ctx.call('POST', '/auth/v1/register', { body: payload });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email: payload.email,
    password: payload.password,
    tokens: res.body.data.tokens as { access_token: string; refresh_token: string; expired_at_ts: number },
  };
}

/** Solves the ALTCHA challenge served at `challengePath` the way the widget does; returns the form's token. */
export async function solveCaptcha(ctx: TestContext, challengePath: string): Promise<string> {
  const challenge = (await ctx.call('GET', challengePath)).body;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({ ...challenge, number: solution?.number, maxnumber: undefined }),
  ).toString('base64');
}

/** A context whose mails go to a temporary outbox (links point at http://app.test); `close` removes both. */
export async function createMailTestContext(
  target: Target,
  env: Record<string, string> = {},
): Promise<
  TestContext & {
    /** The outbox's mails to `to`, newest first (GET /dev/outbox), as JSON. */
    mails: (to: string) => Promise<CallResult['body']>;
  }
> {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-outbox-'));
  const ctx = await createTestContext(target, { ...env, OUTBOX_DIR: outbox, APP_URL: 'http://app.test' });
  return {
    ...ctx,
    mails: async (to) => (await ctx.call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.data,
    close: async () => {
      await ctx.close();
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** The first link to `pagePath` of the web app (http://app.test) in a mail's text. */
export function linkIn(text: string, pagePath: string): URL {
  const match = text.match(new RegExp(`http://app\\.test${pagePath}\\?\\S+`));
  if (!match) throw new Error(`no ${pagePath} link in: ${text}`);
  return new URL(match[0]);
}
