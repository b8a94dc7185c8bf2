/**
 * Third-party consent with PKCE (RFC 7636, RFC 9700): consent creates a grant and a one-time, short-lived code
 * bound to the redirect URI and the S256 challenge; the token endpoint (RFC 6749 §4.1.3) trades it for an
 * access token naming the grant. Revoking (deleting) the grant stops its tokens at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CODE_VERIFIER,
  isThirdPartyScope,
  signInFormSchema,
  THIRDPARTY_SCOPES,
  type ThirdPartyConsumerInfo,
  type ThirdPartyGrant,
  type ThirdPartyLogo,
  type ThirdPartyScope,
  thirdPartyLoginFields,
} from '@crewroster/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { airlines, thirdpartyCodes, thirdpartyConsumers, thirdpartyGrants, users } from '../../db/schema.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { sha256 } from '../auth/tokens.ts';
import { DomainError } from '../errors.ts';
import { listEvents } from '../events/events.ts';
import { parseInput } from '../validation.ts';
import { OAuthError } from './oauth-error.ts';
import { type Consumer, findConsumerByKey } from './registry.ts';

export const UNKNOWN_CONSUMER = 'Unknown third-party app.';
export const UNREGISTERED_REDIRECT = 'The redirect URI is not registered for this app.';
export const INVALID_SCOPE = 'The app asked for data it may not receive.';
export const NO_SUCH_GRANT = 'This app has no access to your data.';
/** RFC 9700 §4.5 / RFC 6749 §4.1.2: short-lived (here one minute) and single-use. */
export const CODE_TTL_SECONDS = 60;
const AUDIENCE = 'crewroster-thirdparty';

const loginSchema = v.object({ ...signInFormSchema.entries, ...thirdPartyLoginFields });

export interface ConsentServiceDeps {
  db: Db;
  auth: AuthService;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  issuer: string;
}

/** Events window of the partner data endpoint: [from, to) in epoch seconds. */
export interface EventsWindow {
  from: number;
  to: number;
}

export interface PartnerClaims {
  userId: number;
  grantId: string;
  clientId: string;
  scopes: ThirdPartyScope[];
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const scopeList = (ids: readonly string[]) => ids.filter(isThirdPartyScope);
const texts = (ids: readonly ThirdPartyScope[]) => ids.map((id) => THIRDPARTY_SCOPES[id]);

export class ConsentService {
  readonly #deps: ConsentServiceDeps;
  readonly #key: Uint8Array;

  constructor(deps: ConsentServiceDeps) {
    this.#deps = deps;
    this.#key = new TextEncoder().encode(`thirdparty:${deps.jwtSecret}`);
  }

  /** The consumer, checked against its registered redirect URI when one is given. Never trusts either. */
  async #consumer(key: unknown, redirectUri?: unknown): Promise<Consumer> {
    const consumer = typeof key === 'string' && key ? await findConsumerByKey(this.#deps.db, key) : undefined;
    if (!consumer) throw new DomainError('bad_request', UNKNOWN_CONSUMER);
    if (redirectUri !== undefined && !consumer.redirectUris.includes(String(redirectUri)))
      throw new DomainError('bad_request', UNREGISTERED_REDIRECT);
    return consumer;
  }

  /** GET /v1/thirdparty/scopes: what the consent page shows (and a check of redirect_uri when given). */
  async consumerInfo(key: unknown, redirectUri?: unknown): Promise<ThirdPartyConsumerInfo> {
    const consumer = await this.#consumer(key, redirectUri);
    const ids = scopeList(consumer.scopes);
    return {
      consumer: consumer.name,
      logo: consumer.logo as ThirdPartyLogo,
      scopes: texts(ids),
      scope_ids: ids,
      signup_link: consumer.signupLink === 1,
    };
  }

