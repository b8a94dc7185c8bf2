import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { type UserService, updateUserSchema, userStatusSchema } from '../../domain/user/user-service.ts';
import { refuseSession } from '../../http/auth.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

export interface UserRouterDeps {
  users: UserService;
  requireUser: MiddlewareHandler<AppEnv>;
  /** For GET /v3/user/me: the token only; the user's query checks the session itself (http/auth.ts requireToken). */
  requireToken: MiddlewareHandler<AppEnv>;
  /** Proxies whose X-Forwarded-For entries are trusted (an e-mail change checks the current password per address). */
  trustedProxies: number;
}

/** The signed-in user's account: /v3/user/me, PUT /v2/user, presence status. */
export function userRouter({ users, requireUser, requireToken, trustedProxies }: UserRouterDeps) {
  return new Hono<AppEnv>()
    .get('/v3/user/me', requireToken, async (c) => {
      const me = await users.getMeOfSession(c.get('token'));
      return me ? c.json<Reply<'main', 'GET v3/user/me'>>({ data: me }) : refuseSession(c);
    })
    .put('/v2/user', requireUser, validJson(updateUserSchema), async (c) => {
      const me = await users.update(c.get('user').id, c.req.valid('json'), clientIp(c, trustedProxies));
      return c.json<Reply<'main', 'PUT v2/user'>>({ data: me });
    })
    .get('/v2/user/status', requireUser, async (c) =>
      c.json({ data: await users.getStatus(c.get('user').id) }),
    )
    .put('/v2/user/status', requireUser, validJson(userStatusSchema), async (c) => {
      const status = await users.setStatus(c.get('user').id, c.req.valid('json'));
      return c.json({ data: status });
    });
}
