import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/domain/auth/tokens.ts';
import { createTestContext, MAIN_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';

const EXPIRED = { message: 'Session expired. Please sign in again.', code: 'auth.sessionExpired' };

describe.each(TARGETS)('tokens and sessions (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const refresh = (refresh_token: unknown) =>
    ctx.call('POST', '/auth/v1/auth/refresh', { body: { refresh_token } });
  const me = (token?: string) => ctx.call('GET', '/main/v3/user/me', token ? { token } : {});

  describe('POST /auth/v1/auth/refresh', () => {
    it('rotates: a new token set, the old refresh token is used up', async () => {
      const { tokens } = await registerUser(ctx);
      const res = await refresh(tokens.refresh_token);
      expect(res.status).toBe(200);
      const next = res.body.data;
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect(next.access_token).not.toBe(tokens.access_token);
      expect((await me(next.access_token)).status).toBe(200);
      // the new one rotates again
      const again = await refresh(next.refresh_token);
      expect(again.status).toBe(200);
      // stored as a hash only, in one family
      const rows = (await ctx.database.db.execute(
        `select token_hash, family_id, used_at from refresh_tokens where token_hash in ('${sha256(tokens.refresh_token)}', '${sha256(next.refresh_token)}')`,
      )) as unknown as { rows: { token_hash: string; family_id: string; used_at: unknown }[] };
      expect(rows.rows).toHaveLength(2);
      expect(new Set(rows.rows.map((r) => r.family_id)).size).toBe(1);
      expect(rows.rows.every((r) => r.used_at !== null)).toBe(true);
    });

    it('detects reuse: replaying a used token revokes the whole family', async () => {
      const { tokens } = await registerUser(ctx);
      const first = await refresh(tokens.refresh_token);
      expect(first.status).toBe(200);
      const replay = await refresh(tokens.refresh_token);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual(EXPIRED);
      // the legitimately rotated token is now revoked too
      const victim = await refresh(first.body.data.refresh_token);
      expect(victim.status).toBe(401);
    });

    it('refuses an expired refresh token', async () => {
      const { tokens } = await registerUser(ctx);
      await ctx.database.db.execute(
        `update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = '${sha256(tokens.refresh_token)}'`,
      );
      const res = await refresh(tokens.refresh_token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(EXPIRED);
    });

    it('refuses an unknown token with 401 and a missing one with 422', async () => {
      expect((await refresh('not-a-real-token')).status).toBe(401);
      const missing = await ctx.call('POST', '/auth/v1/auth/refresh', { body: {} });
      expect(missing.status).toBe(422);
      expect((await refresh(42)).status).toBe(422);
    });

    it('lets only one of two concurrent refreshes win', async () => {
      const { tokens } = await registerUser(ctx);
      const results = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });
  });

  describe('POST /auth/v1/auth/forcelogout', () => {
    it('revokes every refresh token of the user and ends current access tokens', async () => {
      const user = await registerUser(ctx);
      const second = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: user.password, consumer_key: 'crewroster-web-logbook' },
      });
      expect(second.status).toBe(200);
      const res = await ctx.call('POST', '/auth/v1/auth/forcelogout', { token: user.tokens.access_token });
      expect(res.status).toBe(200);
      expect(typeof res.body.data.message).toBe('string');
      expect((await refresh(user.tokens.refresh_token)).status).toBe(401);
      expect((await refresh(second.body.data.refresh_token)).status).toBe(401);
      expect((await me(user.tokens.access_token)).status).toBe(401);
      // signing in again works
      const again = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: user.password, consumer_key: MAIN_KEY },
      });
      expect(again.status).toBe(200);
      expect((await me(again.body.data.access_token)).status).toBe(200);
    });

    it('needs a bearer token', async () => {
      const res = await ctx.call('POST', '/auth/v1/auth/forcelogout');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'request.unauthenticated' });
    });
  });

  describe('bearer authentication', () => {
    it('refuses a missing, malformed, forged or expired token', async () => {
      const { tokens } = await registerUser(ctx);
      const sub = JSON.parse(
        Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
      ).sub;
      const forged = await new SignJWT({ product: 'main', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('crewroster-api')
        .setSubject(sub)
        .setJti('x')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
      const expired = await new SignJWT({ product: 'main', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('crewroster-api')
        .setSubject(sub)
        .setJti('y')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(ctx.config.jwtSecret));
      for (const token of [undefined, 'garbage', `${tokens.access_token}x`, forged, expired]) {
        const res = await me(token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'request.unauthenticated' });
      }
      const basic = await ctx.call('GET', '/main/v3/user/me', { headers: { authorization: 'Basic abc' } });
      expect(basic.status).toBe(401);
      expect((await me(tokens.access_token)).status).toBe(200);
    });

    it('refuses tokens of an inactive user', async () => {
      const { email, tokens } = await registerUser(ctx);
      await ctx.database.db.execute(
        `update users set status = 'inactive', deleted_at = now() where lower(email) = lower('${email}')`,
      );
      expect((await me(tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    });
  });
});
