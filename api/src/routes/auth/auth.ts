import { type Reply, signInSchema, signUpSchema } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { type AuthService, PAYLOAD_MESSAGES, refreshSchema } from '../../domain/auth/auth-service.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

export interface AuthRouterDeps {
  auth: AuthService;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Proxy hops whose X-Forwarded-For entries are trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
}

/** Authentication service, mounted at /auth. */
export function authRouter({ auth, requireUser, trustedProxies }: AuthRouterDeps) {
  return new Hono<AppEnv>()
    .post('/v1/register', validJson(signUpSchema, { fieldMessages: PAYLOAD_MESSAGES }), async (c) => {
      const tokens = await auth.register(c.req.valid('json'), clientIp(c, trustedProxies));
      return c.json<Reply<'auth', 'POST v1/register'>>({ data: { tokens } }, 201);
    })
    .post('/v1/auth', validJson(signInSchema, { fieldMessages: PAYLOAD_MESSAGES }), async (c) => {
      const tokens = await auth.signIn(c.req.valid('json'), clientIp(c, trustedProxies));
      return c.json<Reply<'auth', 'POST v1/auth'>>({ data: tokens });
    })
    .post('/v1/auth/refresh', validJson(refreshSchema, { nonObjectAsEmpty: true }), async (c) => {
      const tokens = await auth.refresh(c.req.valid('json'));
      return c.json<Reply<'auth', 'POST v1/auth/refresh'>>({ data: tokens });
    })
    .post('/v1/auth/forcelogout', requireUser, async (c) => {
      await auth.forceLogout(c.get('user').id);
      return c.json({ data: { message: 'You have been signed out on all devices.' } });
    });
}
