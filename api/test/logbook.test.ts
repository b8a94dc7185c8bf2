import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailTestContext,
  createTestContext,
  LOGBOOK_KEY,
  linkIn,
  registerUser,
  solveCaptcha,
  TARGETS,
  type TestContext,
} from './helpers.ts';

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

describe.each(TARGETS)('logbook mails and password reset (%s)', (target) => {
  let ctx: Awaited<ReturnType<typeof createMailTestContext>>;
  beforeAll(async () => {
    ctx = await createMailTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const mailTo = async (to: string, subject: RegExp) =>
    (await ctx.mails(to)).find((m: { subject: string }) => subject.test(m.subject));
  const logbookSignIn = async (email: string, password: string) =>
    (
      await ctx.call('POST', '/auth/v1/auth', {
        body: { email, password, consumer_key: LOGBOOK_KEY },
      })
    ).body.data.access_token as string;
  const requestReset = (body: unknown) => ctx.call('POST', '/logbook/v2/auth/resetpassword', { body });
  const captcha = () => solveCaptcha(ctx, '/logbook/v2/auth/captcha');

  it('the first logbook use mails verify and unsubscribe links that act on the logbook profile only', async () => {
    const user = await registerUser(ctx);
    const token = await logbookSignIn(user.email, user.password);
    expect((await ctx.call('GET', '/logbook/v1/user', { token })).body.data.email_me).toBe(0);
    await expect.poll(() => mailTo(user.email, /Logbook/)).toBeTruthy();
    const mail = await mailTo(user.email, /Logbook/);
    const verify = linkIn(mail?.text ?? '', '/logbook/verify-email');
    expect(verify.searchParams.get('email')).toBe(user.email);
    const verifyToken = verify.searchParams.get('tempToken') as string;

    // The link's token may set the e-mail preference, nothing else, and opens no other door.
    expect((await ctx.call('GET', '/logbook/v1/user', { token: verifyToken })).status).toBe(401);
    expect((await ctx.call('GET', '/main/v3/user/me', { token: verifyToken })).status).toBe(401);
    const rename = await ctx.call('PUT', '/logbook/v1/user', {
      body: { firstname: 'Mallory' },
      token: verifyToken,
    });
    expect(rename.status).toBe(403);

    const verified = await ctx.call(
      'GET',
      `/auth/v1/email/verification/verify?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(verifyToken)}`,
    );
    expect(verified.status).toBe(200);
    const optIn = await ctx.call('PUT', '/logbook/v1/user', { body: { email_me: 1 }, token: verifyToken });
    expect(optIn.status).toBe(200);
    expect(optIn.body.data.email_me).toBe(1);

    const unsubscribe = linkIn(mail?.text ?? '', '/logbook/unsubscribe');
    const campaignToken = unsubscribe.searchParams.get('tempToken') as string;
    expect(
      (await ctx.call('PUT', '/logbook/v1/user', { body: { email_me: 1 }, token: campaignToken })).status,
    ).toBe(401);
    const off = await ctx.call('PUT', '/logbook/v1/user/email/unsubscribe', { token: campaignToken });
    expect(off.status).toBe(200);
    expect(off.body.data.email_me).toBe(0);
    // Only one welcome mail, however often the profile is read.
    await ctx.call('GET', '/logbook/v1/user', { token });
    const list = await ctx.mails(user.email);
    expect(list.filter((m: { subject: string }) => /Logbook/.test(m.subject))).toHaveLength(1);
  });

  it('POST /v2/auth/resetpassword validates e-mail, enterprise domain and captcha', async () => {
    const missing = await requestReset({ 'g-recaptcha-response': 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Email is required.');
    expect((await requestReset({ email: 'nope', 'g-recaptcha-response': 'x' })).body.message).toBe(
      'Please provide a valid emailaddress.',
    );
    const enterprise = await requestReset({
      email: 'pilot@klm.com',
      'g-recaptcha-response': await captcha(),
    });
    expect(enterprise.status).toBe(403);
    expect(enterprise.body.message).toBe(
      'It is not possible to reset the password for pilot@klm.com, since we have an enterprise agreement with your airline',
    );
    const noCaptcha = await requestReset({ email: 'a@crewmail.test' });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body.message).toBe("Please verify you're not a robot.");
    expect((await requestReset({ email: 'a@crewmail.test', 'g-recaptcha-response': 'forged' })).status).toBe(
      422,
    );
    expect((await ctx.call('POST', '/logbook/v2/auth/resetpassword', { rawBody: '"x"' })).status).toBe(422);
    expect((await ctx.call('POST', '/logbook/v2/auth/resetpassword', { rawBody: '{"email":' })).status).toBe(
      400,
    );
  });

  it('mails a logbook reset link whose token changes the password once', async () => {
    const user = await registerUser(ctx);
    const res = await requestReset({ email: user.email, 'g-recaptcha-response': await captcha() });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatch(/sent it a link/);
    const mail = await mailTo(user.email, /Reset your CrewRoster Logbook password/);
    const link = linkIn(mail?.text ?? '', '/logbook/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('tempToken') as string;
    expect((await ctx.call('GET', '/logbook/v1/user', { token })).status).toBe(401);
    const change = { email: user.email, new_password: 'Logbook123', new_password_confirmation: 'Logbook123' };
    expect((await ctx.call('POST', '/auth/v1/password/reset', { body: change, token })).status).toBe(200);
    expect((await ctx.call('POST', '/auth/v1/password/reset', { body: change, token })).status).toBe(401);
    expect(await logbookSignIn(user.email, 'Logbook123')).toEqual(expect.any(String));
  });
});
