import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { pingDatabase } from './db/client.ts';
import { AuthService } from './domain/auth/auth-service.ts';
import { SignInRateLimiter } from './domain/auth/rate-limit.ts';
import { TokenService } from './domain/auth/tokens.ts';
import { ReferenceService } from './domain/reference/search.ts';
import { UserService } from './domain/user/user-service.ts';
import { requireUser } from './http/auth.ts';
import { errorResponse } from './http/errors.ts';
import type { AppEnv } from './http/types.ts';
import { authRouter } from './routes/auth/auth.ts';
import { devRouter } from './routes/dev/users.ts';
import { logbookRouter } from './routes/logbook/index.ts';
import { mainRouter } from './routes/main/index.ts';
import { paymentRouter } from './routes/payment/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
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

/** Composes the service families into one Hono app (tests drive it with `app.request()`). */
export function createApp({ config, database, logger }: AppDeps) {
  const { db } = database;
  const tokens = new TokenService(config);
  const rateLimiter = new SignInRateLimiter(
    config.rateLimit,
    database.kind === 'postgres' ? database.pool : undefined,
  );
  const auth = new AuthService({
    db,
    tokens,
    rateLimiter,
    consumerKeys: config.consumerKeys,
    enterpriseDomains: config.enterpriseDomains,
  });
  const users = new UserService({ db, isEnterpriseEmail: (email) => auth.isEnterpriseEmail(email) });
  const reference = new ReferenceService(db);
  const bearer = requireUser(tokens, users);

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
    cors({
      origin: config.appOrigins,
      allowHeaders: CORS_ALLOW_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  // Roster files may be up to 10 MB (spec §9); nothing larger is ever needed.
  app.use(
    '*',
    bodyLimit({
      maxSize: 12 * 1024 * 1024,
      onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
    }),
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
  app.route('/auth', authRouter({ auth, requireUser: bearer, trustProxy: config.trustProxy }));
  app.route('/main', mainRouter({ users, reference, requireUser: bearer }));
  app.route('/logbook', logbookRouter());
  app.route('/payment', paymentRouter());
  if (config.devEndpoints) app.route('/dev', devRouter({ users }));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((err, c) => errorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
