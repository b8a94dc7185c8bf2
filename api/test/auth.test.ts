import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_MESSAGE } from '../src/domain/auth/enterprise-domains.ts';
import {
  createTestContext,
  LOGBOOK_KEY,
  MAIN_KEY,
  registerUser,
  signUpPayload,
  TARGETS,
  type TestContext,
} from './helpers.ts';

async function decodeClaims(token: string) {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload as string, 'base64url').toString('utf8'));
}

describe.each(TARGETS)('auth service (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(target, {
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '5',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('POST /auth/v1/register', () => {
    it('creates a full account and returns a token set', async () => {
      const before = Math.floor(Date.now() / 1000);
      const payload = signUpPayload({ promocode: 'CREW2025' });
      const res = await ctx.call('POST', '/auth/v1/register', { body: payload });
      expect(res.status).toBe(201);
      const tokens = res.body.data.tokens;
      expect(Object.keys(tokens).sort()).toEqual(['access_token', 'expired_at_ts', 'refresh_token']);
      expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // epoch seconds, 15 minutes ahead
      expect(tokens.expired_at_ts).toBeGreaterThanOrEqual(before + 15 * 60);
      expect(tokens.expired_at_ts).toBeLessThan(before + 15 * 60 + 5);
      const claims = await decodeClaims(tokens.access_token);
      expect(claims.product).toBe('main');
      expect(typeof claims.jti).toBe('string');

      const me = await ctx.call('GET', '/main/v3/user/me', { token: tokens.access_token });
      expect(me.status).toBe(200);
      expect(me.body.data.user).toMatchObject({
        email: payload.email,
        firstname: 'Anna',
        lastname: 'Berg',
        account_type: 'full',
        status_expiry: null,
        profile_public: true,
      });
      expect(me.body.data.user.preferences).toMatchObject({
        distance: 'MI',
        temperature: 'C',
        dateformat: 'mdy',
        calendar_weekday: 'monday',
        rb_logbook_crew_names: 'all',
        profile_fridge_timezone: 'UTC',
      });
      expect(me.body.data).toMatchObject({ jobtype: null, homeairline: null, base: null });
    });

    it('stores an argon2id hash, never the password', async () => {
      const { email } = await registerUser(ctx);
      const rows = await ctx.database.db.execute(
        `select password_hash from users where email = '${email.replace(/'/g, "''")}'`,
      );
      const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('Secret123');
    });

    it('issues logbook tokens for the logbook consumer key', async () => {
      const res = await ctx.call('POST', '/auth/v1/register', {
        body: signUpPayload({ consumer_key: LOGBOOK_KEY }),
      });
      expect(res.status).toBe(201);
      expect((await decodeClaims(res.body.data.tokens.access_token)).product).toBe('logbook');
    });

    const invalid: [string, Record<string, unknown>, string, string][] = [
      ['missing first name', { firstname: undefined }, 'firstname', 'First name is required.'],
      ['empty first name', { firstname: '  ' }, 'firstname', 'First name is required.'],
      ['short first name', { firstname: 'A' }, 'firstname', 'First name must contain at least 2 characters.'],
      ['digits in first name', { firstname: 'Ann4' }, 'firstname', 'Numbers and symbols are not allowed.'],
      ['missing last name', { lastname: '' }, 'lastname', 'Last name is required.'],
      ['short last name', { lastname: 'B' }, 'lastname', 'Last name must contain at least 2 characters.'],
      ['symbols in last name', { lastname: 'Berg!' }, 'lastname', 'Numbers and symbols are not allowed.'],
      ['missing email', { email: '' }, 'email', 'Email is required.'],
      ['invalid email', { email: 'not-an-email' }, 'email', 'Please provide a valid emailaddress.'],
      ['missing password', { password: '' }, 'password', 'Password is required.'],
      [
        'weak password',
        { password: 'secret123', password_confirmation: 'secret123' },
        'password',
        'Use at least one uppercase and lowercase character, and one digit.',
      ],
      [
        'short password',
        { password: 'Sec12', password_confirmation: 'Sec12' },
        'password',
        'Password must be at least 8 characters long.',
      ],
      [
        'missing confirmation',
        { password_confirmation: '' },
        'password_confirmation',
        'Password confirmation is required.',
      ],
      [
        'mismatched confirmation',
        { password_confirmation: 'Secret124' },
        'password_confirmation',
        'Password does not match.',
      ],
      ['wrong channel', { channel: 'APP' }, 'channel', 'The channel must be WEB.'],
      ['missing consumer key', { consumer_key: undefined }, 'consumer_key', 'The consumer key is required.'],
    ];
    it.each(invalid)('refuses %s with 422', async (_label, overrides, field, message) => {
      const res = await ctx.call('POST', '/auth/v1/register', { body: signUpPayload(overrides) });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });

    it('refuses a duplicate e-mail, case-insensitively, with 409', async () => {
      const { email } = await registerUser(ctx);
      const res = await ctx.call('POST', '/auth/v1/register', {
        body: signUpPayload({ email: email.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this email already exists.');
    });

    it('refuses an unknown consumer key with 401', async () => {
      const res = await ctx.call('POST', '/auth/v1/register', {
        body: signUpPayload({ consumer_key: 'nope' }),
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unknown consumer key.');
    });

    it.each(['pilot@klm.com', 'crew@Lufthansa.com', 'fa@crew.easyjet.com'])(
      'refuses the enterprise address %s with 403',
      async (email) => {
        const res = await ctx.call('POST', '/auth/v1/register', { body: signUpPayload({ email }) });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(ENTERPRISE_MESSAGE);
      },
    );
  });

  describe('POST /auth/v1/auth', () => {
    let user: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      user = await registerUser(ctx);
    });

    it.each([
      [MAIN_KEY, 'main'],
      [LOGBOOK_KEY, 'logbook'],
    ])('signs in with consumer key %s', async (consumerKey, product) => {
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: user.password, consumer_key: consumerKey },
        headers: { 'x-forwarded-for': `10.0.1.${product === 'main' ? 1 : 2}` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.access_token).toBeTypeOf('string');
      expect(res.body.data.refresh_token).toBeTypeOf('string');
      expect(Number.isInteger(res.body.data.expired_at_ts)).toBe(true);
      expect((await decodeClaims(res.body.data.access_token)).product).toBe(product);
    });

    it('accepts the e-mail in any case', async () => {
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email.toUpperCase(), password: user.password, consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '10.0.1.3' },
      });
      expect(res.status).toBe(200);
    });

    it('refuses an unknown consumer key with 401', async () => {
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: user.password, consumer_key: 'other-app' },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unknown consumer key.');
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const wrong = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: 'Wrong1234', consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '10.0.2.1' },
      });
      const unknown = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: 'nobody@crewmail.test', password: 'Wrong1234', consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '10.0.2.1' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        message: 'These credentials do not match our records.',
        code: 'auth.badCredentials',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('validates the payload with 422', async () => {
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, consumer_key: MAIN_KEY },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Password is required.');
      expect(res.body.errors).toEqual({ password: 'Password is required.' });
    });

    it('refuses enterprise domains with 403', async () => {
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: 'captain@klm.com', password: 'Secret123', consumer_key: MAIN_KEY },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ENTERPRISE_MESSAGE);
    });

    it('rate-limits failed sign-ins of an account with 429 and Retry-After', async () => {
      const victim = await registerUser(ctx);
      const headers = { 'x-forwarded-for': '10.0.3.1' };
      const body = { email: victim.email, password: 'Wrong1234', consumer_key: MAIN_KEY };
      for (let i = 0; i < 3; i++) {
        expect((await ctx.call('POST', '/auth/v1/auth', { body, headers })).status).toBe(401);
      }
      const limited = await ctx.call('POST', '/auth/v1/auth', { body, headers });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(
        /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password is refused too while limited, from any address…
      for (const ip of ['10.0.3.1', '10.0.3.2']) {
        const right = await ctx.call('POST', '/auth/v1/auth', {
          body: { ...body, password: victim.password },
          headers: { 'x-forwarded-for': ip },
        });
        expect(right.status).toBe(429);
      }
      // …but other accounts from that address are not affected.
      const other = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: user.email, password: user.password, consumer_key: MAIN_KEY },
        headers,
      });
      expect(other.status).toBe(200);
    });

    it('rate-limits failed sign-ins per IP across e-mails', async () => {
      const headers = { 'x-forwarded-for': '10.0.4.1' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await ctx.call('POST', '/auth/v1/auth', {
          body: { email: `someone${i}@crewmail.test`, password: 'Wrong1234', consumer_key: MAIN_KEY },
          headers,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('reactivates an account deleted less than 30 days ago', async () => {
      const u = await registerUser(ctx);
      await ctx.database.db.execute(
        `update users set status = 'inactive', deleted_at = now() - interval '10 days' where lower(email) = lower('${u.email}')`,
      );
      const me = await ctx.call('GET', '/main/v3/user/me', { token: u.tokens.access_token });
      expect(me.status).toBe(401);
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: u.email, password: u.password, consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '10.0.5.1' },
      });
      expect(res.status).toBe(200);
      const after = await ctx.call('GET', '/main/v3/user/me', { token: res.body.data.access_token });
      expect(after.status).toBe(200);
    });

    it('does not reactivate an account deleted more than 30 days ago', async () => {
      const u = await registerUser(ctx);
      await ctx.database.db.execute(
        `update users set status = 'inactive', deleted_at = now() - interval '31 days' where lower(email) = lower('${u.email}')`,
      );
      const res = await ctx.call('POST', '/auth/v1/auth', {
        body: { email: u.email, password: u.password, consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '10.0.5.2' },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('These credentials do not match our records.');
    });
  });
});
