import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, eventCount, fixture, sample, upload, userIdOf } from './roster-helpers.ts';

describe.each(TARGETS)('roster upload, events and statistics (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    const user = await registerUser(ctx);
    token = user.tokens.access_token;
    userId = await userIdOf(ctx.database.db, user.email);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('imports the DTR roster file and answers statistics and routes', async () => {
    const res = await upload(ctx, token, fixture('dtr/dtr-airlines-2025.txt'), { filename: 'roster.txt' });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ format: 'text', events: 64 });
    const stats = res.body.data.CUSTOM;
    expect(stats.numbers).toEqual({ flights: 21, airports: 13, countries: 9, regions: 3 });
    expect(stats.blockhours).toMatch(/^\d{2,}:\d{2}$/);
    expect(stats.routes).toContainEqual({
      start: { iata: 'AMS', latitude: expect.any(Number), longitude: expect.any(Number) },
      end: { iata: 'CDG', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(await eventCount(ctx.database.db, userId)).toBe(64);
  });

  it('re-uploading the same roster leaves the event count unchanged', async () => {
    const before = await eventCount(ctx.database.db, userId);
    const res = await upload(ctx, token, fixture('dtr/dtr-airlines-2025.txt').toString('utf8'));
    expect(res.status).toBe(200);
    expect(await eventCount(ctx.database.db, userId)).toBe(before);
  });

  it('an overlapping newer roster replaces only its own period', async () => {
    // Events on 2025-03-12..15 are replaced by a two-line roster for 12–13 March; 14 and 15 March stay.
    const newer =
      '2025-03-12 KL999   06:30   09:45   AMS     JFK    Changed flight\n2025-03-13 DO      00:00   23:59   HOME           Day Off\n';
    const res = await upload(ctx, token, newer);
    expect(res.status).toBe(200);
    const events = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-03-12', enddate: '2025-03-15' },
    });
    expect(events.status).toBe(200);
    expect(events.body.data.map((e: { dutyTitle: string }) => e.dutyTitle)).toEqual([
      'KL999',
      'Day Off',
      'KL124',
      'Day Off',
    ]);
    // Removed: CI and KL123 on the 12th, SBY on the 13th.
    expect(await eventCount(ctx.database.db, userId)).toBe(64 - 3 + 2);
  });

  it('GET /v2/event returns spec §3 events with airports and cities', async () => {
    const res = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-01-08', enddate: '2025-01-08' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[1]).toEqual({
      dutyId: expect.any(Number),
      dutyType: T.flight,
      dutyTitle: 'DX101',
      dutySubtitle: 'AMS - CDG',
      dutyTypeDescription: 'Flight',
      dutyTypeIconName: 'flight',
      dutyNonFlyCode: null,
      dutyAdditional: 'Flight to Paris · PH-BDA',
      dutyStartTimestamp: Date.parse('2025-01-08T07:30:00Z') / 1000,
      dutyEndTimestamp: Date.parse('2025-01-08T09:45:00Z') / 1000,
      dutyIsAllDay: false,
      departure: { IATA: 'AMS', city: 'Amsterdam', timezone: 'Europe/Amsterdam' },
      arrival: { IATA: 'CDG', city: 'Paris', timezone: 'Europe/Paris' },
      distance: { value: 248, unit: 'MI' }, // great-circle, in the default unit
    });
    const open = await ctx.call('GET', '/main/v2/event', { token, headers: { startdate: '2025-12-16' } });
    expect(open.body.data.map((e: { dutyTitle: string }) => e.dutyTitle)).toEqual(['KL702', 'Day Off']);
  });

  it('GET /v2/event validates its headers', async () => {
    expect((await ctx.call('GET', '/main/v2/event', { token })).status).toBe(422);
    const bad = await ctx.call('GET', '/main/v2/event', { token, headers: { startdate: '2025-02-30' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.startdate).toBeDefined();
    expect((await ctx.call('GET', '/main/v2/event', { headers: { startdate: '2025-01-01' } })).status).toBe(
      401,
    );
  });

  it('GET /v2/user/statistics sums a range', async () => {
    const res = await ctx.call('GET', '/main/v2/user/statistics?start_date=2025-01-01&end_date=2025-01-31', {
      token,
    });
    expect(res.status).toBe(200);
    // DX101 (2:15) and DX102 (2:15); duty: CI, DX101, CO on the 8th (3:15), SBY (8:00), DX102 (2:15).
    expect(res.body.data.CUSTOM).toMatchObject({
      numbers: { flights: 2, airports: 2, countries: 2, regions: 1 },
      blockhours: '04:30',
      dutyhours: '13:30',
    });
    expect(res.body.data.CUSTOM.routes).toHaveLength(2);
    const bad = await ctx.call('GET', '/main/v2/user/statistics?start_date=2025-01-31&end_date=2025-01-01', {
      token,
    });
    expect(bad.status).toBe(422);
  });

  it('enforces the spec §5 upload rules', async () => {
    const empty = await upload(ctx, token, null, { uploadType: 'file' });
    expect(empty).toMatchObject({ status: 422, body: { message: 'A file is required.' } });
    const big = await upload(ctx, token, Buffer.alloc(10_000_001, 'a'), { filename: 'big.txt' });
    expect(big).toMatchObject({ status: 422, body: { message: 'File may not exceed 10MB.' } });
    const exe = await upload(ctx, token, Buffer.from('MZ...'), {
      filename: 'roster.exe',
      mime: 'application/x-msdownload',
    });
    expect(exe).toMatchObject({ status: 422, body: { message: 'Only .txt or .pdf file allowed.' } });
    const text = await upload(ctx, token, '   ', { uploadType: 'text' });
    expect(text).toMatchObject({
      status: 422,
      body: { message: 'Copy & Paste your roster in the textbox.' },
    });
    const ino = await upload(ctx, token, fixture('netline/netline-style.txt'), {
      filename: 'roster.ino',
      mime: 'application/octet-stream',
    });
    expect(ino.status).toBe(200);
  });

  it('an unreadable roster is a 422 naming the supported formats, and nothing is written', async () => {
    const before = await eventCount(ctx.database.db, userId);
    const res = await upload(ctx, token, 'Dear crew, have a nice day.\nRegards');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Supported formats: iCalendar .*CSV.*HTML.*XML.*PDF/);
    expect(await eventCount(ctx.database.db, userId)).toBe(before);
  });

  it('imports every own sample format through the endpoint', async () => {
    for (const [name, mime] of [
      ['roster.csv', 'text/csv'],
      ['roster.ics', 'text/calendar'],
      ['roster.html', 'text/html'],
      ['roster.xml', 'application/xml'],
      ['roster.pdf', 'application/pdf'],
    ] as const) {
      const res = await upload(ctx, token, sample(name), { filename: name, mime });
      expect(res.status, name).toBe(200);
      expect(res.body.meta.events, name).toBeGreaterThan(0);
    }
  });

  it('records upload success and failure as analytics events by source', async () => {
    const result = (await ctx.database.db.execute(sql`
      select name, source, count(*)::int as n from analytics_events where user_id = ${userId}
      group by name, source order by name, source`)) as unknown as {
      rows: { name: string; source: string; n: number }[];
    };
    const rows = result.rows.map((r) => `${r.name}/${r.source}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'roster_upload_success/file',
        'roster_upload_success/text',
        'roster_upload_failure/file',
        'roster_upload_failure/text',
      ]),
    );
  });

  it('needs a bearer token', async () => {
    const res = await ctx.app.request('/main/v2/roster/upload', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });

  it('airline responses carry their upload types', async () => {
    const klm = await ctx.call('GET', '/main/v2/airline?header=KLM');
    expect(klm.body.data[0].uploadType).toEqual([
      expect.objectContaining({ pk: 'UPLOAD', uploadbox: true, textbox: true, fetchbox: false }),
    ]);
    const delta = await ctx.call('GET', '/main/v2/airline?header=DL');
    expect(delta.body.data[0].uploadType[0]).toMatchObject({
      pk: 'FLICA',
      fetchbox: true,
      fetchboxdays: true,
    });
    await ctx.call('PUT', '/main/v2/user', {
      token,
      body: { jobtype: 'FO', homeairline: 3090, base: 'AMS' },
    });
    const me = await ctx.call('GET', '/main/v3/user/me', { token });
    expect(me.body.data.homeairline.uploadType[0].pk).toBe('UPLOAD');
  });
});

describe('bounded events per import and per account', () => {
  it('refuses a roster over the import cap, and an import that would overfill the account, keeping the roster', async () => {
    const ctx = await createTestContext('pglite', {
      ROSTER_MAX_EVENTS_PER_IMPORT: '60',
      ROSTER_MAX_EVENTS_PER_USER: '12',
    });
    try {
      await addRosterAirports(ctx.database.db);
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      const tooMany = await upload(ctx, token, fixture('dtr/dtr-airlines-2025.txt'));
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.message).toBe(
        'This roster has more than 60 duties. Please upload a shorter period.',
      );
      expect(await eventCount(ctx.database.db)).toBe(0);

      const first = await upload(ctx, token, fixture('netline/netline-style.txt'));
      expect(first.status).toBe(200);
      const held = await eventCount(ctx.database.db);
      expect(held).toBeGreaterThan(0);
      const more = await upload(ctx, token, sample('roster.csv'), {
        filename: 'roster.csv',
        mime: 'text/csv',
      });
      expect(more.status).toBe(422);
      expect(more.body.message).toMatch(/^Your account can hold at most 12 duties\./);
      expect(await eventCount(ctx.database.db)).toBe(held);
    } finally {
      await ctx.close();
    }
  });
});
