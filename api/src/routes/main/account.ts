import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { type AccountService, ambassadorSchema } from '../../domain/account/account-service.ts';
import type { CaptchaVerifier } from '../../domain/auth/captcha.ts';
import { DomainError } from '../../domain/errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

export interface AccountRouterDeps {
  accounts: AccountService;
  captcha: CaptchaVerifier;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Also accepts the campaign temp token of an e-mail link (unsubscribe, ambassador opt-out). */
  requireUserOrCampaignLink: MiddlewareHandler<AppEnv>;
  /** Proxy hops whose X-Forwarded-For entries are trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
  /** Origin under which this API is reached, for avatar URLs; null = the request's own origin. */
  publicUrl: string | null;
}

/** Main API account calls: reset request, captcha, unsubscribe, ambassador, avatar, cancel, data export. */
export function accountRouter(deps: AccountRouterDeps) {
  const { accounts, captcha, requireUser, requireUserOrCampaignLink, trustedProxies } = deps;
  return (
    new Hono<AppEnv>()
      .get('/v2/auth/resetpassword', async (c) => {
        const message = await accounts.requestPasswordReset({
          email: c.req.header('email'),
          captcha: c.req.header('g-recaptcha-response'),
          ip: clientIp(c, trustedProxies),
        });
        return c.json<Reply<'main', 'GET v2/auth/resetpassword'>>({ data: { message } });
      })
      // The ALTCHA widget's challenge (not needed when reCAPTCHA is configured).
      .get('/v2/auth/captcha', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await captcha.challenge());
      })
      .put('/v3/user/email/unsubscribe', requireUserOrCampaignLink, async (c) => {
        await accounts.unsubscribe(c.get('user').id);
        return c.json({ data: { emailme: false, emailme_flightroutes: false } });
      })
      .put('/v4/user/ambassador', requireUserOrCampaignLink, validJson(ambassadorSchema), async (c) =>
        c.json({ data: await accounts.setAmbassador(c.get('user').id, c.req.valid('json')) }),
      )
      .post('/v2/user/avatar', requireUser, async (c) => {
        const type = c.req.header('content-type') ?? '';
        if (!/^multipart\/form-data/i.test(type))
          throw new DomainError(
            'bad_request',
            'The request body must be multipart/form-data with a field avatar.',
          );
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw new DomainError('bad_request', 'Malformed multipart body.');
        }
        const base = deps.publicUrl ?? new URL(c.req.url).origin;
        const url = await accounts.uploadAvatar(c.get('user').id, form.avatar, base);
        return c.json<Reply<'main', 'POST v2/user/avatar'>>({ data: { url } });
      })
      .get('/v2/avatar/:id', async (c) => {
        const avatar = await accounts.getAvatar(c.req.param('id'));
        if (!avatar) return c.json({ message: 'Not found.' }, 404);
        // A new upload gets a new id, so a served image never changes.
        return c.body(new Uint8Array(avatar.bytes), 200, {
          'Content-Type': avatar.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
      })
      .put('/v2/user/cancel/:pk', requireUser, async (c) => {
        const message = await accounts.cancel(c.get('user').id, c.req.param('pk'));
        return c.json({ data: { message } });
      })
      .get('/v2/user/profiledata', requireUser, async (c) => {
        const message = await accounts.requestProfileData(c.get('user').id);
        return c.json({ data: { message } });
      })
  );
}
