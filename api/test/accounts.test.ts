import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { purgeDeletedAccounts } from '../src/domain/account/account-service.ts';
import { createMailTestContext, linkIn, MAIN_KEY, registerUser, solveCaptcha, TARGETS } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(TARGETS)('accounts API (%s)', (target) => {
  let ctx: Awaited<ReturnType<typeof createMailTestContext>>;
  beforeAll(async () => {
    ctx = await createMailTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const mails = (to: string) => ctx.mails(to);
  const solvedCaptcha = () => solveCaptcha(ctx, '/main/v2/auth/captcha');
  const requestReset = (email: string | undefined, captcha: string | undefined) =>
    ctx.call('GET', '/main/v2/auth/resetpassword', {
      headers: {
        ...(email !== undefined && { email }),
        ...(captcha !== undefined && { 'g-recaptcha-response': captcha }),
      },
    });
  const signIn = (email: string, password: string) =>
    ctx.call('POST', '/auth/v1/auth', { body: { email, password, consumer_key: MAIN_KEY } });

  describe('welcome mail and GET /auth/v1/email/verification/verify', () => {
    it('mails a verification link after sign-up that works once', async () => {
      const { email } = await registerUser(ctx);
      const [mail] = await mails(email);
      expect(mail.subject).toMatch(/verify/i);
      const link = linkIn(mail.text, '/verify-email');
      expect(link.searchParams.get('email')).toBe(email);
      const token = link.searchParams.get('tempToken') as string;
      const verify = (e: string, t: string) =>
        ctx.call(
          'GET',
          `/auth/v1/email/verification/verify?email=${encodeURIComponent(e)}&token=${encodeURIComponent(t)}`,
        );
      expect((await verify('someone@else.test', token)).status).toBe(403);
      const ok = await verify(email, token);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ data: { verified: true } });
      const again = await verify(email, token);
      expect(again.status).toBe(401);
      expect(again.body.message).toBe('This link has expired or has already been used.');
      expect((await verify(email, 'garbage')).status).toBe(401);
      expect((await ctx.call('GET', '/auth/v1/email/verification/verify')).status).toBe(401);
    });

    it('a link token is refused by every other call', async () => {
      const { email } = await registerUser(ctx);
      const [mail] = await mails(email);
      const token = linkIn(mail.text, '/verify-email').searchParams.get('tempToken') as string;
      expect((await ctx.call('GET', '/main/v3/user/me', { token })).status).toBe(401);
      const campaign = linkIn(mail.text, '/unsubscribe').searchParams.get('tempToken') as string;
      expect((await ctx.call('GET', '/main/v3/user/me', { token: campaign })).status).toBe(401);
      expect((await ctx.call('PUT', '/main/v3/user/email/unsubscribe', { token })).status).toBe(401);
    });
  });

  describe('PUT /main/v3/user/email/unsubscribe and PUT /main/v4/user/ambassador', () => {
    it('unsubscribes with the campaign link of the mail', async () => {
      const user = await registerUser(ctx);
      const [mail] = await mails(user.email);
      const token = linkIn(mail.text, '/unsubscribe').searchParams.get('tempToken') as string;
      expect((await ctx.call('PUT', '/main/v3/user/email/unsubscribe')).status).toBe(401);
      const res = await ctx.call('PUT', '/main/v3/user/email/unsubscribe', { token });
      expect(res.status).toBe(200);
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      expect(me.body.data.user).toMatchObject({ emailme: false, emailme_flightroutes: false });
    });

    it('opts out of the ambassador campaign; bad bodies are 4xx', async () => {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      const put = (body: unknown) => ctx.call('PUT', '/main/v4/user/ambassador', { body, token });
      expect((await put({ ambassador: 'no' })).status).toBe(422);
      expect((await put({})).body.message).toBe('ambassador must be true or false.');
      expect((await ctx.call('PUT', '/main/v4/user/ambassador', { rawBody: '{', token })).status).toBe(400);
      const ok = await put({ ambassador: false });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ data: { ambassador: false } });
      const [mail] = await mails(user.email);
      const link = linkIn(mail.text, '/user/ambassador-opt-out').searchParams.get('tempToken') as string;
      expect(
        (await ctx.call('PUT', '/main/v4/user/ambassador', { body: { ambassador: false }, token: link }))
          .status,
      ).toBe(200);
    });
  });

  describe('password reset', () => {
    it('validates the request: e-mail, enterprise domain, captcha', async () => {
      expect((await requestReset(undefined, 'x')).body.message).toBe('Email is required.');
      expect((await requestReset('nope', 'x')).body.message).toBe('Please provide a valid emailaddress.');
      const enterprise = await requestReset('pilot@klm.com', await solvedCaptcha());
      expect(enterprise.status).toBe(403);
      expect(enterprise.body.message).toBe(
        'It is not possible to reset the password for pilot@klm.com, since we have an enterprise agreement with your airline',
      );
      const missing = await requestReset('a@crewmail.test', undefined);
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe("Please verify you're not a robot.");
      expect((await requestReset('a@crewmail.test', 'forged')).status).toBe(422);
    });

    it('mails a one-time link; the new password works, the old one and the link do not', async () => {
      const user = await registerUser(ctx);
      const captcha = await solvedCaptcha();
      const res = await requestReset(user.email, captcha);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toMatch(/sent it a link/);
      // A solved captcha is good once.
      expect((await requestReset(user.email, captcha)).status).toBe(422);
      const mail = (await mails(user.email)).find((m: { subject: string }) => /reset/i.test(m.subject));
      const link = linkIn(mail.text, '/reset-password');
      expect(link.searchParams.get('email')).toBe(user.email);
      const token = link.searchParams.get('tempToken') as string;
      // The link is for the reset only.
      expect((await ctx.call('GET', '/main/v3/user/me', { token })).status).toBe(401);

      const reset = (body: unknown, t = token) =>
        ctx.call('POST', '/auth/v1/password/reset', { body, token: t });
      const mismatch = await reset({
        email: user.email,
        new_password: 'Newpass123',
        new_password_confirmation: 'Other123',
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.new_password_confirmation).toBe('Password does not match.');
      expect((await reset({ email: user.email, new_password: 'short' })).body.errors).toMatchObject({
        new_password: 'Use at least one uppercase and lowercase character, and one digit.',
        new_password_confirmation: 'Password confirmation is required.',
      });
      expect(
        (
          await reset({
            email: 'other@crewmail.test',
            new_password: 'Newpass123',
            new_password_confirmation: 'Newpass123',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await reset(
            { email: user.email, new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
            'bad',
          )
        ).status,
      ).toBe(401);

      const ok = await reset({
        email: user.email,
        new_password: 'Newpass123',
        new_password_confirmation: 'Newpass123',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.message).toBe('Password has been changed successfully!');
      const reused = await reset({
        email: user.email,
        new_password: 'Another123',
        new_password_confirmation: 'Another123',
      });
      expect(reused.status).toBe(401);
      expect((await signIn(user.email, user.password)).status).toBe(401);
      expect((await signIn(user.email, 'Newpass123')).status).toBe(200);
      // Every earlier session ended.
      expect((await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token })).status).toBe(
        401,
      );
    });

    it('checks a reset link without spending it; every bad link gets the same 401', async () => {
      const user = await registerUser(ctx);
      await requestReset(user.email, await solvedCaptcha());
      const mail = (await mails(user.email)).find((m: { subject: string }) => /reset/i.test(m.subject));
      const token = linkIn(mail.text, '/reset-password').searchParams.get('tempToken') as string;
      const check = (t: string | undefined, body: unknown = { email: user.email }) =>
        ctx.call('POST', '/auth/v1/password/reset/check', { token: t, body });
      const refused = { status: 401, message: 'This link has expired or has already been used.' };
      const outcome = async (t: string | undefined, body?: unknown) => {
        const res = await check(t, body);
        return { status: res.status, message: res.body.message };
      };

      expect((await check(token)).body).toEqual({ data: { valid: true } });
      expect((await check(token, {})).status).toBe(200);
      // Checking spends nothing: checked twice, the link still changes the password once.
      expect((await check(token)).status).toBe(200);
      expect(await outcome(undefined)).toEqual(refused);
      expect(await outcome('not-a-token')).toEqual(refused);
      // A session token or another link's token is no reset link.
      expect(await outcome(user.tokens.access_token)).toEqual(refused);
      const welcome = (await mails(user.email)).find((m: { subject: string }) => /verify/i.test(m.subject));
      const verifyToken = linkIn(welcome.text, '/verify-email').searchParams.get('tempToken') as string;
      expect(await outcome(verifyToken)).toEqual(refused);
      // Sent to another address: refused like any bad link (it tells nothing about who has an account).
      expect(await outcome(token, { email: 'someone.else@crewmail.test' })).toEqual(refused);
      expect((await check(token, { email: 42 })).status).toBe(422);

      const changed = await ctx.call('POST', '/auth/v1/password/reset', {
        token,
        body: { email: user.email, new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
      });
      expect(changed.status).toBe(200);
      expect(await outcome(token)).toEqual(refused);
    });

    it('a link is refused once the sessions were ended since it was sent', async () => {
      const user = await registerUser(ctx);
      await requestReset(user.email, await solvedCaptcha());
      const mail = (await mails(user.email)).find((m: { subject: string }) => /reset/i.test(m.subject));
      const token = linkIn(mail.text, '/reset-password').searchParams.get('tempToken') as string;
      const forced = await ctx.call('POST', '/auth/v1/auth/forcelogout', { token: user.tokens.access_token });
      expect(forced.status).toBe(200);
      const res = await ctx.call('POST', '/auth/v1/password/reset/check', {
        token,
        body: { email: user.email },
      });
      expect(res.status).toBe(401);
    });

    it('answers the same for an unknown address and mails nothing', async () => {
      const email = 'nobody-here@crewmail.test';
      const res = await requestReset(email, await solvedCaptcha());
      expect(res.status).toBe(200);
      expect(await mails(email)).toEqual([]);
    });

    it('a signed-in user changes the password with the session', async () => {
      const user = await registerUser(ctx);
      const res = await ctx.call('POST', '/auth/v1/password/reset', {
        token: user.tokens.access_token,
        body: {
          email: user.email,
          current_password: user.password,
          new_password: 'Changed123',
          new_password_confirmation: 'Changed123',
        },
      });
      expect(res.status).toBe(200);
      expect((await ctx.call('POST', '/auth/v1/password/reset', { body: {} })).status).toBe(401);
    });
  });

  describe('POST /main/v2/user/avatar', () => {
    const upload = (token: string, file?: Blob, name = 'me.png', field = 'avatar') => {
      const form = new FormData();
      if (file) form.append(field, file, name);
      return ctx.app.request('/main/v2/user/avatar', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    };

    it('stores a png, returns its url and serves it', async () => {
      const user = await registerUser(ctx);
      const res = await upload(user.tokens.access_token, new Blob([PNG], { type: 'image/png' }));
      expect(res.status).toBe(200);
      const { url } = ((await res.json()) as { data: { url: string } }).data;
      expect(url).toMatch(/\/main\/v2\/avatar\/[0-9a-f-]{36}$/);
      const served = await ctx.app.request(new URL(url).pathname);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      expect(me.body.data.user.avatar_url).toBe(url);
      expect((await ctx.app.request('/main/v2/avatar/00000000-0000-0000-0000-000000000000')).status).toBe(
        404,
      );
    });

    it('refuses large files, other types, fake images and missing files', async () => {
      const { tokens } = await registerUser(ctx);
      const t = tokens.access_token;
      const big = Buffer.concat([PNG, Buffer.alloc(1_000_001)]);
      const tooBig = await upload(t, new Blob([big], { type: 'image/png' }));
      expect(tooBig.status).toBe(422);
      expect(((await tooBig.json()) as { message: string }).message).toBe('Avatar may not exceed 1MB.');
      const gif = await upload(t, new Blob(['GIF89a'], { type: 'image/gif' }), 'me.gif');
      expect(((await gif.json()) as { message: string }).message).toBe(
        'Only .jpg, .jpeg or .png image allowed.',
      );
      const fake = await upload(t, new Blob(['not really a png'], { type: 'image/png' }));
      expect(fake.status).toBe(422);
      expect(((await fake.json()) as { errors: Record<string, string> }).errors.avatar).toBe(
        'Only .jpg, .jpeg or .png image allowed.',
      );
      expect((await upload(t)).status).toBe(422);
      const json = await ctx.call('POST', '/main/v2/user/avatar', { token: t, body: {} });
      expect(json.status).toBe(400);
      expect((await upload('bad', new Blob([PNG], { type: 'image/png' }))).status).toBe(401);
    });
  });

  describe('PUT /main/v2/user/cancel/{pk} and the purge', () => {
    it('only cancels your own account', async () => {
      const a = await registerUser(ctx);
      const res = await ctx.call('PUT', '/main/v2/user/cancel/999999', { token: a.tokens.access_token });
      expect(res.status).toBe(403);
      expect(
        (await ctx.call('PUT', '/main/v2/user/cancel/abc', { token: a.tokens.access_token })).status,
      ).toBe(403);
      expect((await ctx.call('PUT', '/main/v2/user/cancel/1')).status).toBe(401);
    });

    it('cancel ends the sessions; signing in within 30 days reactivates', async () => {
      const user = await registerUser(ctx);
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      const pk = me.body.data.user.pk;
      const res = await ctx.call('PUT', `/main/v2/user/cancel/${pk}`, { token: user.tokens.access_token });
      expect(res.status).toBe(200);
      expect((await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token })).status).toBe(
        401,
      );
      expect(
        (
          await ctx.call('POST', '/auth/v1/auth/refresh', {
            body: { refresh_token: user.tokens.refresh_token },
          })
        ).status,
      ).toBe(401);
      // Day 29: the purge keeps it.
      expect(await purgeDeletedAccounts(ctx.database.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
      const back = await signIn(user.email, user.password);
      expect(back.status).toBe(200);
      expect((await ctx.call('GET', '/main/v3/user/me', { token: back.body.data.access_token })).status).toBe(
        200,
      );
    });

    it('the purge deletes an account and its data 30 days after cancel', async () => {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      const pk = (await ctx.call('GET', '/main/v3/user/me', { token })).body.data.user.pk;
      const form = new FormData();
      form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
      await ctx.app.request('/main/v2/user/avatar', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      await ctx.call('PUT', `/main/v2/user/cancel/${pk}`, { token });
      const deleted = await purgeDeletedAccounts(ctx.database.db, new Date(Date.now() + 31 * 86_400_000));
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, pk))).toEqual([]);
      expect((await signIn(user.email, user.password)).status).toBe(401);
    });
  });
});
