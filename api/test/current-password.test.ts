/**
 * Signed-in changes of the password or the e-mail address (hardening item 7): they ask for the current password,
 * which is checked under the sign-in failure limits, and the account's (old) address is told by mail. The reset
 * link's temp token does not ask.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../src/domain/account/mails.ts';
import { createMailTestContext, linkIn, MAIN_KEY, registerUser, solveCaptcha, TARGETS } from './helpers.ts';

const REQUIRED = 'Enter your current password.';
const WRONG = 'The current password is incorrect.';
/** The 422 body refusing the current password, with the message's catalogue code. */
const refusal = (message: string, code: string) => ({
  message,
  errors: { current_password: message },
  code,
  error_codes: { current_password: code },
});
const SIGNIN_LIMITED = /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/;

type Mail = { to: string; subject: string; text: string };

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('nina.berg@example.com')).toBe('n***@example.com');
    expect(maskEmail('a@crewmail.test')).toBe('a***@crewmail.test');
  });
});

describe.each(TARGETS)('current password for signed-in changes (%s)', (target) => {
  let ctx: Awaited<ReturnType<typeof createMailTestContext>>;
  beforeAll(async () => {
    ctx = await createMailTestContext(target, { TRUSTED_PROXIES: '1' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // Each test its own client address, so the per-address sign-in limit (50) never mixes tests.
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const mails = async (to: string): Promise<Mail[]> => ctx.mails(to);
  const signIn = (email: string, password: string, ip = freshIp()) =>
    ctx.call('POST', '/auth/v1/auth', {
      body: { email, password, consumer_key: MAIN_KEY },
      headers: { 'x-forwarded-for': ip },
    });
  const changePassword = (token: string, body: Record<string, unknown>, ip: string) =>
    ctx.call('POST', '/auth/v1/password/reset', { token, body, headers: { 'x-forwarded-for': ip } });
  const putUser = (token: string, body: Record<string, unknown>, ip: string) =>
    ctx.call('PUT', '/main/v2/user', { token, body, headers: { 'x-forwarded-for': ip } });
  const newEmail = () => `nina.${randomBytes(3).toString('hex')}@example.com`;

  describe('POST /auth/v1/password/reset with a session', () => {
    it('asks for the current password when it is missing or empty, and changes nothing', async () => {
      const user = await registerUser(ctx);
      const ip = freshIp();
      const body = { email: user.email, new_password: 'Changed123', new_password_confirmation: 'Changed123' };
      for (const extra of [{}, { current_password: '' }]) {
        const res = await changePassword(user.tokens.access_token, { ...body, ...extra }, ip);
        expect(res.status).toBe(422);
        expect(res.body).toEqual(refusal(REQUIRED, 'form.currentPasswordRequired'));
      }
      expect((await signIn(user.email, user.password)).status).toBe(200);
      expect((await mails(user.email)).some((m) => /password was changed/.test(m.subject))).toBe(false);
    });

    it('refuses a wrong current password on its field and changes nothing', async () => {
      const user = await registerUser(ctx);
      const res = await changePassword(
        user.tokens.access_token,
        {
          email: user.email,
          current_password: 'Wrong1234',
          new_password: 'Changed123',
          new_password_confirmation: 'Changed123',
        },
        freshIp(),
      );
      expect(res.status).toBe(422);
      expect(res.body).toEqual(refusal(WRONG, 'form.currentPasswordWrong'));
      expect((await signIn(user.email, 'Changed123')).status).toBe(401);
      expect((await signIn(user.email, user.password)).status).toBe(200);
      // The session was not ended either.
      expect((await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token })).status).toBe(
        200,
      );
    });

    it('changes the password with the right one and mails the account a notice with a reset link', async () => {
      const user = await registerUser(ctx);
      const res = await changePassword(
        user.tokens.access_token,
        {
          email: user.email,
          current_password: user.password,
          new_password: 'Changed123',
          new_password_confirmation: 'Changed123',
        },
        freshIp(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Password has been changed successfully!');
      expect((await signIn(user.email, 'Changed123')).status).toBe(200);
      const notice = (await mails(user.email)).find((m) => /password was changed/.test(m.subject));
      expect(notice).toMatchObject({ to: user.email, subject: 'Your CrewRoster password was changed' });
      expect(notice?.text).toContain('Your CrewRoster password was changed');
      expect(notice?.text).toContain("If this wasn't you, reset your password now:");
      expect(linkIn(notice?.text ?? '', '/forgot-password').searchParams.get('email')).toBe(user.email);
    });

    it('wrong current passwords count as failed sign-ins of the account: the 11th attempt is locked', async () => {
      const user = await registerUser(ctx);
      const body = {
        email: user.email,
        new_password: 'Changed123',
        new_password_confirmation: 'Changed123',
      };
      // From ten addresses, as a password guesser would spread them.
      for (let i = 0; i < 10; i++) {
        const res = await changePassword(
          user.tokens.access_token,
          { ...body, current_password: `Guess${i}xyz` },
          freshIp(),
        );
        expect(res.status).toBe(422);
        expect(res.body.errors.current_password).toBe(WRONG);
      }
      const locked = await changePassword(
        user.tokens.access_token,
        { ...body, current_password: user.password },
        freshIp(),
      );
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(SIGNIN_LIMITED);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same lock as the sign-in page's: the right password does not sign in either.
      expect((await signIn(user.email, user.password)).status).toBe(429);
      expect((await mails(user.email)).some((m) => /password was changed/.test(m.subject))).toBe(false);
    });

    it('failed sign-ins count too: after 10, even the right current password is refused', async () => {
      const user = await registerUser(ctx);
      for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'Wrong1234')).status).toBe(401);
      const res = await changePassword(
        user.tokens.access_token,
        {
          email: user.email,
          current_password: user.password,
          new_password: 'Changed123',
          new_password_confirmation: 'Changed123',
        },
        freshIp(),
      );
      expect(res.status).toBe(429);
    });

    it('a missing current password is not counted as a failure', async () => {
      const user = await registerUser(ctx);
      const body = { email: user.email, new_password: 'Changed123', new_password_confirmation: 'Changed123' };
      for (let i = 0; i < 12; i++)
        expect((await changePassword(user.tokens.access_token, body, freshIp())).status).toBe(422);
      expect((await signIn(user.email, user.password)).status).toBe(200);
    });
  });

  describe('POST /auth/v1/password/reset with the reset link', () => {
    it('does not ask for the current password and mails no change notice', async () => {
      const user = await registerUser(ctx);
      const reset = await ctx.call('GET', '/main/v2/auth/resetpassword', {
        headers: {
          email: user.email,
          'g-recaptcha-response': await solveCaptcha(ctx, '/main/v2/auth/captcha'),
          'x-forwarded-for': freshIp(),
        },
      });
      expect(reset.status).toBe(200);
      const mail = (await mails(user.email)).find((m) => /reset/i.test(m.subject)) as Mail;
      const token = linkIn(mail.text, '/reset-password').searchParams.get('tempToken') as string;
      const res = await changePassword(
        token,
        { email: user.email, new_password: 'Linked123', new_password_confirmation: 'Linked123' },
        freshIp(),
      );
      expect(res.status).toBe(200);
      expect((await signIn(user.email, 'Linked123')).status).toBe(200);
      expect((await mails(user.email)).some((m) => /password was changed/.test(m.subject))).toBe(false);
    });
  });

  describe('PUT /main/v2/user with a new e-mail address', () => {
    it('asks for the current password when it is missing, and changes nothing', async () => {
      const user = await registerUser(ctx);
      const res = await putUser(
        user.tokens.access_token,
        { firstname: 'Nina', email: newEmail() },
        freshIp(),
      );
      expect(res.status).toBe(422);
      expect(res.body).toEqual(refusal(REQUIRED, 'form.currentPasswordRequired'));
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      expect(me.body.data.user).toMatchObject({ email: user.email, firstname: 'Anna' });
    });

    it('reports the other fields and the missing password together', async () => {
      const user = await registerUser(ctx);
      const res = await putUser(user.tokens.access_token, { base: 'ZZZ', email: newEmail() }, freshIp());
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ base: 'Homebase is required.', current_password: REQUIRED });
    });

    it('refuses a wrong current password on its field and changes nothing', async () => {
      const user = await registerUser(ctx);
      const res = await putUser(
        user.tokens.access_token,
        { email: newEmail(), current_password: 'Wrong1234' },
        freshIp(),
      );
      expect(res.status).toBe(422);
      expect(res.body).toEqual(refusal(WRONG, 'form.currentPasswordWrong'));
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      expect(me.body.data.user.email).toBe(user.email);
      expect(await mails(user.email)).toHaveLength(1); // the welcome mail only
    });

    it('changes the address with the right password and mails the OLD address, the new one masked', async () => {
      const user = await registerUser(ctx);
      const to = newEmail();
      const res = await putUser(
        user.tokens.access_token,
        { firstname: 'Nina', email: to, current_password: user.password },
        freshIp(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ email: to, firstname: 'Nina' });
      const notice = (await mails(user.email)).find((m) => /e-mail address was changed/.test(m.subject));
      expect(notice).toMatchObject({ to: user.email, subject: 'Your CrewRoster e-mail address was changed' });
      expect(notice?.text).toContain(`Your CrewRoster e-mail address was changed to n***@example.com.`);
      expect(notice?.text).not.toContain(to);
      // Nothing about it goes to the new address.
      expect(await mails(to)).toEqual([]);
      // The new address signs in; the old one no longer does.
      expect((await signIn(to, user.password)).status).toBe(200);
      expect((await signIn(user.email, user.password)).status).toBe(401);
    });

    it('wrong current passwords lock the account like failed sign-ins', async () => {
      const user = await registerUser(ctx);
      for (let i = 0; i < 10; i++) {
        const res = await putUser(
          user.tokens.access_token,
          { email: newEmail(), current_password: `Guess${i}xyz` },
          freshIp(),
        );
        expect(res.body.errors?.current_password).toBe(WRONG);
      }
      const locked = await putUser(
        user.tokens.access_token,
        { email: newEmail(), current_password: user.password },
        freshIp(),
      );
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(SIGNIN_LIMITED);
      expect((await signIn(user.email, user.password)).status).toBe(429);
    });

    it('checks the password before it says anything about the new address (taken, enterprise)', async () => {
      const user = await registerUser(ctx);
      const other = await registerUser(ctx);
      const taken = await putUser(user.tokens.access_token, { email: other.email }, freshIp());
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ current_password: REQUIRED });
      const takenWithPassword = await putUser(
        user.tokens.access_token,
        { email: other.email, current_password: user.password },
        freshIp(),
      );
      expect(takenWithPassword.status).toBe(409);
      const enterprise = await putUser(
        user.tokens.access_token,
        { email: 'me@klm.com', current_password: user.password },
        freshIp(),
      );
      expect(enterprise.status).toBe(403);
      expect((await mails(user.email)).some((m) => /e-mail address was changed/.test(m.subject))).toBe(false);
    });

    it('the same address, or other fields only, need no password and mail nothing', async () => {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      const same = await putUser(token, { firstname: 'Nina', email: user.email }, freshIp());
      expect(same.status).toBe(200);
      expect(same.body.data.user).toMatchObject({ email: user.email, firstname: 'Nina' });
      const others = await putUser(token, { lastname: 'Olsen', phonenumber: '612345678' }, freshIp());
      expect(others.status).toBe(200);
      expect((await putUser(token, { emailme: false }, freshIp())).status).toBe(200);
      expect(await mails(user.email)).toHaveLength(1); // the welcome mail only
    });
  });
});
