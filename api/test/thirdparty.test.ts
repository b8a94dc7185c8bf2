import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoConsumers } from '../src/domain/thirdparty/registry.ts';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, sample, upload } from './roster-helpers.ts';

const PARTNER = 'demo-partner';
const REDIRECT = 'http://localhost:4200/callback';
const ISSUER = 'http://localhost:4000';

const verifier = () => randomBytes(32).toString('base64url');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

describe.each(TARGETS)('third-party consent (%s)', (target) => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let userId: number;

  beforeAll(async () => {
    ctx = await createTestContext(target);
    await seedDemoConsumers(ctx.database.db);
    user = await registerUser(ctx);
    const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
    userId = me.body.data.user.pk;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const login = (overrides: Record<string, unknown> = {}) =>
    ctx.call('POST', '/auth/v1/thirdparty/login', {
      body: {
        email: user.email,
        password: user.password,
        consumer_key: PARTNER,
        redirect_uri: REDIRECT,
        code_challenge: challengeOf('x'.repeat(43)),
        state: 'st-1',
        ...overrides,
      },
    });

  /** Consent with a fresh verifier; returns the code and the verifier. */
  async function consent(overrides: Record<string, unknown> = {}) {
    const v = verifier();
    const res = await login({ code_challenge: challengeOf(v), ...overrides });
    expect(res.status).toBe(200);
    const url = new URL(res.body.message);
    return { code: url.searchParams.get('code') as string, verifier: v, url };
  }

  const token = (fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    ctx.app.request('/auth/v1/thirdparty/token', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new URLSearchParams(fields).toString(),
    });

  const exchange = (code: string, v: string, extra: Record<string, string> = {}) =>
    token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: PARTNER,
      code_verifier: v,
      ...extra,
    });

  const readData = (accessToken: string, query = '') =>
    ctx.call('GET', `/auth/v1/thirdparty/data${query}`, { token: accessToken });

  describe('GET /auth/v1/thirdparty/scopes', () => {
    it('returns the consumer name, logo and scope texts', async () => {
      const res = await ctx.call('GET', `/auth/v1/thirdparty/scopes?consumer_key=${PARTNER}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        consumer: 'Demo Partner',
        logo: 'main',
        scopes: [
          'Your name and profile picture',
          'Your position, airline and homebase',
          'Your roster events (duties and flights)',
        ],
        scope_ids: ['profile', 'crew', 'events'],
        signup_link: false,
      });
      const crew = await ctx.call('GET', '/auth/v1/thirdparty/scopes?consumer_key=crew-access');
      expect(crew.body.data).toMatchObject({ logo: 'logbook', signup_link: true });
    });

    it('refuses an unknown consumer and an unregistered redirect URI', async () => {
      const unknown = await ctx.call('GET', '/auth/v1/thirdparty/scopes?consumer_key=nope');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown third-party app.');
      const hostile = await ctx.call(
        'GET',
        `/auth/v1/thirdparty/scopes?consumer_key=${PARTNER}&redirect_uri=${encodeURIComponent('https://evil.test/callback')}`,
      );
      expect(hostile.status).toBe(400);
      expect(hostile.body.message).toBe('The redirect URI is not registered for this app.');
    });

    it('lists framing origins per consumer, none for an unknown one', async () => {
      const res = await ctx.call('GET', `/auth/v1/thirdparty/framing?consumer_key=${PARTNER}`);
      expect(res.body.data.frame_ancestors).toEqual(['http://localhost:4200']);
      const none = await ctx.call('GET', '/auth/v1/thirdparty/framing?consumer_key=nope');
      expect(none.body.data.frame_ancestors).toEqual([]);
    });
  });

  describe('POST /auth/v1/thirdparty/login', () => {
    it('answers status OK with the redirect URI carrying a code, the state and the issuer', async () => {
      const { url, code } = await consent();
      expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('state')).toBe('st-1');
      expect(url.searchParams.get('iss')).toBe(ISSUER);
    });

    it('never redirects to an unregistered URI or for an unknown consumer', async () => {
      for (const redirect_uri of [
        'https://evil.test/callback',
        'http://localhost:4200/callback/',
        'http://localhost:4200/callback?x=1',
        'http://localhost:4200/callbackx',
        'HTTP://LOCALHOST:4200/callback',
      ]) {
        const res = await login({ redirect_uri });
        expect(res.status, redirect_uri).toBe(400);
        expect(res.body.message).toBe('The redirect URI is not registered for this app.');
        expect(JSON.stringify(res.body)).not.toContain('code=');
      }
      const unknown = await login({ consumer_key: 'nope' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown third-party app.');
    });

    it('requires an S256 challenge and refuses plain', async () => {
      const none = await login({ code_challenge: undefined });
      expect(none.status).toBe(422);
      expect(none.body.errors.code_challenge).toBe('A PKCE code challenge (S256) is required.');
      const plain = await login({ code_challenge_method: 'plain' });
      expect(plain.status).toBe(422);
      expect(plain.body.errors.code_challenge_method).toBe(
        'Only the S256 code challenge method is supported.',
      );
      expect((await login({ code_challenge: 'too-short' })).status).toBe(422);
    });

    it('refuses wrong credentials and scopes the consumer may not ask for', async () => {
      const bad = await login({ password: 'Wrong123' });
      expect(bad.status).toBe(401);
      expect(bad.body.message).toBe('These credentials do not match our records.');
      const scope = await login({ scope: 'profile email' });
      expect(scope.status).toBe(400);
      expect(scope.body.message).toBe('The app asked for data it may not receive.');
    });
  });

  describe('token endpoint', () => {
    it('exchanges code + verifier for a token that reads only the consented scopes', async () => {
      const { code, verifier: v } = await consent();
      const res = await exchange(code, v);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'profile crew events' });
      const data = await readData(body.access_token);
      expect(data.status).toBe(200);
      expect(data.body.data.profile).toMatchObject({ firstname: 'Anna', lastname: 'Berg' });
      expect(data.body.data.crew).toEqual({ jobtype: null, homeairline: null, base: null });
      expect(data.body.data.events).toEqual([]); // no roster yet
      expect(data.body.data).not.toHaveProperty('email');
    });

    it('narrows scopes on request', async () => {
      const { code, verifier: v } = await consent({ scope: 'profile' });
      const body = await (await exchange(code, v)).json();
      expect(body.scope).toBe('profile');
      const data = await readData(body.access_token);
      expect(Object.keys(data.body.data).sort()).toEqual(['profile', 'scopes']);
    });

    it('a code works once; a replay fails and revokes what it granted', async () => {
      const { code, verifier: v } = await consent();
      const first = await (await exchange(code, v)).json();
      expect((await readData(first.access_token)).status).toBe(200);
      const replay = await exchange(code, v);
      expect(replay.status).toBe(400);
      expect((await replay.json()).error).toBe('invalid_grant');
      expect((await readData(first.access_token)).status).toBe(401);
    });

    it('a missing or wrong verifier fails', async () => {
      const a = await consent();
      const missing = await exchange(a.code, '');
      expect(missing.status).toBe(400);
      expect((await missing.json()).error).toBe('invalid_request');
      const b = await consent();
      const wrong = await exchange(b.code, verifier());
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error).toBe('invalid_grant');
      // the code is spent by the failed attempt
      expect((await exchange(b.code, b.verifier)).status).toBe(400);
    });

    it('the code is bound to the redirect URI and the client', async () => {
      const a = await consent();
      const otherRedirect = await exchange(a.code, a.verifier, {
        redirect_uri: 'http://localhost:4200/other',
      });
      expect((await otherRedirect.json()).error).toBe('invalid_grant');
      const b = await consent();
      const otherClient = await exchange(b.code, b.verifier, { client_id: 'crew-access' });
      expect((await otherClient.json()).error).toBe('invalid_grant');
      const c = await consent();
      const unknownClient = await exchange(c.code, c.verifier, { client_id: 'nope' });
      expect(unknownClient.status).toBe(401);
      expect((await unknownClient.json()).error).toBe('invalid_client');
    });

    it('an expired code fails', async () => {
      const { code, verifier: v } = await consent();
      await ctx.database.db.execute(
        sql`update thirdparty_codes set expires_at = now() - interval '1 second'`,
      );
      expect((await (await exchange(code, v)).json()).error).toBe('invalid_grant');
    });

    it('answers RFC 6749 errors for malformed requests', async () => {
      const json = await ctx.app.request('/auth/v1/thirdparty/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(400);
      expect((await json.json()).error).toBe('invalid_request');
      const grant = await token({ grant_type: 'password' });
      expect((await grant.json()).error).toBe('unsupported_grant_type');
      const noGrant = await token({ code: 'x' });
      expect((await noGrant.json()).error).toBe('invalid_request');
      const unknownCode = await exchange('not-a-code', verifier());
      expect((await unknownCode.json()).error).toBe('invalid_grant');
      const twice = await ctx.app.request('/auth/v1/thirdparty/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=a&code=b',
      });
      expect((await twice.json()).error).toBe('invalid_request');
    });

    it('partner tokens are not user tokens and user tokens are not partner tokens', async () => {
      const { code, verifier: v } = await consent();
      const body = await (await exchange(code, v)).json();
      expect((await ctx.call('GET', '/main/v3/user/me', { token: body.access_token })).status).toBe(401);
      expect((await readData(user.tokens.access_token)).status).toBe(401);
      expect((await readData('garbage')).status).toBe(401);
    });
  });

  describe('user authorisations', () => {
    it('lists them and revoking stops the partner token at once', async () => {
      const { code, verifier: v } = await consent();
      const { access_token } = await (await exchange(code, v)).json();
      const list = await ctx.call('GET', `/auth/v1/thirdparty/user/scopes?user_id=${userId}`, {
        token: user.tokens.access_token,
      });
      expect(list.status).toBe(200);
      const entry = list.body.data.find((g: { consumer: string }) => g.consumer === 'Demo Partner');
      expect(entry).toMatchObject({ logo: 'main', scope_ids: ['profile', 'crew', 'events'] });

      const other = await registerUser(ctx);
      const foreign = await ctx.call(
        'DELETE',
        `/auth/v1/thirdparty/user?consumer_id=${entry.consumer_id}&user_id=${userId}`,
        { token: other.tokens.access_token },
      );
      expect(foreign.status).toBe(403);
      expect((await readData(access_token)).status).toBe(200);

      const del = await ctx.call(
        'DELETE',
        `/auth/v1/thirdparty/user?consumer_id=${entry.consumer_id}&user_id=${userId}`,
        { token: user.tokens.access_token },
      );
      expect(del.status).toBe(200);
      expect((await readData(access_token)).status).toBe(401);
      const again = await ctx.call('DELETE', `/auth/v1/thirdparty/user?consumer_id=${entry.consumer_id}`, {
        token: user.tokens.access_token,
      });
      expect(again.status).toBe(404);
      expect((await ctx.call('GET', '/auth/v1/thirdparty/user/scopes')).status).toBe(401);
    });

    it('revocation also kills codes not yet exchanged', async () => {
      const { code, verifier: v } = await consent();
      const list = await ctx.call('GET', '/auth/v1/thirdparty/user/scopes', {
        token: user.tokens.access_token,
      });
      const id = list.body.data[0].consumer_id;
      await ctx.call('DELETE', `/auth/v1/thirdparty/user?consumer_id=${id}`, {
        token: user.tokens.access_token,
      });
      expect((await (await exchange(code, v)).json()).error).toBe('invalid_grant');
    });
  });

  describe('events scope', () => {
    // The sample roster's duties are in July 2025.
    const JULY = '?from=2025-07-01&to=2025-07-31';
    let july: unknown[];

    beforeAll(async () => {
      await addRosterAirports(ctx.database.db);
      const imported = await upload(ctx, user.tokens.access_token, sample('roster.ics'), {
        filename: 'roster.ics',
        mime: 'text/calendar',
      });
      expect(imported.status).toBe(200);
      const own = await ctx.call('GET', '/main/v2/event', {
        token: user.tokens.access_token,
        headers: { startdate: '2025-07-01', enddate: '2025-07-31' },
      });
      // The duties themselves; `distance` is the app's display of a leg, in the user's unit.
      july = own.body.data.map(({ distance: _, ...event }: { distance?: unknown }) => event);
      expect(july[0]).toMatchObject({
        dutyTitle: 'KL1001',
        departure: { IATA: 'AMS' },
        arrival: { IATA: 'LHR' },
      });
    });

    const tokenFor = async (scope: string) => {
      const { code, verifier: v } = await consent({ scope });
      const body = await (await exchange(code, v)).json();
      expect(body.scope).toBe(scope);
      return body.access_token as string;
    };

    it('with the events scope the data endpoint returns the events of the window, as GET /v2/event does', async () => {
      const res = await readData(await tokenFor('events'), JULY);
      expect(res.status).toBe(200);
      expect(res.body.data.events).toEqual(july);
      expect(Object.keys(res.body.data).sort()).toEqual(['events', 'scopes']); // no profile without its scope
      // Default window: today and the next 30 days (the sample is in the past).
      expect((await readData(await tokenFor('events'))).body.data.events).toEqual([]);
    });

    it('without the events scope there are no events: the key is left out (200, not 403)', async () => {
      const res = await readData(await tokenFor('profile crew'), JULY);
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty('events');
      expect(res.body.data.profile).toMatchObject({ firstname: 'Anna' });
    });

    it('a later, narrower consent takes the events away from tokens issued before it', async () => {
      const both = await tokenFor('profile events');
      expect((await readData(both, JULY)).body.data.events).toEqual(july);
      await tokenFor('profile');
      const after = await readData(both, JULY);
      expect(after.status).toBe(200);
      expect(after.body.data.scopes).toEqual(['profile']);
      expect(after.body.data).not.toHaveProperty('events');
    });

    it('checks the window: YYYY-MM-DD dates, to not before from, at most 366 days', async () => {
      const access = await tokenFor('events');
      const bad = await readData(access, '?from=July');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.from).toBe('The from must be a date (YYYY-MM-DD).');
      const reversed = await readData(access, '?from=2025-07-10&to=2025-07-09');
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors.to).toBe('The to date may not be before the from date.');
      const long = await readData(access, '?from=2025-01-01&to=2026-01-02');
      expect(long.status).toBe(422);
      expect(long.body.errors.to).toBe('At most 366 days at a time.');
      expect((await readData(access, '?from=2025-07-10&to=2025-07-10')).status).toBe(200);
      // The token is checked first.
      expect((await readData('garbage', '?from=July')).status).toBe(401);
    });
  });

  describe('standard client (oauth4webapi)', () => {
    const fetchApp = async (url: string, init: object) => ctx.app.request(url, init as RequestInit);
    const options = { [oauth.customFetch]: fetchApp, [oauth.allowInsecureRequests]: true };

    it('discovers the metadata and completes the PKCE flow', async () => {
      const issuer = new URL(ISSUER);
      const as = await oauth.processDiscoveryResponse(
        issuer,
        await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...options }),
      );
      expect(as.authorization_endpoint).toBe('http://localhost:3000/thirdparty/login');
      expect(as.code_challenge_methods_supported).toEqual(['S256']);
      expect(as.token_endpoint_auth_methods_supported).toEqual(['none']);
      expect(as.response_types_supported).toEqual(['code']);
      expect(as.scopes_supported).toEqual(['profile', 'email', 'crew', 'events']);

      const client: oauth.Client = { client_id: PARTNER };
      const codeVerifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const res = await login({
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      const params = oauth.validateAuthResponse(as, client, new URL(res.body.message), state);
      const tokenResponse = await oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(
          as,
          client,
          oauth.None(),
          params,
          REDIRECT,
          codeVerifier,
          options,
        ),
      );
      expect(tokenResponse.token_type).toBe('bearer');
      const data = await oauth.protectedResourceRequest(
        tokenResponse.access_token,
        'GET',
        new URL(`${ISSUER}/auth/v1/thirdparty/data`),
        undefined,
        undefined,
        options,
      );
      expect(data.status).toBe(200);

      // The library surfaces our errors as RFC 6749 errors too.
      const replay = oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.None(),
        params,
        REDIRECT,
        codeVerifier,
        options,
      );
      await expect(oauth.processAuthorizationCodeResponse(as, client, await replay)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    });

    it('a state mismatch is caught by the client', async () => {
      const as = await oauth.processDiscoveryResponse(
        new URL(ISSUER),
        await oauth.discoveryRequest(new URL(ISSUER), { algorithm: 'oauth2', ...options }),
      );
      const res = await login({ state: 'other' });
      expect(() =>
        oauth.validateAuthResponse(as, { client_id: PARTNER }, new URL(res.body.message), 'mine'),
      ).toThrow();
    });
  });

  it('CORS lets registered partner origins call the token endpoint, and nobody else', async () => {
    const allowed = await ctx.app.request('/auth/v1/thirdparty/token', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const refused = await ctx.app.request('/auth/v1/thirdparty/token', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const notPartnerPath = await ctx.app.request('/auth/v1/auth', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'POST' },
    });
    expect(notPartnerPath.headers.get('access-control-allow-origin')).toBeNull();
  });
});