  /** Origins allowed to frame the consent page for this consumer (none for an unknown one). */
  async framingOrigins(key: unknown): Promise<string[]> {
    if (typeof key !== 'string' || !key) return [];
    return (await findConsumerByKey(this.#deps.db, key))?.framingOrigins ?? [];
  }

  /** Whether a browser origin belongs to a registered partner (CORS of the token and data endpoints). */
  async isPartnerOrigin(origin: string): Promise<boolean> {
    const rows = await this.#deps.db
      .select({ redirectUris: thirdpartyConsumers.redirectUris, framing: thirdpartyConsumers.framingOrigins })
      .from(thirdpartyConsumers);
    return rows.some(
      (r) => r.framing.includes(origin) || r.redirectUris.some((uri) => new URL(uri).origin === origin),
    );
  }

  /** POST /v1/thirdparty/login: checks the app first (never redirect elsewhere), then the person. */
  async login(input: Record<string, unknown>, ip: string): Promise<string> {
    const consumer = await this.#consumer(input.consumer_key, input.redirect_uri ?? '');
    // Validated here, not at the route: an unknown app is refused before anything about the person is said.
    const payload = parseInput(loginSchema, input);
    const requested = payload.scope?.trim() ? payload.scope.trim().split(/\s+/) : consumer.scopes;
    if (!requested.every((s) => consumer.scopes.includes(s) && isThirdPartyScope(s)))
      throw new DomainError('bad_request', INVALID_SCOPE);
    const scopes = [...new Set(requested)];
    const user = await this.#deps.auth.authenticate(payload.email, payload.password, ip);
    const code = randomBytes(32).toString('base64url');
    await this.#deps.db.transaction(async (tx) => {
      const [grant] = await tx
        .insert(thirdpartyGrants)
        .values({ consumerId: consumer.id, userId: user.id, scopes })
        .onConflictDoUpdate({
          target: [thirdpartyGrants.consumerId, thirdpartyGrants.userId],
          set: { scopes },
        })
        .returning({ id: thirdpartyGrants.id });
      if (!grant) throw new Error('grant upsert returned no row');
      await tx.insert(thirdpartyCodes).values({
        codeHash: sha256(code),
        grantId: grant.id,
        redirectUri: payload.redirect_uri,
        codeChallenge: payload.code_challenge,
        scopes,
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
    });
    const target = new URL(payload.redirect_uri);
    target.searchParams.set('code', code);
    if (payload.state !== undefined) target.searchParams.set('state', payload.state);
    // RFC 9207: lets the client check which server answered (mix-up defence).
    target.searchParams.set('iss', this.#deps.issuer);
    return target.toString();
  }

  /** Token endpoint, grant_type=authorization_code (RFC 6749 §4.1.3 + RFC 7636 §4.5). */
  async exchange(form: URLSearchParams) {
    for (const name of new Set(form.keys()))
      if (form.getAll(name).length > 1)
        throw new OAuthError('invalid_request', `Repeated parameter ${name}.`);
    const grantType = form.get('grant_type');
    if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required.');
    if (grantType !== 'authorization_code')
      throw new OAuthError('unsupported_grant_type', 'Only authorization_code is supported.');
    for (const name of ['code', 'redirect_uri', 'client_id', 'code_verifier'])
      if (!form.get(name)) throw new OAuthError('invalid_request', `${name} is required.`);
    const verifier = form.get('code_verifier') as string;
    if (!CODE_VERIFIER.test(verifier))
      throw new OAuthError('invalid_request', 'code_verifier must be 43-128 unreserved characters.');
    const consumer = await findConsumerByKey(this.#deps.db, form.get('client_id') as string);
    if (!consumer) throw new OAuthError('invalid_client', 'Unknown client.');

    const outcome = await this.#deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ code: thirdpartyCodes, grant: thirdpartyGrants })
        .from(thirdpartyCodes)
        .innerJoin(thirdpartyGrants, eq(thirdpartyGrants.id, thirdpartyCodes.grantId))
        .where(eq(thirdpartyCodes.codeHash, sha256(form.get('code') as string)))
        .for('update');
      if (!row) return { error: 'The code is not valid.' } as const;
      if (row.code.usedAt) {
        // A replayed code means it leaked: revoke what it granted (RFC 6749 §4.1.2, RFC 9700 §4.5).
        await tx.delete(thirdpartyGrants).where(eq(thirdpartyGrants.id, row.grant.id));
        return { error: 'The code was already used.' } as const;
      }
      // Spent on the first attempt, right or wrong: a code is never tried twice.
      await tx.update(thirdpartyCodes).set({ usedAt: new Date() }).where(eq(thirdpartyCodes.id, row.code.id));
      if (row.code.expiresAt.getTime() <= Date.now()) return { error: 'The code has expired.' } as const;
      if (row.grant.consumerId !== consumer.id)
        return { error: 'The code was issued to another client.' } as const;
      if (row.code.redirectUri !== form.get('redirect_uri'))
        return { error: 'redirect_uri does not match the authorization request.' } as const;
      if (s256(verifier) !== row.code.codeChallenge)
        return { error: 'code_verifier does not match the code challenge.' } as const;
      return { grant: row.grant, scopes: scopeList(row.code.scopes) } as const;
    });
    if ('error' in outcome) throw new OAuthError('invalid_grant', outcome.error as string);

    const ttl = this.#deps.accessTokenTtlSeconds;
    const scope = outcome.scopes.join(' ');
    const access = await new SignJWT({ grant: outcome.grant.id, client_id: consumer.key, scope })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(this.#deps.issuer)
      .setAudience(AUDIENCE)
      .setSubject(String(outcome.grant.userId))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(this.#key);
    return { access_token: access, token_type: 'Bearer', expires_in: ttl, scope };
  }

  /** Claims of a partner access token whose grant still exists, or null. */
  async verifyPartnerToken(token: string): Promise<PartnerClaims | null> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: this.#deps.issuer,
        audience: AUDIENCE,
        typ: 'at+jwt',
      }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
    const userId = Number(payload.sub);
    if (
      typeof payload.grant !== 'string' ||
      typeof payload.scope !== 'string' ||
      !Number.isSafeInteger(userId)
    )
      return null;
    const [grant] = await this.#deps.db
      .select({ scopes: thirdpartyGrants.scopes, status: users.status })
      .from(thirdpartyGrants)
      .innerJoin(users, eq(users.id, thirdpartyGrants.userId))
      .where(and(eq(thirdpartyGrants.id, payload.grant), eq(thirdpartyGrants.userId, userId)));
    if (grant?.status !== 'active') return null;
    // A later, narrower consent narrows tokens issued before it too.
    const scopes = scopeList(payload.scope.split(' ')).filter((s) => grant.scopes.includes(s));
    return { userId, grantId: payload.grant, clientId: String(payload.client_id), scopes };
  }

  /**
   * The partner data endpoint: only what the token's scopes allow. A scope not granted leaves its key out (no
   * error): `events` (the roster events overlapping `window`) only with the `events` scope.
   */
  async partnerData(claims: PartnerClaims, window: EventsWindow) {
    const [row] = await this.#deps.db
      .select({ user: users, airline: airlines.name })
      .from(users)
      .leftJoin(airlines, eq(airlines.id, users.homeairlineId))
      .where(eq(users.id, claims.userId));
    if (!row) throw new DomainError('not_found', 'Not found.');
    const { user } = row;
    const data: Record<string, unknown> = { scopes: claims.scopes };
    if (claims.scopes.includes('profile'))
      data.profile = { firstname: user.firstname, lastname: user.lastname, avatar_url: user.avatarUrl };
    if (claims.scopes.includes('email')) data.email = user.email;
    if (claims.scopes.includes('crew'))
      data.crew = { jobtype: user.jobtype, homeairline: row.airline, base: user.baseIata };
    if (claims.scopes.includes('events'))
      data.events = await listEvents(this.#deps.db, claims.userId, window.from, window.to);
    return data;
  }

  /** GET /v1/thirdparty/user/scopes: the apps this user has authorised. */
  async userGrants(userId: number): Promise<ThirdPartyGrant[]> {
    const rows = await this.#deps.db
      .select({ grant: thirdpartyGrants, consumer: thirdpartyConsumers })
      .from(thirdpartyGrants)
      .innerJoin(thirdpartyConsumers, eq(thirdpartyConsumers.id, thirdpartyGrants.consumerId))
      .where(eq(thirdpartyGrants.userId, userId))
      .orderBy(thirdpartyConsumers.name);
    return rows.map(({ grant, consumer }) => {
      const ids = scopeList(grant.scopes);
      return {
        consumer_id: consumer.id,
        consumer: consumer.name,
        logo: consumer.logo as ThirdPartyLogo,
        scopes: texts(ids),
        scope_ids: ids,
        granted_at: grant.createdAt.toISOString(),
      };
    });
  }

  /** DELETE /v1/thirdparty/user: the app's tokens and pending codes stop working at once. */
  async revoke(userId: number, consumerId: number): Promise<void> {
    const deleted = await this.#deps.db
      .delete(thirdpartyGrants)
      .where(and(eq(thirdpartyGrants.userId, userId), eq(thirdpartyGrants.consumerId, consumerId)))
      .returning({ id: thirdpartyGrants.id });
    if (deleted.length === 0) throw new DomainError('not_found', NO_SUCH_GRANT);
  }
}
