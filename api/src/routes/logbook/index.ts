import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AccountService } from '../../domain/account/account-service.ts';
import type { CaptchaVerifier } from '../../domain/auth/captcha.ts';
import {
  type LogbookUserService,
  updateLogbookUserSchema,
} from '../../domain/logbook/logbook-user-service.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

/** The logbook's reset request: the service checks the address (also for the main API's header variant). */
const text = v.fallback(v.optional(v.string()), undefined);
const resetRequestSchema = v.object({ email: text, 'g-recaptcha-response': text });

export interface LogbookRouterDeps {
  logbookUsers: LogbookUserService;
  accounts: AccountService;
  captcha: CaptchaVerifier;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Also accepts the verify-email token of a logbook mail link (the verify page sets email_me to 1). */
  requireUserOrVerifyLink: MiddlewareHandler<AppEnv>;
  /** Also accepts the campaign token of a logbook mail link (unsubscribe). */
  requireUserOrCampaignLink: MiddlewareHandler<AppEnv>;
  /** Proxy hops whose X-Forwarded-For entries are trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
}

/** Logbook API, mounted at /logbook: the logbook user and its password reset (spec §7 "Logbook API"). */
export function logbookRouter(deps: LogbookRouterDeps) {
  const { logbookUsers, accounts, captcha, requireUser, trustedProxies } = deps;
  return (
    new Hono<AppEnv>()
      .get('/v1/user', requireUser, async (c) =>
        c.json<Reply<'logbook', 'GET v1/user'>>({ data: await logbookUsers.get(c.get('user').id) }),
      )
      .put('/v1/user', deps.requireUserOrVerifyLink, validJson(updateLogbookUserSchema), async (c) => {
        const user = c.get('user');
        const only = user.temp ? 'email_me' : undefined;
        return c.json({ data: await logbookUsers.update(user.id, c.req.valid('json'), only) });
      })
      .put('/v1/user/email/unsubscribe', deps.requireUserOrCampaignLink, async (c) =>
        c.json({ data: await logbookUsers.unsubscribe(c.get('user').id) }),
      )
      .post(
        '/v2/auth/resetpassword',
        validJson(resetRequestSchema, { nonObjectAsEmpty: true }),
        async (c) => {
          const body = c.req.valid('json');
          const message = await accounts.requestPasswordReset(
            {
              email: body.email,
              captcha: body['g-recaptcha-response'],
              ip: clientIp(c, trustedProxies),
            },
            'logbook',
          );
          return c.json({ data: { message } });
        },
      )
      // The ALTCHA widget's challenge for the logbook's reset page (not needed with reCAPTCHA).
      .get('/v2/auth/captcha', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await captcha.challenge());
      })
  );
}
