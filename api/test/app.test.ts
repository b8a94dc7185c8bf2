import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, MAIN_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('app (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    token = (await registerUser(ctx)).tokens.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('GET /health checks the database', async () => {
    const res = await ctx.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with 404 Not found.', async () => {
    for (const path of ['/nope', '/main/v9/thing', '/logbook/v9/thing', '/payment/v1/plans', '/auth']) {
      const res = await ctx.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.', code: 'request.notFound' });
    }
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    for (const path of ['/auth/v1/register', '/auth/v1/auth', '/auth/v1/auth/refresh']) {
      const res = await ctx.call('POST', path, { rawBody: '{"email": ' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON in request body.', code: 'request.malformedJson' });
    }
    const put = await ctx.call('PUT', '/main/v2/user', { rawBody: '{oops', token });
    expect(put.status).toBe(400);
  });

  it('refuses a non-JSON content type with 400', async () => {
    const res = await ctx.call('POST', '/auth/v1/auth', {
      rawBody: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('allows the app origins with the spec headers (CORS preflight)', async () => {
    const res = await ctx.app.request('/main/v2/user', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,startdate,g-recaptcha-response',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3003');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of [
      'authorization',
      'content-type',
      'startdate',
      'enddate',
      'preference',
      'value',
      'email',
      'g-recaptcha-response',
    ]) {
      expect(allowed).toContain(h);
    }
    const foreign = await ctx.app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers odd input with a 500', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      'true',
      '{}',
      '{"email":{"$ne":1}}',
      `{"email":"${'x'.repeat(5000)}"}`,
    ];
    const endpoints: [string, string, boolean][] = [
      ['POST', '/auth/v1/register', false],
      ['POST', '/auth/v1/auth', false],
      ['POST', '/auth/v1/auth/refresh', false],
      ['POST', '/auth/v1/auth/forcelogout', false],
      ['PUT', '/main/v2/user', true],
      ['PUT', '/main/v2/user/status', true],
      ['PUT', '/dev/users/account-type', false],
      ['PUT', '/dev/users/status-expiry', false],
    ];
    for (const [method, path, auth] of endpoints) {
      for (const rawBody of bodies) {
        const res = await ctx.call(method, path, { rawBody, ...(auth ? { token } : {}) });
        expect(res.status, `${method} ${path} ${rawBody.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${rawBody.slice(0, 30)}`).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }
    }
    const odd = await ctx.call('POST', '/auth/v1/auth', {
      body: { email: 'a@b.co', password: ['x'], consumer_key: MAIN_KEY },
    });
    expect(odd.status).toBe(422);
  });
});

describe('app without dev endpoints', () => {
  it('does not mount /dev', async () => {
    const ctx = await createTestContext('pglite', { DEV_ENDPOINTS: 'false' });
    try {
      const res = await ctx.call('PUT', '/dev/users/account-type', {
        body: { email: 'a@b.co', account_type: 'x' },
      });
      expect(res.status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
