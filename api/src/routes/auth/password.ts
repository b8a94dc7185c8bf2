import { passwordResetSchema, type Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { type AccountService, resetLinkCheckSchema } from '../../domain/account/account-service.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

export interface PasswordRouterDeps {
  accounts: AccountService;
  /** A session, or the reset link's temp token. */
  requireUserOrResetLink: MiddlewareHandler<AppEnv>;
  /** Proxies whose X-Forwarded-For entries are trusted (the current-password check counts per client address). */
  trustedProxies: number;
}

/** Auth service: change password (and check a reset link first) and e-mail verification. */
export function passwordRouter({ accounts, requireUserOrResetLink, trustedProxies }: PasswordRouterDeps) {
  return new Hono<AppEnv>()
    .post('/v1/password/reset/check', validJson(resetLinkCheckSchema), async (c) => {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
      await accounts.checkResetLink(token, c.req.valid('json'), clientIp(c, trustedProxies));
      return c.json({ data: { valid: true } });
    })
    .post('/v1/password/reset', requireUserOrResetLink, validJson(passwordResetSchema), async (c) => {
      const message = await accounts.resetPassword(
        c.get('user'),
        c.req.valid('json'),
        clientIp(c, trustedProxies),
      );
      return c.json<Reply<'auth', 'POST v1/password/reset'>>({ data: { message } });
    })
    .get('/v1/email/verification/verify', async (c) => {
      await accounts.verifyEmail(c.req.query('email'), c.req.query('token'));
      return c.json({ data: { verified: true } });
    });
}
