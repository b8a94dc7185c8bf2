import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('main API: user (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let email: string;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    const user = await registerUser(ctx, { firstname: 'José', lastname: 'de la Cruz' });
    token = user.tokens.access_token;
    email = user.email;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const put = (body: unknown) => ctx.call('PUT', '/main/v2/user', { body, token });

  describe('GET /main/v3/user/me', () => {
    it('returns user, jobtype, homeairline and base', async () => {
      const res = await ctx.call('GET', '/main/v3/user/me', { token });
      expect(res.status).toBe(200);
      const { user } = res.body.data;
      expect(Object.keys(res.body.data).sort()).toEqual(['base', 'homeairline', 'jobtype', 'user']);
      expect(typeof user.pk).toBe('number');
      expect(user).toMatchObject({
        avatar_url: null,
        email,
        firstname: 'José',
        lastname: 'de la Cruz',
        phonenumber: null,
        phonenumber_prefix: null,
        account_type: 'full',
        status_expiry: null,
        profile_public: true,
        emailme: true,
        emailme_flightroutes: true,
      });
      expect(Object.values(user.preferences).every((v) => typeof v === 'string')).toBe(true);
    });

    it('needs a valid token', async () => {
      expect((await ctx.call('GET', '/main/v3/user/me')).status).toBe(401);
      expect((await ctx.call('GET', '/main/v3/user/me', { token: 'bad' })).body).toEqual({
        message: 'Unauthenticated.',
        code: 'request.unauthenticated',
      });
    });
  });

  describe('PUT /main/v2/user', () => {
    it('completes the profile: position, airline and homebase', async () => {
      const res = await put({ jobtype: 'FO', homeairline: 3090, base: 'ams' });
      expect(res.status).toBe(200);
      expect(res.body.data.jobtype).toEqual({ value: 'FO', name: 'First Officer' });
      expect(res.body.data.homeairline).toEqual({
        pk: 3090,
        name: 'KLM Royal Dutch Airlines',
        cs_iata: 'KL',
        cs_icao: 'KLM',
        picture: null,
        // KLM's seeded upload type (src/domain/reference/upload-types.ts).
        uploadType: [
          expect.objectContaining({ pk: 'UPLOAD', uploadbox: true, textbox: true, fetchbox: false }),
        ],
      });
      expect(res.body.data.base).toEqual({
        Name: 'Amsterdam Airport Schiphol',
        IATA: 'AMS',
        ICAO: 'EHAM',
        Latitude: 52.308601,
        Longitude: 4.76389,
        city: 'Amsterdam',
        timezone: 'Europe/Amsterdam',
      });
      const me = await ctx.call('GET', '/main/v3/user/me', { token });
      expect(me.body.data).toEqual(res.body.data);
    });

    it('updates names, e-mail and phone number', async () => {
      const newEmail = `renamed.${Date.now()}@crewmail.test`;
      const res = await put({
        firstname: '  Zoë ',
        lastname: 'Müller',
        email: newEmail,
        current_password: 'Secret123',
        phonenumber_prefix: '+31',
        phonenumber: '612345678',
        homeairline: '3320',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({
        firstname: 'Zoë',
        lastname: 'Müller',
        email: newEmail,
        phonenumber_prefix: '+31',
        phonenumber: '612345678',
      });
      expect(res.body.data.homeairline.pk).toBe(3320);
      email = newEmail;
    });

    it.each([
      ['profile_public', false],
      ['emailme', 0],
      ['emailme_flightroutes', '0'],
    ])('sets the single property %s', async (key, value) => {
      const res = await put({ [key]: value });
      expect(res.status).toBe(200);
      expect(res.body.data.user[key]).toBe(false);
      const back = await put({ [key]: true });
      expect(back.body.data.user[key]).toBe(true);
    });

    it.each([
      [{ jobtype: 'PILOT' }, 'jobtype', 'Position is required.'],
      [{ jobtype: '' }, 'jobtype', 'Position is required.'],
      [{ homeairline: 999999 }, 'homeairline', 'Airline is required.'],
      [{ homeairline: 'KLM' }, 'homeairline', 'Airline is required.'],
      [{ homeairline: null }, 'homeairline', 'Airline is required.'],
      [{ base: 'XXX' }, 'base', 'Homebase is required.'],
      [{ base: 'AMSTERDAM' }, 'base', 'Homebase is required.'],
      [{ firstname: 'J' }, 'firstname', 'First name must contain at least 2 characters.'],
      [{ lastname: 'R2D2' }, 'lastname', 'Numbers and symbols are not allowed.'],
      [{ email: 'nope' }, 'email', 'Please provide a valid emailaddress.'],
      [{ phonenumber: 'call me' }, 'phonenumber', 'Please provide a valid phone number.'],
      [{ profile_public: 'maybe' }, 'profile_public', 'profile_public must be true or false.'],
    ])('refuses %j with 422', async (body, field, message) => {
      const res = await put(body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });

    it('reports every unknown reference at once', async () => {
      const res = await put({ jobtype: 'X', homeairline: 424242, base: 'ZZZ' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        jobtype: 'Position is required.',
        homeairline: 'Airline is required.',
        base: 'Homebase is required.',
      });
    });

    it('refuses an empty update, an array body, and an e-mail already taken', async () => {
      expect((await put({})).status).toBe(422);
      expect((await put([1, 2])).status).toBe(400);
      const other = await registerUser(ctx);
      const taken = await put({ email: other.email.toUpperCase(), current_password: 'Secret123' });
      expect(taken.status).toBe(409);
      const enterprise = await put({ email: 'me@klm.com', current_password: 'Secret123' });
      expect(enterprise.status).toBe(403);
    });

    it('needs a bearer token', async () => {
      expect((await ctx.call('PUT', '/main/v2/user', { body: { emailme: true } })).status).toBe(401);
    });
  });

  describe('user status (presence fallback)', () => {
    it('is offline until set, then stores 1 and 0', async () => {
      const { tokens } = await registerUser(ctx);
      const t = tokens.access_token;
      const initial = await ctx.call('GET', '/main/v2/user/status', { token: t });
      expect(initial.status).toBe(200);
      expect(initial.body.data).toEqual({ status: 0, updated_at: null });
      const on = await ctx.call('PUT', '/main/v2/user/status', { body: { status: 1 }, token: t });
      expect(on.status).toBe(200);
      expect(on.body.data.status).toBe(1);
      expect(new Date(on.body.data.updated_at).toString()).not.toBe('Invalid Date');
      expect((await ctx.call('GET', '/main/v2/user/status', { token: t })).body.data.status).toBe(1);
      await ctx.call('PUT', '/main/v2/user/status', { body: { status: 0 }, token: t });
      expect((await ctx.call('GET', '/main/v2/user/status', { token: t })).body.data.status).toBe(0);
    });

    it.each([{ status: 2 }, { status: '1' }, {}])('refuses %j with 422', async (body) => {
      const res = await ctx.call('PUT', '/main/v2/user/status', { body, token });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The status must be 0 or 1.');
    });

    it('needs a bearer token', async () => {
      expect((await ctx.call('GET', '/main/v2/user/status')).status).toBe(401);
      expect((await ctx.call('PUT', '/main/v2/user/status', { body: { status: 1 } })).status).toBe(401);
    });
  });

  describe('dev endpoints', () => {
    it('set the account type and status expiry by e-mail', async () => {
      const user = await registerUser(ctx);
      const a = await ctx.call('PUT', '/dev/users/account-type', {
        body: { email: user.email, account_type: 'light' },
      });
      expect(a.status).toBe(200);
      const s = await ctx.call('PUT', '/dev/users/status-expiry', {
        body: { email: user.email.toUpperCase(), status_expiry: 'LIFETIME' },
      });
      expect(s.status).toBe(200);
      const me = await ctx.call('GET', '/main/v3/user/me', { token: user.tokens.access_token });
      expect(me.body.data.user).toMatchObject({ account_type: 'light', status_expiry: 'LIFETIME' });
      const bad = await ctx.call('PUT', '/dev/users/status-expiry', {
        body: { email: user.email, status_expiry: 'GOLD' },
      });
      expect(bad.status).toBe(422);
      const unknown = await ctx.call('PUT', '/dev/users/account-type', {
        body: { email: 'nobody@crewmail.test', account_type: 'full' },
      });
      expect(unknown.status).toBe(404);
    });
  });
});
