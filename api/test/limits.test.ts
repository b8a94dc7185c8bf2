/**
 * GET /main/v2/limits (issue #15 item 3) over a roster uploaded through the real upload route: the EASA default,
 * the FAA rule set from the preference or ?rules=, the home base's days, and the session rules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, LOGBOOK_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { upload, userIdOf } from './roster-helpers.ts';

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const stamp = (days: number, hh: number, mm = 0) =>
  `${dateIn(days).replaceAll('-', '')}T${String(hh).padStart(2, '0')}${String(mm).padStart(2, '0')}00Z`;

/**
 * Ten 10-hour flights every second day from tomorrow (100:00 in 28 days, allowed), a 5-hour deadhead on day 20
 * (duty, not flight time) and a 30-minute flight on day 21: 100:30, over on day 21.
 */
function rosterIcs(): string {
  const vevent = (uid: string, day: number, summary: string, from: [number, number], to: [number, number]) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}@limits.test`,
      `DTSTAMP:${stamp(0, 0)}`,
      `DTSTART:${stamp(day, ...from)}`,
      `DTEND:${stamp(day, ...to)}`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ].join('\r\n');
  const events = Array.from({ length: 10 }, (_, i) =>
    vevent(`f${i}`, 1 + 2 * i, `KL${641 + i} AMS-JFK`, [6, 0], [16, 0]),
  );
  events.push(vevent('dh', 20, 'DH KL1001 AMS-LHR', [6, 0], [11, 0]));
  events.push(vevent('last', 21, 'KL1002 LHR-AMS', [6, 0], [6, 30]));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//limits test//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

describe.each(TARGETS)('GET /v2/limits (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let email: string;
  let password: string;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    const user = await registerUser(ctx);
    ({ email, password } = user);
    token = user.tokens.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const limits = (query = '') => ctx.call('GET', `/main/v2/limits${query}`, { token });
  const byId = (body: { data: { limits: { id: string }[] } }, id: string) =>
    body.data.limits.find((l) => l.id === id);

  it('needs a main-product session', async () => {
    expect((await ctx.call('GET', '/main/v2/limits')).status).toBe(401);
    const logbook = await ctx.call('POST', '/auth/v1/auth', {
      body: { email, password, consumer_key: LOGBOOK_KEY },
    });
    expect((await ctx.call('GET', '/main/v2/limits', { token: logbook.body.data.access_token })).status).toBe(
      401,
    );
  });

  it('without a roster: the six EASA limits at zero, days in UTC without a home base', async () => {
    const res = await limits();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ruleSet: 'easa', today: dateIn(0), zone: 'UTC', rosterEnd: null });
    expect(res.body.data.limits).toHaveLength(6);
    expect(byId(res.body, 'easa-flight-28d')).toEqual({
      id: 'easa-flight-28d',
      rule: 'ORO.FTL.210(b)(1)',
      name: 'Flight time in any 28 consecutive days',
      quantity: 'flight',
      window: { kind: 'days', length: 28 },
      max: 6000,
      value: 0,
      projected: 0,
      projectedOn: dateIn(0),
      exceededOn: null,
    });
  });

  it('an uploaded roster: 100:30 in 28 days goes over on day 21; the deadhead is duty, not flight time', async () => {
    const res = await upload(ctx, token, Buffer.from(rosterIcs()), {
      filename: 'roster.ics',
      mime: 'text/calendar',
    });
    expect(res.status).toBe(200);
    const body = (await limits()).body;
    expect(body.data.rosterEnd).toBe(dateIn(21));
    expect(byId(body, 'easa-flight-28d')).toMatchObject({
      value: 0,
      projected: 100 * 60 + 30,
      projectedOn: dateIn(21),
      exceededOn: dateIn(21),
    });
    // Each flight (no report times in this roster) and the deadhead is a duty period of its own.
    expect(byId(body, 'easa-duty-28d')).toMatchObject({ projected: 105 * 60 + 30, exceededOn: null });
    expect(byId(body, 'easa-duty-7d')).toMatchObject({ exceededOn: null });
  });

  it('the FAA rule set from the preference, or for one call with ?rules=', async () => {
    const pref = await ctx.call('PUT', '/main/v2/user/me/pref', {
      token,
      headers: { preference: 'ftl_rules', value: 'faa' },
    });
    expect(pref.status).toBe(200);
    expect(pref.body.data.preferences.ftl_rules).toBe('faa');
    const faa = (await limits()).body;
    expect(faa.data.ruleSet).toBe('faa');
    expect(faa.data.limits.map((l: { id: string }) => l.id)).toEqual([
      'faa-flight-672h',
      'faa-flight-365d',
      'faa-fdp-168h',
      'faa-fdp-672h',
    ]);
    expect(byId(faa, 'faa-flight-672h')).toMatchObject({
      max: 6000,
      projected: 6030,
      exceededOn: dateIn(21),
    });
    expect(byId(faa, 'faa-fdp-672h')).toMatchObject({ projected: 105 * 60 + 30, exceededOn: null });
    expect((await limits('?rules=easa')).body.data.ruleSet).toBe('easa');
  });

  it('refuses an unknown rule set, as a query or as the preference', async () => {
    const res = await limits('?rules=icao');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'The rules must be one of: easa, faa.',
      errors: { rules: 'The rules must be one of: easa, faa.' },
    });
    const pref = await ctx.call('PUT', '/main/v2/user/me/pref', {
      token,
      headers: { preference: 'ftl_rules', value: 'icao' },
    });
    expect(pref.status).toBe(422);
    expect((await limits()).body.data.ruleSet).toBe('faa');
  });

  it("counts the home base's days", async () => {
    const userId = await userIdOf(ctx.database.db, email);
    await ctx.database.db.execute(sql`update users set base_iata = 'JFK' where id = ${userId}`);
    const res = await limits();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(res.body.data).toMatchObject({ zone: 'America/New_York', today });
  });
});
