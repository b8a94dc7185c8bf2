import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the api package directory (api/). */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace root (the folder holding api/). */
export const REPO_ROOT = path.resolve(API_DIR, '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitConfig {
  /** Sign-in attempts allowed per IP + e-mail within `windowSeconds`. */
  perIpEmail: number;
  /** Sign-in attempts allowed per IP within `windowSeconds`. */
  perIp: number;
  windowSeconds: number;
}

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** PGlite data directory; `memory://` keeps it in memory. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** True when JWT_SECRET was not set and the development default is used. */
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
  /** Take the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
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
  /** Roster import: base URL of the demo crew portal connector; run scheduled jobs (pg-boss) in this process. */
  roster: { demoPortalUrl: string; jobs: boolean };
  /** Export deep links (GET /v2/export/{provider}): the prefix the browser is sent to, before the data. */
  exportLinks: ExportLinks;
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

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment once. Everything else receives the resulting object. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const jwtSecret = str(env, 'JWT_SECRET');
  const logLevel = (str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`Config: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  const dataDir = str(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data', 'pglite');
  return {
    nodeEnv,
    port: int(env, 'PORT', 4000),
    host: str(env, 'HOST') ?? '0.0.0.0',
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
      perIpEmail: int(env, 'RATE_LIMIT_SIGNIN_PER_IP_EMAIL', 10),
      perIp: int(env, 'RATE_LIMIT_SIGNIN_PER_IP', 50),
      windowSeconds: int(env, 'RATE_LIMIT_SIGNIN_WINDOW_SECONDS', 15 * 60),
    },
    appOrigins:
      list(str(env, 'APP_ORIGINS')) ??
      [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`),
    devEndpoints: bool(env, 'DEV_ENDPOINTS', !production),
    logLevel,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    loadReferenceData: bool(env, 'LOAD_REFERENCE_DATA', true),
    thirdparty: {
      issuer: (str(env, 'PUBLIC_URL') ?? `http://localhost:${int(env, 'PORT', 4000)}`).replace(/\/+$/, ''),
      consentPageUrl: str(env, 'CONSENT_PAGE_URL') ?? 'http://localhost:3000/thirdparty/login',
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
    appUrl: (str(env, 'APP_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    publicUrl: str(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
    roster: {
      demoPortalUrl: (str(env, 'DEMO_PORTAL_URL') ?? 'http://localhost:4100').replace(/\/+$/, ''),
      jobs: bool(env, 'JOBS', nodeEnv !== 'test'),
    },
    exportLinks: {
      logbook: str(env, 'EXPORT_LOGBOOK_URL') ?? 'crewroster-logbook://import?flights=',
      crewalert: str(env, 'EXPORT_CREWALERT_URL') ?? 'crewalert://import?roster=',
      safelog: str(env, 'EXPORT_SAFELOG_URL') ?? 'safelog://import?api_key={key}&flights=',
    },
  };
}
