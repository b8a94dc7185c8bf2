import { THIRDPARTY_SCOPE_IDS } from '@crewroster/shared/schemas';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { pingDatabase } from './db/client.ts';
import { AccountService } from './domain/account/account-service.ts';
import { DbAnalytics } from './domain/analytics/analytics.ts';
import { AuthService } from './domain/auth/auth-service.ts';
import { CaptchaVerifier } from './domain/auth/captcha.ts';
import { SignInRateLimiter } from './domain/auth/rate-limit.ts';
import { TokenService } from './domain/auth/tokens.ts';
import { ExportService } from './domain/export/export-service.ts';
import { LogbookUserService } from './domain/logbook/logbook-user-service.ts';
import { Mailer } from './domain/mail/mailer.ts';
import { RetryingMailer } from './domain/mail/retrying-mailer.ts';
import { RateLimit } from './domain/rate-limit.ts';
import { ReferenceService } from './domain/reference/search.ts';
import { RosterParsePool } from './domain/roster/parse-pool.ts';
import { DemoPortalConnector } from './domain/roster/portal/demo-portal.ts';
import { RosterFetchService } from './domain/roster/portal/fetch-service.ts';
import { RosterService } from './domain/roster/roster-service.ts';
import { RosterSubscriptionService } from './domain/roster/subscription/subscription-service.ts';
import { SettingsService } from './domain/settings/settings-service.ts';
import { ConsentService } from './domain/thirdparty/consent-service.ts';
import { UserService } from './domain/user/user-service.ts';
import { requireToken, requireUser } from './http/auth.ts';
import { compressedWithEtag } from './http/compression.ts';
import { corsHeaders } from './http/cors.ts';
import { errorResponse, messageCodes } from './http/errors.ts';
import { refuseInvalidText } from './http/invalid-text.ts';
import type { AppEnv } from './http/types.ts';
import { authRouter } from './routes/auth/auth.ts';
import { passwordRouter } from './routes/auth/password.ts';
import { authorizationServerMetadata, thirdPartyRouter } from './routes/auth/thirdparty.ts';
import { devOutboxRouter } from './routes/dev/outbox.ts';
import { devRouter } from './routes/dev/users.ts';
import { logbookRouter } from './routes/logbook/index.ts';
import { accountRouter } from './routes/main/account.ts';
import { exportRouter } from './routes/main/export.ts';
import { mainRouter } from './routes/main/index.ts';
import { limitsRouter } from './routes/main/limits.ts';
import { rosterApi } from './routes/main/roster.ts';
import { paymentRouter } from './routes/payment/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Roster parsing threads; the server passes its own so it can close them on shutdown. */
  parsePool?: RosterParsePool;
}

/** Headers the web app sends besides the usual ones (spec §7). */
export const CORS_ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'startdate',
  'enddate',
  'preference',
  'value',
  'email',
  'g-recaptcha-response',
];

/** Roster-address checks a user may ask for per hour (subscribing and "check now"; each is an outbound fetch). */
const ROSTER_ADDRESS_CHECKS_PER_HOUR = 30;

/** Composes the service families into one Hono app (tests drive it with `app.request()`). */
export function createApp(deps: AppDeps) {
  return createApi(deps).app;
}

/**
 * The app and the work the scheduled jobs do with the same services (mail retries, roster-address refreshes), so
 * the server builds each service once.
 */
