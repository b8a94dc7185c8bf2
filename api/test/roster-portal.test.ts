import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPortal } from '../../e2e/demo-portal/portal.mjs';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { eventCount, userIdOf } from './roster-helpers.ts';

const AIRLINES = { plain: 3320, flica: 2009, extra: 24, double: 1355, memorable: 5347, uploadOnly: 3090 };

describe.each(TARGETS)('roster fetch from the demo crew portal (%s)', (target) => {
  let ctx: TestContext;
  let portal: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    portal = await startDemoPortal(0);
    ctx = await createTestContext(target, { DEMO_PORTAL_URL: portal.url });
  });
  afterAll(async () => {
    await ctx?.close();
    await portal?.close();
  });

  async function crew(airline: number) {
    const user = await registerUser(ctx);
    const token = user.tokens.access_token;
    const res = await ctx.call('PUT', '/main/v2/user', {
      token,
      body: { jobtype: 'FO', homeairline: airline, base: 'AMS' },
    });
    expect(res.status).toBe(200);
    return { token, id: await userIdOf(ctx.database.db, user.email) };
  }

  const body = (extra: Record<string, unknown>) => ({
    start_date: '01/03/2025',
    num_days: 8,
    channel: 'WEB',
    ...extra,
  });

  it.each([
    ['fetchbox (CCNX_FETCH)', AIRLINES.plain, { username: 'crew', password: 'crew-pass' }],
    ['fetchbox + fetchboxdays (FLICA)', AIRLINES.flica, { username: 'crew', password: 'crew-pass' }],
    [
      'fetchboxdouble',
      AIRLINES.double,
      { username: 'double', password: 'double-pass', username2: 'ops', password2: 'ops-pass' },
    ],
    [
      'fetchboxmemorable',
      AIRLINES.memorable,
      { username: 'memo', password: 'memo-pass', memorable: 'RUNWAY42' },
    ],
    [
      'fetchboxextra (CPZ)',
      AIRLINES.extra,
      { username: 'extra', password: 'extra-pass', username2: '12345' },
    ],
  ])('%s: signs in, fetches the date range and imports it', async (_name, airline, credentials) => {
    const user = await crew(airline);
    const res = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: user.token,
      body: body(credentials),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.format).toBe('html');
    // 8 days of the four-day cycle: 2 days off, 2 London turns (4 events each), 2 standbys, 2 simulators.
    expect(res.body.meta.events).toBe(14);
    expect(res.body.data.CUSTOM.numbers).toMatchObject({ flights: 4, airports: 2 });
    const events = await ctx.call('GET', '/main/v2/event', {
      token: user.token,
      headers: { startdate: '2025-03-01', enddate: '2025-03-08' },
    });
    const types = events.body.data.map((e: { dutyType: number }) => e.dutyType);
    expect(types.filter((t: number) => t === T.flight)).toHaveLength(4);
    expect(types).toContain(T.standby);
    expect(types).toContain(T.simulator);
  });

  it('wrong credentials are reported and nothing is imported', async () => {
    const user = await crew(AIRLINES.plain);
    const res = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: user.token,
      body: body({ username: 'crew', password: 'nope' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'The crew portal did not accept the sign-in: Invalid username or password.',
    );
    expect(await eventCount(ctx.database.db, user.id)).toBe(0);
  });

  it('a wrong memorable word and a missing second credential are reported', async () => {
    const memo = await crew(AIRLINES.memorable);
    const wrong = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: memo.token,
      body: body({ username: 'memo', password: 'memo-pass', memorable: 'XXXXXXXX' }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/did not accept/);
    const double = await crew(AIRLINES.double);
    const missing = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: double.token,
      body: body({ username: 'double', password: 'double-pass' }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/second username/);
    expect(await eventCount(ctx.database.db, double.id)).toBe(0);
  });

  it('validates the fields and the airline', async () => {
    const user = await crew(AIRLINES.plain);
    const empty = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: user.token,
      body: body({ username: '', password: '' }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      username: 'Field may not be empty.',
      password: 'Field may not be empty.',
    });
    const badDate = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: user.token,
      body: body({ username: 'crew', password: 'crew-pass', start_date: '31/02/2025' }),
    });
    expect(badDate.status).toBe(422);
    const klm = await crew(AIRLINES.uploadOnly);
    const none = await ctx.call('POST', '/main/v2/roster/fetch', {
      token: klm.token,
      body: body({ username: 'crew', password: 'crew-pass' }),
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/does not offer fetching/);
  });
});

describe('roster fetch with the portal down', () => {
  it('answers 502 and imports nothing', async () => {
    // A port that was free a moment ago: nothing listens there.
    const portal = await startDemoPortal(0);
    const url = portal.url;
    await portal.close();
    const ctx = await createTestContext('pglite', { DEMO_PORTAL_URL: url });
    try {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      await ctx.call('PUT', '/main/v2/user', {
        token,
        body: { jobtype: 'FO', homeairline: AIRLINES.plain, base: 'AMS' },
      });
      const res = await ctx.call('POST', '/main/v2/roster/fetch', {
        token,
        body: {
          username: 'crew',
          password: 'crew-pass',
          start_date: '01/03/2025',
          num_days: 3,
          channel: 'WEB',
        },
      });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The crew portal cannot be reached. Please try again later.');
      expect(await eventCount(ctx.database.db)).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
