import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, signUpPayload, TARGETS, type TestContext } from './helpers.ts';
import { upload } from './roster-helpers.ts';

/** A NUL byte (PostgreSQL cannot store it in text) or other invalid text anywhere gives a 4xx, never a 500. */
describe.each(TARGETS)('invalid text in requests (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    token = (await registerUser(ctx)).tokens.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a NUL in a JSON field is a 400 that names the problem', async () => {
    const res = await ctx.call('POST', '/auth/v1/register', {
      body: signUpPayload({ firstname: 'Ann\u0000e' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request contains characters that are not allowed (such as NUL).');
    const profile = await ctx.call('PUT', '/main/v2/user', { token, body: { lastname: 'x\u0000' } });
    expect(profile.status).toBe(400);
  });

  it('a NUL in a query parameter or header value is refused', async () => {
    expect((await ctx.call('GET', '/main/v2/airline?header=KL%00M')).status).toBe(400);
    const pref = await ctx.call('PUT', '/main/v2/user/me/pref', {
      token,
      headers: { preference: 'rostername', value: 'a%00b' },
    });
    expect(pref.status).toBeGreaterThanOrEqual(400);
    expect(pref.status).toBeLessThan(500);
  });

  it('a roster with NUL bytes in its text imports without them, or is refused, never a 500', async () => {
    const roster =
      'Date;Flight;From;To;STD (UTC);STA (UTC);Remarks\n2025-03-02;KL\u00001001;AMS;LHR;07:00;08:00;note\u0000 here\n';
    const res = await upload(ctx, token, roster, { uploadType: 'text' });
    expect(res.status).toBeLessThan(500);
    const file = await upload(ctx, token, Buffer.from(roster), { filename: 'r.csv', mime: 'text/csv' });
    expect(file.status).toBeLessThan(500);
  });
});
