/**
 * Error answers carry the message catalogue's codes (issue #14 item 11) beside the spec's English `message` and
 * `errors`, so the web app can show them in the user's language.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, MAIN_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('message codes in error answers (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(target, { RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1' });
    token = (await registerUser(ctx)).tokens.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a refusal has its code; each field error its own', async () => {
    const res = await ctx.call('POST', '/auth/v1/register', {
      body: {
        firstname: 'B4',
        lastname: 'Coleman',
        password: 'Secret123',
        password_confirmation: 'Other123',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Numbers and symbols are not allowed.',
      code: 'form.nameChars',
      errors: {
        firstname: 'Numbers and symbols are not allowed.',
        email: 'Email is required.',
        password_confirmation: 'Password does not match.',
      },
      error_codes: {
        firstname: 'form.nameChars',
        email: 'form.emailRequired',
        password_confirmation: 'form.confirmationMismatch',
      },
    });
    expect(res.body).not.toHaveProperty('params');
    expect(res.body).not.toHaveProperty('error_params');
  });

  it('a message with values carries them', async () => {
    const res = await ctx.call('GET', '/main/v2/event', { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The startdate is required (YYYY-MM-DD).',
      errors: { startdate: 'The startdate is required (YYYY-MM-DD).' },
      code: 'dates.required',
      params: { field: 'startdate' },
      error_codes: { startdate: 'dates.required' },
      error_params: { startdate: { field: 'startdate' } },
    });
  });

  it('a rate-limited refusal carries its reason and the minutes to wait', async () => {
    const attempt = () =>
      ctx.call('POST', '/auth/v1/auth', {
        body: { email: 'nobody@crewmail.test', password: 'Wrong1234', consumer_key: MAIN_KEY },
        headers: { 'x-forwarded-for': '192.0.2.77' },
      });
    const wrong = await attempt();
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'These credentials do not match our records.',
      code: 'auth.badCredentials',
    });
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    const minutes = Number(/in (\d+) minute/.exec(limited.body.message)?.[1]);
    expect(limited.body).toMatchObject({
      code: 'rateLimit.tryAgain',
      params: { reason: 'Too many sign-in attempts.', count: minutes },
    });
  });

  it('answers written outside the error handler get their code, also compressed', async () => {
    const res = await ctx.app.request('/main/v3/user/me', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(401);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text =
      res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
    expect(JSON.parse(text)).toEqual({ message: 'Unauthenticated.', code: 'request.unauthenticated' });
  });

  it('answers written outside the error handler keep their headers', async () => {
    const res = await ctx.call('GET', '/main/v3/user/me', {
      headers: { origin: ctx.config.appOrigins[0] ?? '' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'request.unauthenticated' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('access-control-allow-origin')).toBe(ctx.config.appOrigins[0]);
  });

  it('a message outside the catalogue goes without a code', async () => {
    // OAuth token-endpoint errors are for partner servers: `{ error, error_description }`, untouched.
    const res = await ctx.call('POST', '/auth/v1/thirdparty/token', {
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('code');
  });
});
