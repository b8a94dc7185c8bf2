/**
 * Rate limits that fit crew (hardening item 5): sign-in counts failures (per account whatever the address,
 * and per address), the client address comes from the socket unless TRUSTED_PROXIES says how many proxy hops
 * to trust, and sign-up and password-reset requests are limited too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { seedDemoConsumers } from '../src/domain/thirdparty/registry.ts';
import {
  type CallResult,
  createMailTestContext,
  createTestContext,
  MAIN_KEY,
  registerUser,
  signUpPayload,
  solveCaptcha,
  TARGETS,
  type TestContext,
} from './helpers.ts';

const SIGNIN_LIMITED = /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/;

function expectLimited(res: CallResult, message: RegExp, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(message);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Runs `task` for every item, `concurrency` at a time; returns the results in order. */
async function pool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const unique = () => randomBytes(4).toString('hex');

describe.each(TARGETS)('rate limits (%s)', (target) => {
  describe('sign-in with the default limits', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(target, { TRUSTED_PROXIES: '1' });
      await seedDemoConsumers(ctx.database.db);
    });
    afterAll(async () => {
      await ctx?.close();
    });
    const signIn = (email: string, password: string, ip: string) =>
      ctx.call('POST', '/auth/v1/auth', {
        body: { email, password, consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': ip },
      });

    it('lets 200 crew sign in from one address within the window', async () => {
      // One argon2 hash for all 200 accounts, inserted in one statement.
      const passwordHash = await hashPassword('Secret123');
      const tag = unique();
      const emails = Array.from({ length: 200 }, (_, i) => `hotel${i}.${tag}@crewmail.test`);
      await ctx.database.db
        .insert(users)
        .values(emails.map((email) => ({ email, passwordHash, firstname: 'Crew', lastname: 'Member' })));
      const statuses = await pool(emails, 8, async (email) => {
        const res = await signIn(email, 'Secret123', '198.51.100.1');
        return res.status === 200 && typeof res.body.data.access_token === 'string' ? 'token' : res.status;
      });
      expect(statuses.filter((s) => s !== 'token')).toEqual([]);
    }, 120_000);

    it('refuses an account after 10 wrong passwords from 10 addresses, even with the right one', async () => {
      const victim = await registerUser(ctx);
      for (let i = 1; i <= 10; i++) {
        expect((await signIn(victim.email, 'Wrong1234', `203.0.113.${i}`)).status).toBe(401);
      }
      expectLimited(await signIn(victim.email, victim.password, '203.0.113.11'), SIGNIN_LIMITED, 900);
      // The account key is the normalised e-mail.
      expectLimited(
        await signIn(` ${victim.email.toUpperCase()} `, victim.password, '203.0.113.12'),
        SIGNIN_LIMITED,
        900,
      );
      // The addresses themselves are not blocked: one failure each.
      const other = await registerUser(ctx);
      expect((await signIn(other.email, other.password, '203.0.113.1')).status).toBe(200);
    });

    it('the consent login counts towards the same account limit', async () => {
      const victim = await registerUser(ctx);
      for (let i = 1; i <= 10; i++) {
        const res = await ctx.call('POST', '/auth/v1/thirdparty/login', {
          body: {
            email: victim.email,
            password: 'Wrong1234',
            consumer_key: 'demo-partner',
            redirect_uri: 'http://localhost:4200/callback',
            code_challenge: createHash('sha256').update('x'.repeat(43)).digest('base64url'),
            state: 'st',
          },
          headers: { 'x-forwarded-for': `203.0.114.${i}` },
        });
        expect(res.status).toBe(401);
      }
      expectLimited(await signIn(victim.email, victim.password, '203.0.114.11'), SIGNIN_LIMITED, 900);
    });

    it('counts a very long e-mail address too (the store keys are varchar(255))', async () => {
      const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.test`;
      for (let i = 1; i <= 10; i++)
        expect((await signIn(email, 'Wrong1234', `203.0.116.${i}`)).status).toBe(401);
      expectLimited(await signIn(email, 'Wrong1234', '203.0.116.11'), SIGNIN_LIMITED, 900);
    });

    it('a successful sign-in starts the account count over', async () => {
      const u = await registerUser(ctx);
      for (let i = 1; i <= 9; i++) {
        expect((await signIn(u.email, 'Wrong1234', `203.0.115.${i}`)).status).toBe(401);
      }
      expect((await signIn(u.email, u.password, '203.0.115.10')).status).toBe(200);
      for (let i = 11; i <= 20; i++) {
        expect((await signIn(u.email, 'Wrong1234', `203.0.115.${i}`)).status).toBe(401);
      }
      expectLimited(await signIn(u.email, u.password, '203.0.115.21'), SIGNIN_LIMITED, 900);
    });
  });

  describe('sign-in failures per address', () => {
    let ctx: TestContext;
    let user: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      ctx = await createTestContext(target, { TRUSTED_PROXIES: '1', RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '3' });
      user = await registerUser(ctx);
    });
    afterAll(async () => {
      await ctx?.close();
    });
    const attempt = (
      email: string,
      password: string,
      headers: Record<string, string>,
      remoteAddress = '10.0.0.1',
    ) =>
      ctx.call('POST', '/auth/v1/auth', {
        body: { email, password, consumer_key: MAIN_KEY },
        headers,
        remoteAddress,
      });

    it('counts failures of different accounts from one address; successes never count', async () => {
      const ip = { 'x-forwarded-for': '198.51.100.2' };
      for (let i = 0; i < 5; i++) expect((await attempt(user.email, user.password, ip)).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        expect((await attempt(`nobody${i}.${unique()}@crewmail.test`, 'Wrong1234', ip)).status).toBe(401);
      }
      expectLimited(await attempt(user.email, user.password, ip), SIGNIN_LIMITED, 900);
      expect((await attempt(user.email, user.password, { 'x-forwarded-for': '198.51.100.3' })).status).toBe(
        200,
      );
    });

    it('rotating a spoofed left-most X-Forwarded-For value does not escape the limit (one trusted proxy)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
        const headers = { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.4` };
        statuses.push((await attempt(`spoof${i}.${unique()}@crewmail.test`, 'Wrong1234', headers)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  describe('TRUSTED_PROXIES=0', () => {
    let ctx: TestContext;
    let user: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      ctx = await createTestContext(target, { TRUSTED_PROXIES: '0', RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '3' });
      user = await registerUser(ctx);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('ignores X-Forwarded-For: the socket address is the client', async () => {
      const attempt = (password: string, forwardedFor: string, remoteAddress: string) =>
        ctx.call('POST', '/auth/v1/auth', {
          body: {
            email: password === user.password ? user.email : `x${unique()}@crewmail.test`,
            password,
            consumer_key: MAIN_KEY,
          },
          headers: { 'x-forwarded-for': forwardedFor },
          remoteAddress,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt('Wrong1234', `198.51.100.${10 + i}`, '192.0.2.50')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another socket address claiming the limited one in X-Forwarded-For is not limited.
      expect((await attempt(user.password, '192.0.2.50', '192.0.2.51')).status).toBe(200);
    });
  });

  describe('sign-up and password reset', () => {
    let ctx: Awaited<ReturnType<typeof createMailTestContext>>;
    beforeAll(async () => {
      ctx = await createMailTestContext(target, {
        TRUSTED_PROXIES: '1',
        RATE_LIMIT_REGISTER_PER_IP: '3',
        RATE_LIMIT_RESET_PER_EMAIL: '2',
        RATE_LIMIT_RESET_PER_IP: '4',
      });
    });
    afterAll(async () => {
      await ctx?.close();
    });
    const register = (ip: string, overrides: Record<string, unknown> = {}) =>
      ctx.call('POST', '/auth/v1/register', {
        body: signUpPayload(overrides),
        headers: { 'x-forwarded-for': ip },
      });
    const resetMain = async (email: string, ip: string) =>
      ctx.call('GET', '/main/v2/auth/resetpassword', {
        headers: {
          email,
          'g-recaptcha-response': await solveCaptcha(ctx, '/main/v2/auth/captcha'),
          'x-forwarded-for': ip,
        },
      });
    const resetLogbook = async (email: string, ip: string) =>
      ctx.call('POST', '/logbook/v2/auth/resetpassword', {
        body: { email, 'g-recaptcha-response': await solveCaptcha(ctx, '/logbook/v2/auth/captcha') },
        headers: { 'x-forwarded-for': ip },
      });

    it('limits sign-ups per address; refused forms do not count', async () => {
      expect((await register('198.51.100.20', { password_confirmation: 'Other1234' })).status).toBe(422);
      for (let i = 0; i < 3; i++) expect((await register('198.51.100.20')).status).toBe(201);
      const limited = await register('198.51.100.20');
      expectLimited(
        limited,
        /^Too many sign-ups from this address\. Please try again in \d+ minutes?\.$/,
        3600,
      );
      expect((await register('198.51.100.21')).status).toBe(201);
    });

    it('limits reset requests per e-mail address, for both products together', async () => {
      const { email } = await registerUser(ctx);
      expect((await resetMain(email, '198.51.100.23')).status).toBe(200);
      expect((await resetLogbook(email, '198.51.100.24')).status).toBe(200);
      const RESET_LIMITED = /^Too many password reset requests\. Please try again in \d+ minutes?\.$/;
      expectLimited(await resetMain(email, '198.51.100.25'), RESET_LIMITED, 3600);
      expectLimited(await resetLogbook(email.toUpperCase(), '198.51.100.26'), RESET_LIMITED, 3600);
      // Only two mails went out.
      expect(
        (await ctx.mails(email)).filter((m: { subject: string }) => /password/i.test(m.subject)),
      ).toHaveLength(2);
    });

    it('limits reset requests per address, for both products together', async () => {
      const ip = '198.51.100.27';
      const emails = Array.from({ length: 5 }, () => `reset.${unique()}@crewmail.test`);
      expect((await resetMain(emails[0] as string, ip)).status).toBe(200);
      expect((await resetLogbook(emails[1] as string, ip)).status).toBe(200);
      expect((await resetMain(emails[2] as string, ip)).status).toBe(200);
      expect((await resetLogbook(emails[3] as string, ip)).status).toBe(200);
      expectLimited(await resetMain(emails[4] as string, ip), /^Too many password reset requests\./, 3600);
      expectLimited(await resetLogbook(emails[4] as string, ip), /^Too many password reset requests\./, 3600);
      // The refused requests did not use up the e-mail address's own allowance (2).
      expect((await resetMain(emails[4] as string, '198.51.100.28')).status).toBe(200);
    });

    it('limits reset-link checks per address, apart from reset requests', async () => {
      const check = (ip: string) =>
        ctx.call('POST', '/auth/v1/password/reset/check', {
          token: 'not-a-link',
          headers: { 'x-forwarded-for': ip },
        });
      const ip = '198.51.100.29';
      for (let i = 0; i < 4; i++) expect((await check(ip)).status).toBe(401);
      expectLimited(await check(ip), /^Too many password reset requests\./, 3600);
      // Checks use none of the address's reset requests, and another address checks on.
      expect((await resetMain(`reset.${unique()}@crewmail.test`, ip)).status).toBe(200);
      expect((await check('198.51.100.30')).status).toBe(401);
    });
  });
});
