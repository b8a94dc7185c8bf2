import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, sample, upload } from './roster-helpers.ts';

describe.each(TARGETS)('exports (%s)', (target) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    token = (await registerUser(ctx)).tokens.access_token;
    const imported = await upload(ctx, token, sample('roster.ics'), {
      filename: 'roster.ics',
      mime: 'text/calendar',
    });
    expect(imported.status).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const csv = (start: string, end: string) =>
    ctx.call('GET', `/main/v2/export/csv?start=${start}&end=${end}`, { token });

  it('CSV has a header and one row per duty of the period', async () => {
    const res = await csv('1950-01-01', '9999-12-30');
    expect(res.status).toBe(200);
    const lines = (res.body.data as string).trim().split('\n');
    expect(lines[0]).toBe(
      'type,title,subtitle,start_utc,end_utc,all_day,departure,arrival,code,date_utc,block_time,remarks,start,end,date',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(res.body.filename).toBe('Roster_1950-01-01_9999-12-30.csv');
    const empty = await csv('1951-01-01', '1951-01-02');
    expect((empty.body.data as string).trim().split('\n')).toHaveLength(1);
  });

  it('the calendar filter removes excluded duty types from exports', async () => {
    const before = (await csv('1950-01-01', '9999-12-30')).body.data as string;
    const flights = before.split('\n').filter((l) => l.startsWith('Flight,')).length;
    expect(flights).toBeGreaterThan(0);
    // Exclusions are preferences; set every one and check flights stay while the rest go.
    for (const pref of [
      'exclude_sby',
      'exclude_do',
      'exclude_rep',
      'exclude_deb',
      'exclude_sim',
      'exclude_lay',
      'exclude_tvf',
    ]) {
      const res = await ctx.call('PUT', '/main/v2/user/me/pref', {
        token,
        headers: { preference: pref, value: '1' },
      });
      expect(res.status).toBe(200);
    }
    const after = ((await csv('1950-01-01', '9999-12-30')).body.data as string).trim().split('\n').slice(1);
    expect(after.length).toBe(flights);
    expect(after.every((l) => l.startsWith('Flight,'))).toBe(true);
  });

  it('refuses a bad period with a clear message', async () => {
    expect((await csv('2026-13-01', '2026-12-31')).body.message).toBe('The start date is not a real date.');
    const reversed = await csv('2026-12-31', '2026-01-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('The start date must not be after the end date.');
    expect((await ctx.call('GET', '/main/v2/export/csv', { token })).status).toBe(422);
    const unknown = await ctx.call('GET', '/main/v2/export/fax?start=2026-01-01&end=2026-01-02', { token });
    expect(unknown.status).toBe(422);
  });

  it('ICS gives a stable subscription URL whose feed is a valid calendar of the duties', async () => {
    const first = await ctx.call('GET', '/main/v2/export/ics', { token });
    const second = await ctx.call('GET', '/main/v2/export/ics', { token });
    expect(first.body.data.url).toBe(second.body.data.url);
    const path = new URL(first.body.data.url).pathname;
    const feed = await ctx.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('CrewRoster');
    expect(calendar.getAllSubcomponents('vevent').length).toBeGreaterThan(0);
    expect((await ctx.app.request('/main/v2/calendar/feed/not-a-token.ics')).status).toBe(404);
  });

  it('PDF is a PDF', async () => {
    const res = await ctx.app.request('/main/v2/calendar/pdf', {
      headers: { authorization: `Bearer ${token}`, startdate: '1950-01-01', enddate: '9999-12-30' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const bad = await ctx.app.request('/main/v2/calendar/pdf', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(422);
  });

  it('CSV repeats the times on the clock the time display switch chooses (issue 15)', async () => {
    const setPref = (preference: string, value: string) =>
      ctx.call('PUT', '/main/v2/user/me/pref', { token, headers: { preference, value } });
    // KL1001 AMS 08:00Z → LHR 09:15Z on 10 July 2025 (summer time: AMS UTC+2, LHR UTC+1).
    const kl1001 = async () => {
      const rows = ((await csv('2025-07-10', '2025-07-10')).body.data as string).trim().split('\n');
      const header = (rows[0] ?? '').split(',');
      const row = (rows.find((r) => r.includes('KL1001')) ?? '').split(',');
      const cell = (name: string) => row[header.indexOf(name)];
      return { start: cell('start'), end: cell('end'), date: cell('date'), startUtc: cell('start_utc') };
    };
    expect(await kl1001()).toEqual({
      start: '2025-07-10T08:00:00Z',
      end: '2025-07-10T09:15:00Z',
      date: '2025-07-10',
      startUtc: '2025-07-10T08:00:00Z',
    });
    expect((await setPref('time_display', 'local')).status).toBe(200);
    expect(await kl1001()).toMatchObject({
      start: '2025-07-10T10:00:00+02:00',
      end: '2025-07-10T10:15:00+01:00',
      startUtc: '2025-07-10T08:00:00Z',
    });
    // Home base time: the base airport's zone (LHR, UTC+1 in summer) for every time.
    expect((await ctx.call('PUT', '/main/v2/user', { token, body: { base: 'LHR' } })).status).toBe(200);
    expect((await setPref('time_display', 'home')).status).toBe(200);
    expect(await kl1001()).toMatchObject({
      start: '2025-07-10T09:00:00+01:00',
      end: '2025-07-10T10:15:00+01:00',
    });
    const bad = await setPref('time_display', 'mars');
    expect(bad.status).toBe(422);
    expect((await setPref('time_display', 'utc')).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.call('GET', '/main/v2/export/ics')).status).toBe(401);
    expect((await ctx.app.request('/main/v2/calendar/pdf')).status).toBe(401);
  });
});
