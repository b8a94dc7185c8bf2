import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { DomainError, validationError } from '../../domain/errors.ts';
import type { ConsentService, EventsWindow } from '../../domain/thirdparty/consent-service.ts';
import { OAuthError } from '../../domain/thirdparty/oauth-error.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';
import { dayStart } from '../main/events.ts';

const DAY = 86_400;
/** Default events window of the data endpoint: today and the next 30 days (UTC). */
export const PARTNER_EVENTS_DEFAULT_DAYS = 31;
export const PARTNER_EVENTS_MAX_DAYS = 366;

/** `from` / `to` (YYYY-MM-DD, UTC days, `to` included) of GET /v1/thirdparty/data; 422 when malformed. */
function eventsWindow(rawFrom: string | undefined, rawTo: string | undefined): EventsWindow {
  const from = dayStart(rawFrom, 'from', false) ?? Math.floor(Date.now() / 1000 / DAY) * DAY;
  const toDay = dayStart(rawTo, 'to', false);
  const to = toDay === undefined ? from + PARTNER_EVENTS_DEFAULT_DAYS * DAY : toDay + DAY;
  if (to <= from) throw validationError({ to: 'The to date may not be before the from date.' });
  if (to - from > PARTNER_EVENTS_MAX_DAYS * DAY)
    throw validationError({ to: `At most ${PARTNER_EVENTS_MAX_DAYS} days at a time.` });
  return { from, to };
}

export interface ThirdPartyRouterDeps {
  consent: ConsentService;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Proxy hops whose X-Forwarded-For entries are trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
}

/** The signed-in user may only read or change their own authorisations. */
function ownUserId(raw: string | undefined, signedIn: number): number {
  if (raw !== undefined && raw !== String(signedIn)) throw new DomainError('forbidden', 'Forbidden.');
  return signedIn;
}

/** Third-party consent (spec §7 thirdparty calls), mounted under /auth. */
export function thirdPartyRouter({ consent, requireUser, trustedProxies }: ThirdPartyRouterDeps) {
  return new Hono<AppEnv>()
    .get('/v1/thirdparty/scopes', async (c) => {
      const info = await consent.consumerInfo(c.req.query('consumer_key'), c.req.query('redirect_uri'));
      return c.json<Reply<'auth', 'GET v1/thirdparty/scopes'>>({ data: info });
    })
    .get('/v1/thirdparty/framing', async (c) => {
      return c.json({ data: { frame_ancestors: await consent.framingOrigins(c.req.query('consumer_key')) } });
    })
    .post('/v1/thirdparty/login', validJson(v.looseObject({}), { nonObjectAsEmpty: true }), async (c) => {
      const url = await consent.login(c.req.valid('json'), clientIp(c, trustedProxies));
      return c.json<Reply<'auth', 'POST v1/thirdparty/login'>>({ status: 'OK', message: url });
    })
    .post('/v1/thirdparty/token', async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Pragma', 'no-cache');
      try {
        const type = c.req.header('content-type') ?? '';
        if (!/^application\/x-www-form-urlencoded\b/i.test(type))
          throw new OAuthError('invalid_request', 'The body must be application/x-www-form-urlencoded.');
        return c.json(await consent.exchange(new URLSearchParams(await c.req.text())));
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        return c.json({ error: err.code, error_description: err.message }, err.status);
      }
    })
    .get('/v1/thirdparty/data', async (c) => {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
      const claims = match?.[1] ? await consent.verifyPartnerToken(match[1]) : null;
      if (!claims) {
        c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        return c.json({ message: 'Unauthenticated.' }, 401);
      }
      const window = eventsWindow(c.req.query('from'), c.req.query('to'));
      return c.json({ data: await consent.partnerData(claims, window) });
    })
    .get('/v1/thirdparty/user/scopes', requireUser, async (c) => {
      const userId = ownUserId(c.req.query('user_id'), c.get('user').id);
      return c.json<Reply<'auth', 'GET v1/thirdparty/user/scopes'>>({
        data: await consent.userGrants(userId),
      });
    })
    .delete('/v1/thirdparty/user', requireUser, async (c) => {
      const userId = ownUserId(c.req.query('user_id'), c.get('user').id);
      const consumerId = Number(c.req.query('consumer_id'));
      if (!Number.isSafeInteger(consumerId) || consumerId <= 0)
        throw new DomainError('validation', 'The consumer id is required.', {
          errors: { consumer_id: 'The consumer id is required.' },
        });
      await consent.revoke(userId, consumerId);
      return c.json({ data: { message: 'Access removed.' } });
    });
}

/** RFC 8414 metadata, served at the API origin's /.well-known/oauth-authorization-server. */
export function authorizationServerMetadata(
  issuer: string,
  consentPageUrl: string,
  scopes: readonly string[],
) {
  return {
    issuer,
    authorization_endpoint: consentPageUrl,
    token_endpoint: `${issuer}/auth/v1/thirdparty/token`,
    scopes_supported: [...scopes],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
  };
}
