import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, APPS, appNamed, localOrigin } from '@crewroster/shared/federation/apps';

/** Absolute path of the api package directory (api/). */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace root (the folder holding api/). */
export const REPO_ROOT = path.resolve(API_DIR, '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitConfig {
  /** Sign-in counts failures only (wrong password or unknown e-mail); successes never count. */
  signIn: {
    /** Failed sign-ins of one account (its normalised e-mail) allowed within `windowSeconds`, from any address. */
    failuresPerAccount: number;
    /** Failed sign-ins from one client address allowed within `windowSeconds`, whatever the accounts. */
    failuresPerIp: number;
    windowSeconds: number;
  };
  /** Sign-ups per client address per hour (each sends a welcome mail to the address given). */
  registerPerIp: number;
  /** Password-reset requests per e-mail address and per client address per hour, both products together. */
  resetPerEmail: number;
  resetPerIp: number;
  /** Data exports (GET /main/v2/user/profiledata) per user per day. */
  profileDataPerDay: number;
}

/** Roster parsing threads (domain/roster/parse-pool.ts). */
export interface ParseLimits {
  /** Wall-clock budget of one parse, waiting for a thread included (PDF text and OCR are part of it). */
  timeoutMs: number;
  /**
   * Old generation of a parse thread: a roster that needs more is refused, the API goes on. A thread can use this
   * plus its young generation (youngMb): size an instance for threads × (maxHeapMb + youngMb).
   */
  maxHeapMb: number;
  /**
   * Young generation of a parse thread: a one-year PDF allocates about 200 MB while it is read (pdf.js), so V8's
   * default (48 MB in a worker thread) collects it 18 times a parse; 128 MB, 5 times.
   */
  youngMb: number;
  /** Parses running at once in this instance. */
  threads: number;
  /** Parses waiting for a thread; beyond that an upload is told to come back shortly. */
  maxQueue: number;
}

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** PGlite data directory; `memory://` keeps it in memory. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** True when JWT_SECRET was not set and the development default is used (never in production). */
  jwtSecretIsDefault: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  consumerKeys: { main: string; logbook: string };
  /** Lower-case e-mail domains refused by web sign-in/sign-up; null = the built-in list. */
  enterpriseDomains: readonly string[] | null;
  rateLimit: RateLimitConfig;
  appOrigins: string[];
  devEndpoints: boolean;
  logLevel: LogLevel;
  /**
   * Proxy hops in front of the API whose X-Forwarded-For entries are trusted; 0 = the socket address is the client.
   * With N the client is the N-th entry from the right (the address the outermost trusted proxy saw).
   */
  trustedProxies: number;
  /** Load airlines/airports/positions at start when the tables are empty. */
  loadReferenceData: boolean;
  /** Third-party consent: this API's public origin (OAuth issuer) and the consent page on the shell's origin. */
  thirdparty: { issuer: string; consentPageUrl: string; seedDemoConsumers: boolean };
  mail: MailConfig;
  captcha: CaptchaConfig;
  /** Origin of the web app, for links in e-mails. */
  appUrl: string;
  /** Origin under which this API is reached (avatar URLs); null = each request's own origin. */
  publicUrl: string | null;
  /**
   * Roster import: base URL of the demo crew portal connector; run scheduled jobs (pg-boss) in this process;
   * the parse threads' budget; the most events one import and one account may hold.
   */
  roster: {
    demoPortalUrl: string;
    jobs: boolean;
    parse: ParseLimits;
    maxEventsPerImport: number;
    maxEventsPerUser: number;
    subscription: RosterSubscriptionConfig;
  };
  /** Export deep links (GET /v2/export/{provider}): the prefix the browser is sent to, before the data. */
  exportLinks: ExportLinks;
}

/** Roster subscriptions (domain/roster/subscription/): a roster address re-fetched every few hours. */
export interface RosterSubscriptionConfig {
  /** Hours between two checks of one address (longer after failures). */
  intervalHours: number;
  /** Subscriptions one run of the refresh job checks at most (the job runs every 15 minutes). */
  batch: number;
  /**
   * Let roster addresses reach loopback and private networks — all of them (`true`) or only these IP addresses —
   * for tests, which serve rosters on 127.0.0.1. `false` (the default): public addresses only. Never with
   * NODE_ENV=production (the API refuses to start).
   */
  allowPrivate: boolean | readonly string[];
}

export interface ExportLinks {
  logbook: string;
  crewalert: string;
  /** `{key}` is replaced by the user's URL-encoded Safelog API key. */
  safelog: string;
}

