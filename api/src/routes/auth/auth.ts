import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthService } from '../../domain/auth/auth-service.ts';
import { readJson } from '../../http/body.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';

export interface AuthRouterDeps {
  auth: AuthService;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Proxy hops whose X-Forwarded-For entries are trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
}

/** Authentication service, mounted at /auth. */
export function authRouter({ auth, requireUser, trustedProxies }: AuthRouterDeps) {
  return new Hono<AppEnv>()
    .post('/v1/register', async (c) => {
      const tokens = await auth.register(await readJson(c), clientIp(c, trustedProxies));
      return c.json({ data: { tokens } }, 201);
    })
    .post('/v1/auth', async (c) => {
      const tokens = await auth.signIn(await readJson(c), clientIp(c, trustedProxies));
      return c.json({ data: tokens });
    })
    .post('/v1/auth/refresh', async (c) => {
      const tokens = await auth.refresh(await readJson(c));
      return c.json({ data: tokens });
    })
    .post('/v1/auth/forcelogout', requireUser, async (c) => {
      await auth.forceLogout(c.get('user').id);
      return c.json({ data: { message: 'You have been signed out on all devices.' } });
    });
}
