import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, LOGBOOK_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('logbook API (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let email: string;

  beforeAll(async () => {
    ctx = await createTestContext(target);
    const user = await registerUser(ctx, { firstname: 'Chuck', lastname: 'Yeager' });
    email = user.email;
    // The same account signs in to the logbook product with the logbook consumer key.
    const signIn = await ctx.call('POST', '/auth/v1/auth', {
      body: { email, password: user.password, consumer_key: LOGBOOK_KEY },
    });
    expect(signIn.status).toBe(200);
    token = signIn.body.data.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('GET /v1/user returns the logbook user, e-mails off until verified', async () => {
    const res = await ctx.call('GET', '/logbook/v1/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      avatar_url: null,
      firstname: 'Chuck',
      lastname: 'Yeager',
      email,
      email_me: 0,
    });
  });

  it('needs a valid token', async () => {
    expect((await ctx.call('GET', '/logbook/v1/user')).status).toBe(401);
    expect((await ctx.call('PUT', '/logbook/v1/user', { body: { email_me: 1 }, token: 'nope' })).status).toBe(
      401,
    );
    expect((await ctx.call('PUT', '/logbook/v1/user/email/unsubscribe')).status).toBe(401);
  });

  it('PUT /v1/user sets email_me and names', async () => {
    const res = await ctx.call('PUT', '/logbook/v1/user', {
      body: { email_me: 1, firstname: 'Charles' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: 'Charles', email_me: 1 });
    expect((await ctx.call('GET', '/logbook/v1/user', { token })).body.data.email_me).toBe(1);
  });

  it('PUT /v1/user refuses bad input and changes nothing', async () => {
    const bad = await ctx.call('PUT', '/logbook/v1/user', {
      body: { email_me: 7, firstname: 'C3PO' },
      token,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ firstname: 'Numbers and symbols are not allowed.' });
    const empty = await ctx.call('PUT', '/logbook/v1/user', { body: {}, token });
    expect(empty.status).toBe(422);
    const malformed = await ctx.call('PUT', '/logbook/v1/user', { rawBody: '{"email_me":', token });
    expect(malformed.status).toBe(400);
    expect((await ctx.call('GET', '/logbook/v1/user', { token })).body.data).toMatchObject({
      firstname: 'Charles',
      email_me: 1,
    });
  });

  it('PUT v1/user/email/unsubscribe turns logbook e-mails off', async () => {
    const res = await ctx.call('PUT', '/logbook/v1/user/email/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.email_me).toBe(0);
  });

  it('a logbook profile and the main profile are one account', async () => {
    await ctx.call('PUT', '/logbook/v1/user', { body: { lastname: 'Yeager Jr' }, token });
    const signIn = await ctx.call('POST', '/auth/v1/auth', {
      body: { email, password: 'Secret123', consumer_key: 'crewroster-web-main' },
    });
    const me = await ctx.call('GET', '/main/v3/user/me', { token: signIn.body.data.access_token });
    expect(me.body.data.user).toMatchObject({ firstname: 'Charles', lastname: 'Yeager Jr' });
  });
});