export interface MailConfig {
  /** SMTP connection string; when unset, messages are written to `outboxDir` instead. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}

export interface CaptchaConfig {
  /** HMAC key of ALTCHA challenges (default: derived from JWT_SECRET). */
  altchaHmacKey: string;
  /** Google reCAPTCHA secret; when set, reset requests are verified with Google instead of ALTCHA. */
  recaptchaSecret: string | undefined;
}

export const DEV_JWT_SECRET = 'crewroster-dev-secret-do-not-use-in-production-0123456789';

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function int(env: Env, key: string, fallback: number): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`Config: ${key} must be a non-negative integer, got "${raw}".`);
  return n;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`Config: ${key} must be true or false, got "${raw}".`);
}

function list(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * TRUSTED_PROXIES (hops). The former TRUST_PROXY flag trusted the client's own left-most X-Forwarded-For entry;
 * a deployment still setting it must say how many proxies there are rather than silently key every client by
 * the proxy's address.
 */
function trustedProxies(env: Env): number {
  if (str(env, 'TRUST_PROXY') !== undefined)
    throw new Error(
      'Config: TRUST_PROXY was replaced by TRUSTED_PROXIES, the number of proxies in front of the API (0 = none).',
    );
  return int(env, 'TRUSTED_PROXIES', 0);
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** HS256 keys shorter than the hash (32 bytes) are guessable offline from one token. */
const MIN_SECRET_BYTES = 32;

/**
 * In production a signing key must be set, secret (not the development value in this repo) and long enough;
 * otherwise anyone could mint access, partner, captcha and mail-link tokens. Outside production the dev key is fine.
 */
function checkSecret(name: string, value: string | undefined, production: boolean): void {
  if (!production) return;
  if (value === undefined)
    throw new Error(
      `Config: ${name} must be set when NODE_ENV=production (at least ${MIN_SECRET_BYTES} random bytes).`,
    );
  if (value.includes(DEV_JWT_SECRET))
    throw new Error(
      `Config: ${name} is the development secret from the repository; set a secret of your own.`,
    );
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
    throw new Error(
      `Config: ${name} must be at least ${MIN_SECRET_BYTES} bytes long when NODE_ENV=production.`,
    );
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * The /dev helpers change any account's type and read every mail: only when asked for, never in production, and
 * then the API listens on loopback only so nobody else on the network can reach them.
 */
function devEndpointsAndHost(env: Env, production: boolean): { devEndpoints: boolean; host: string } {
  const devEndpoints = bool(env, 'DEV_ENDPOINTS', false);
  const host = str(env, 'HOST');
  if (!devEndpoints) return { devEndpoints, host: host ?? '0.0.0.0' };
  if (production) throw new Error('Config: DEV_ENDPOINTS cannot be enabled with NODE_ENV=production.');
  if (host !== undefined && !LOOPBACK_HOSTS.includes(host))
    throw new Error(
      `Config: with DEV_ENDPOINTS the API listens on loopback only; HOST=${host} is not allowed.`,
    );
  return { devEndpoints, host: host ?? '127.0.0.1' };
}

/** Private roster addresses would let any user make the API call into its own network: tests only. */
function rosterSubscriptionConfig(env: Env, production: boolean): RosterSubscriptionConfig {
  const addresses = list(str(env, 'ROSTER_SUBSCRIPTION_ALLOW_PRIVATE'));
  const allowPrivate =
    addresses?.length && addresses.every((a) => isIP(a) !== 0)
      ? addresses
      : bool(env, 'ROSTER_SUBSCRIPTION_ALLOW_PRIVATE', false);
  if (allowPrivate !== false && production)
    throw new Error('Config: ROSTER_SUBSCRIPTION_ALLOW_PRIVATE cannot be enabled with NODE_ENV=production.');
  const intervalHours = int(env, 'ROSTER_SUBSCRIPTION_INTERVAL_HOURS', 6);
  if (intervalHours < 1) throw new Error('Config: ROSTER_SUBSCRIPTION_INTERVAL_HOURS must be at least 1.');
  return { intervalHours, batch: Math.max(1, int(env, 'ROSTER_SUBSCRIPTION_BATCH', 50)), allowPrivate };
}

/** Reads the environment once. Everything else receives the resulting object. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const jwtSecret = str(env, 'JWT_SECRET');
  const logLevel = (str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`Config: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  const dataDir = str(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data', 'pglite');
  checkSecret('JWT_SECRET', jwtSecret, production);
  checkSecret('ALTCHA_HMAC_KEY', str(env, 'ALTCHA_HMAC_KEY') ?? jwtSecret, production);
  const { devEndpoints, host } = devEndpointsAndHost(env, production);
  return {
    nodeEnv,
    port: int(env, 'PORT', API_PORT),
    host,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(REPO_ROOT, dataDir),
    databaseUrl: str(env, 'DATABASE_URL'),
    jwtSecret: jwtSecret ?? DEV_JWT_SECRET,
    jwtSecretIsDefault: jwtSecret === undefined,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
    consumerKeys: {
      main: str(env, 'CONSUMER_KEY_MAIN') ?? 'crewroster-web-main',
      logbook: str(env, 'CONSUMER_KEY_LOGBOOK') ?? 'crewroster-web-logbook',
    },
    enterpriseDomains: list(str(env, 'ENTERPRISE_DOMAINS'))?.map((d) => d.toLowerCase()) ?? null,
    rateLimit: {
      signIn: {
        failuresPerAccount: int(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT', 10),
        failuresPerIp: int(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_IP', 50),
        windowSeconds: int(env, 'RATE_LIMIT_SIGNIN_WINDOW_SECONDS', 15 * 60),
      },
      registerPerIp: int(env, 'RATE_LIMIT_REGISTER_PER_IP', 10),
      resetPerEmail: int(env, 'RATE_LIMIT_RESET_PER_EMAIL', 5),
      resetPerIp: int(env, 'RATE_LIMIT_RESET_PER_IP', 20),
      profileDataPerDay: int(env, 'RATE_LIMIT_PROFILE_DATA_PER_DAY', 3),
    },
    appOrigins: list(str(env, 'APP_ORIGINS')) ?? APPS.map(localOrigin),
    devEndpoints,
    logLevel,
    trustedProxies: trustedProxies(env),
    loadReferenceData: bool(env, 'LOAD_REFERENCE_DATA', true),
    thirdparty: {
      issuer: (str(env, 'PUBLIC_URL') ?? `http://localhost:${int(env, 'PORT', API_PORT)}`).replace(
        /\/+$/,
        '',
      ),
      consentPageUrl: str(env, 'CONSENT_PAGE_URL') ?? `${localOrigin(appNamed('shell'))}/thirdparty/login`,
      seedDemoConsumers: bool(env, 'SEED_DEMO_CONSUMERS', !production),
    },
    mail: {
      smtpUrl: str(env, 'SMTP_URL'),
      outboxDir: path.resolve(REPO_ROOT, str(env, 'OUTBOX_DIR') ?? path.join('.data', 'outbox')),
      from: str(env, 'MAIL_FROM') ?? 'CrewRoster <no-reply@crewroster.local>',
    },
    captcha: {
      altchaHmacKey: str(env, 'ALTCHA_HMAC_KEY') ?? `altcha:${jwtSecret ?? DEV_JWT_SECRET}`,
      recaptchaSecret: str(env, 'RECAPTCHA_SECRET'),
    },
    appUrl: (str(env, 'APP_URL') ?? localOrigin(appNamed('shell'))).replace(/\/+$/, ''),
    publicUrl: str(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
    roster: {
      demoPortalUrl: (str(env, 'DEMO_PORTAL_URL') ?? 'http://localhost:4100').replace(/\/+$/, ''),
      jobs: bool(env, 'JOBS', nodeEnv !== 'test'),
      parse: {
        timeoutMs: int(env, 'ROSTER_PARSE_TIMEOUT_MS', 30_000),
        maxHeapMb: int(env, 'ROSTER_PARSE_MAX_HEAP_MB', 384),
        youngMb: int(env, 'ROSTER_PARSE_YOUNG_MB', 128),
        threads: Math.max(
          1,
          int(env, 'ROSTER_PARSE_THREADS', Math.min(4, Math.max(2, availableParallelism()))),
        ),
        maxQueue: int(env, 'ROSTER_PARSE_QUEUE', 16),
      },
      maxEventsPerImport: int(env, 'ROSTER_MAX_EVENTS_PER_IMPORT', 5_000),
      maxEventsPerUser: int(env, 'ROSTER_MAX_EVENTS_PER_USER', 20_000),
      subscription: rosterSubscriptionConfig(env, production),
    },
    exportLinks: {
      logbook: str(env, 'EXPORT_LOGBOOK_URL') ?? 'crewroster-logbook://import?flights=',
      crewalert: str(env, 'EXPORT_CREWALERT_URL') ?? 'crewalert://import?roster=',
      safelog: str(env, 'EXPORT_SAFELOG_URL') ?? 'safelog://import?api_key={key}&flights=',
    },
  };
}
