/**
 * GET /v2/event keeps its answer per user and window while the window's stamp holds (issue 18): every change under it
 * must still show at once, however it was made: a new import, an event changed in place or removed in the database,
 * an event moved out of the window, a preference that shapes the list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, upload } from './roster-helpers.ts';

const roster = (secondFlight: string) =>
  [
    'Date;Flight;From;To;STD (UTC);STA (UTC);Remarks;Aircraft',
    '2025-03-02;CI;AMS;;06:00;06:45;Report;',
    '2025-03-02;KL1001;AMS;LHR;06:45;08:00;;B737',
    `2025-03-02;${secondFlight};LHR;AMS;09:00;10:15;;`,
    '',
  ].join('\n');

interface Listed {
  dutyId: number;
  dutyType: number;
  dutyTitle: string;
  distance?: { unit: string } | null;
}

describe.each(TARGETS)('the events answer follows every change under it (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let userId: number;

  const events = async (): Promise<Listed[]> => {
    const res = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-03-01', enddate: '2025-03-31' },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const titles = async () => (await events()).map((e) => e.dutyTitle);

  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    const user = await registerUser(ctx);
    token = user.tokens.access_token;
    const me = await ctx.call('GET', '/main/v3/user/me', { token });
    userId = me.body.data.user.pk;
    const imported = await upload(ctx, token, roster('KL1002'), { filename: 'roster.csv', mime: 'text/csv' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the same twice, then what a new import brought', async () => {
    const first = await titles();
    expect(first).toContain('KL1002');
    expect(await titles()).toEqual(first);
    const again = await upload(ctx, token, roster('KL1004'), { filename: 'roster.csv', mime: 'text/csv' });
    expect(again.status).toBe(200);
    const after = await titles();
    expect(after).toContain('KL1004');
    expect(after).not.toContain('KL1002');
  });

  it('shows an event changed in place, removed, or moved out of the window', async () => {
    await titles();
    const db = ctx.database.db;
    await db.execute(
      sql`update roster_events set title = 'KL9999' where user_id = ${userId} and title = 'KL1004'`,
    );
    expect(await titles()).toContain('KL9999');
    await db.execute(
      sql`update roster_events set start_ts = start_ts + 86400 * 60, end_ts = end_ts + 86400 * 60
        where user_id = ${userId} and title = 'KL9999'`,
    );
    expect(await titles()).not.toContain('KL9999');
    const before = await events();
    const gone = before.find((e) => e.dutyTitle === 'KL1001');
    await db.execute(sql`delete from roster_events where id = ${gone?.dutyId ?? 0}`);
    expect((await titles()).sort()).toEqual(
      before
        .map((e) => e.dutyTitle)
        .filter((t) => t !== 'KL1001')
        .sort(),
    );
  });

  it('follows the preferences that shape the list', async () => {
    const pref = async (preference: string, value: string) => {
      const res = await ctx.call('PUT', '/main/v2/user/me/pref', { token, headers: { preference, value } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const imported = await upload(ctx, token, roster('KL1006'), { filename: 'roster.csv', mime: 'text/csv' });
    expect(imported.status).toBe(200);
    expect((await events()).some((e) => e.dutyType === 5 || e.dutyType === 23)).toBe(true);
    await pref('report_minutes', 'off');
    expect((await events()).map((e) => e.dutyTitle)).not.toContain('CI');
    await pref('distance', 'KM');
    const legs = (await events()).filter((e) => e.distance);
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) expect(leg.distance?.unit).toBe('KM');
  });

  it('refuses a session ended since its answer was kept', async () => {
    await events();
    const ended = await ctx.call('POST', '/auth/v1/auth/forcelogout', { token });
    expect(ended.status).toBe(200);
    const res = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-03-01', enddate: '2025-03-31' },
    });
    expect(res.status).toBe(401);
  });
});