export function createApi({ config, database, logger, parsePool }: AppDeps) {
  const { db } = database;
  const tokens = new TokenService(config);
  // Rate-limit counters: the rate_limits table with PostgreSQL (shared by all instances), memory with PGlite.
  const limitStore = database.kind === 'postgres' ? database.pool : undefined;
  const HOUR = 3600;
  const auth = new AuthService({
    db,
    tokens,
    rateLimiter: new SignInRateLimiter(config.rateLimit.signIn, limitStore),
    registerLimit: new RateLimit(limitStore, {
      name: 'register_ip',
      points: config.rateLimit.registerPerIp,
      windowSeconds: HOUR,
    }),
    consumerKeys: config.consumerKeys,
    enterpriseDomains: config.enterpriseDomains,
    // The welcome mail (verification link) must not undo a committed sign-up when mail is down.
    onRegistered: (user) =>
      accounts.sendWelcome(user).catch((err) => logger.error({ err }, 'welcome mail failed')),
  });
  const users = new UserService({
    db,
    isEnterpriseEmail: (email) => auth.isEnterpriseEmail(email),
    verifyCurrentPassword: (userId, password, ip) => auth.verifyCurrentPassword(userId, password, ip),
    // The notice to the old address must not undo a committed e-mail change when mail is down.
    onEmailChanged: (oldEmail, newEmail) =>
      accounts
        .sendEmailChanged(oldEmail, newEmail)
        .catch((err) => logger.error({ err }, 'e-mail changed notice failed')),
  });
  const reference = new ReferenceService(db);
  // The /auth family serves both products; /main only main-product tokens, /logbook only logbook ones.
  const bearer = requireUser(tokens, users);
  const mainUser = requireUser(tokens, users, [], ['main']);
  const logbookUser = requireUser(tokens, users, [], ['logbook']);
  const mainToken = requireToken(tokens, ['main']);
  const mailer = new Mailer(config.mail);
  const mail = new RetryingMailer(db, mailer, logger);
  const captcha = new CaptchaVerifier(config.captcha, db);
  const accounts = new AccountService({
    db,
    tokens,
    users,
    mailer: mail,
    captcha,
    appUrl: config.appUrl,
    enterpriseDomains: config.enterpriseDomains ?? undefined,
    verifyCurrentPassword: (userId, password, ip) => auth.verifyCurrentPassword(userId, password, ip),
    resetLimits: {
      perEmail: new RateLimit(limitStore, {
        name: 'reset_email',
        points: config.rateLimit.resetPerEmail,
        windowSeconds: HOUR,
      }),
      perIp: new RateLimit(limitStore, {
        name: 'reset_ip',
        points: config.rateLimit.resetPerIp,
        windowSeconds: HOUR,
      }),
      // Opening a reset link checks it; counted apart from requests, so opening the link never uses one up.
      checksPerIp: new RateLimit(limitStore, {
        name: 'reset_check_ip',
        points: config.rateLimit.resetPerIp,
        windowSeconds: HOUR,
      }),
    },
    profileDataLimit: new RateLimit(limitStore, {
      name: 'profile_data_user',
      points: config.rateLimit.profileDataPerDay,
      windowSeconds: 24 * HOUR,
    }),
  });
  const consent = new ConsentService({
    db,
    auth,
    jwtSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    issuer: config.thirdparty.issuer,
  });
  // Partner pages call the token and data endpoints and read the metadata from their own (registered) origins.
  const partnerPath = /^\/(auth\/v1\/thirdparty\/(token|data)$|\.well-known\/oauth-authorization-server$)/;

  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    corsHeaders({
      origin: async (origin, c) => {
        if (config.appOrigins.includes(origin)) return origin;
        if (partnerPath.test(c.req.path) && (await consent.isPartnerOrigin(origin))) return origin;
        return null;
      },
      allowHeaders: CORS_ALLOW_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.use('*', refuseInvalidText());
  app.use('*', compressedWithEtag());
  // Inside compress: it reads the JSON error bodies that compress would otherwise have gzipped already.
  app.use('*', messageCodes());

  // Roster files may be up to 10 MB (spec §9); nothing larger is ever needed. GET and HEAD bodies are never read,
  // and looking at one builds a full Request per call (about 5 % of a signed-in read's CPU, issue 18).
  const limitBody = bodyLimit({
    maxSize: 12 * 1024 * 1024,
    onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
  });
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  app.get('/health', async (c) => {
    try {
      await pingDatabase(db);
    } catch (err) {
      logger.error({ err }, 'health check: database unavailable');
      return c.json({ status: 'error', message: 'Database unavailable.' }, 503);
    }
    return c.json({ status: 'ok' });
  });
  app.route('/auth', authRouter({ auth, requireUser: bearer, trustedProxies: config.trustedProxies }));
  app.route(
    '/auth',
    passwordRouter({
      accounts,
      requireUserOrResetLink: requireUser(tokens, users, ['reset-password']),
      trustedProxies: config.trustedProxies,
    }),
  );
  app.route(
    '/auth',
    thirdPartyRouter({ consent, requireUser: bearer, trustedProxies: config.trustedProxies }),
  );
  app.get('/.well-known/oauth-authorization-server', (c) =>
    c.json(
      authorizationServerMetadata(
        config.thirdparty.issuer,
        config.thirdparty.consentPageUrl,
        THIRDPARTY_SCOPE_IDS,
      ),
    ),
  );
  app.route(
    '/main',
    mainRouter({
      users,
      reference,
      settings: new SettingsService(db),
      requireUser: mainUser,
      requireToken: mainToken,
      trustedProxies: config.trustedProxies,
    }),
  );
  app.route(
    '/main',
    accountRouter({
      accounts,
      captcha,
      requireUser: mainUser,
      requireUserOrCampaignLink: requireUser(tokens, users, ['campaign'], ['main']),
      trustedProxies: config.trustedProxies,
      publicUrl: config.publicUrl,
    }),
  );
  const roster = new RosterService({
    db,
    analytics: new DbAnalytics(db),
    parser: parsePool ?? new RosterParsePool(config.roster.parse),
    limits: config.roster,
  });
  const rosterFetch = new RosterFetchService({
    db,
    roster,
    connectors: { 'demo-portal': new DemoPortalConnector(config.roster.demoPortalUrl) },
  });
  const subscriptions = new RosterSubscriptionService({
    db,
    roster,
    mailer: mail,
    appUrl: config.appUrl,
    config: config.roster.subscription,
    logger,
    userLimit: new RateLimit(limitStore, {
      name: 'roster_subscription_user',
      points: ROSTER_ADDRESS_CHECKS_PER_HOUR,
      windowSeconds: HOUR,
    }),
  });
  app.route(
    '/main',
    rosterApi({ db, roster, rosterFetch, subscriptions, requireUser: mainUser, requireToken: mainToken }),
  );
  app.route('/main', limitsRouter({ db, requireUser: mainUser }));
  const logbookUsers = new LogbookUserService(db, (userId) =>
    accounts.sendLogbookWelcome(userId).catch((err) => logger.error({ err }, 'logbook welcome mail failed')),
  );
  app.route(
    '/logbook',
    logbookRouter({
      logbookUsers,
      accounts,
      captcha,
      requireUser: logbookUser,
      requireUserOrVerifyLink: requireUser(tokens, users, ['verify-email'], ['logbook']),
      requireUserOrCampaignLink: requireUser(tokens, users, ['campaign'], ['logbook']),
      trustedProxies: config.trustedProxies,
    }),
  );
  app.route(
    '/main',
    exportRouter({
      exports: new ExportService(db, config.exportLinks),
      requireUser: mainUser,
      publicUrl: config.publicUrl,
    }),
  );
  app.route('/payment', paymentRouter());
  if (config.devEndpoints) app.route('/dev', devRouter({ users }));
  if (config.devEndpoints) app.route('/dev', devOutboxRouter({ mailer }));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((err, c) => errorResponse(err, c, logger));
  return {
    app,
    jobs: {
      retryMail: () => mail.retryDue(),
      refreshRosterSubscriptions: (now: Date) => subscriptions.refreshDue(now),
    },
  };
}

export type App = ReturnType<typeof createApp>;
