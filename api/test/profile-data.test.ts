import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestContext, registerUser, TARGETS } from './helpers.ts';
import { addRosterAirports, sample, upload } from './roster-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

describe.each(TARGETS)('GET /main/v2/user/profiledata (%s)', (target) => {
  let ctx: Awaited<ReturnType<typeof createMailTestContext>>;
  beforeAll(async () => {
    ctx = await createMailTestContext(target, { RATE_LIMIT_PROFILE_DATA_PER_DAY: '2' });
    await addRosterAirports(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const requestData = (token?: string) => ctx.call('GET', '/main/v2/user/profiledata', { token });
  const dataMail = async (email: string): Promise<OutboxMail> =>
    ((await ctx.mails(email)) as OutboxMail[]).find(
      (m) => m.subject === 'Your CrewRoster data',
    ) as OutboxMail;

  it('mails a zip with the profile, the roster as JSON and CSV, and the avatar', async () => {
    const user = await registerUser(ctx);
    const token = user.tokens.access_token;
    const me = (await ctx.call('GET', '/main/v3/user/me', { token })).body.data;
    const imported = await upload(ctx, token, sample('roster.ics'), {
      filename: 'roster.ics',
      mime: 'text/calendar',
    });
    expect(imported.status).toBe(200);
    // A title a spreadsheet would run as a formula (rosters are uploaded files, never trusted).
    await ctx.database.db.execute(
      sql`update roster_events set title = '=HYPERLINK("http://evil.test")' where id = (select min(id) from roster_events where user_id = ${me.user.pk})`,
    );
    const avatar = new FormData();
    avatar.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    const uploaded = await ctx.app.request('/main/v2/user/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: avatar,
    });
    expect(uploaded.status).toBe(200);

    const res = await requestData(token);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatch(/within 24 hours/);
    const mail = await dataMail(user.email);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'crewroster-data.zip', contentType: 'application/zip' },
    ]);

    const files = unzipSync(Buffer.from(mail.attachments[0]?.content ?? '', 'base64'));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'avatar.png',
      'roster.csv',
      'roster.json',
    ]);
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array));
    expect(account.user).toMatchObject({ pk: me.user.pk, email: user.email, firstname: 'Anna' });
    expect(account.account_state).toEqual({ emailVerified: false, ambassador: true });
    expect(account.roster_imports).toEqual([
      expect.objectContaining({ source: 'file', format: 'ics', events: imported.body.meta.events }),
    ]);
    expect(account.sessions.length).toBeGreaterThan(0);
    // No secrets: no password or token hashes, no calendar feed address.
    const raw = strFromU8(files['account.json'] as Uint8Array);
    expect(raw).not.toMatch(/password_?hash|token_?hash|"token"/i);

    // The roster as the app reads it (GET /v2/event from long before the first duty).
    const events = await ctx.call('GET', '/main/v2/event', { token, headers: { startdate: '1950-01-01' } });
    const roster = JSON.parse(strFromU8(files['roster.json'] as Uint8Array));
    expect(roster).toHaveLength(imported.body.meta.events);
    expect(roster.length).toBeGreaterThan(1);
    // The duties themselves; `distance` is the app's display of a leg, in the user's unit.
    expect(roster).toEqual(
      events.body.data.map(({ distance: _, ...event }: { distance?: unknown }) => event),
    );

    const rows = parse(strFromU8(files['roster.csv'] as Uint8Array), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(roster.length);
    expect(rows.map((r) => r.title)).toContain(`'=HYPERLINK("http://evil.test")`);
    expect(rows.map((r) => r.title)).toContain(roster[1].dutyTitle);
    expect(Buffer.from(files['avatar.png'] as Uint8Array).equals(PNG)).toBe(true);
  });

  it('is for signed-in users only and counted per user', async () => {
    expect((await requestData()).status).toBe(401);
    const user = await registerUser(ctx);
    expect((await requestData(user.tokens.access_token)).status).toBe(200);
    expect((await requestData(user.tokens.access_token)).status).toBe(200);
    const limited = await requestData(user.tokens.access_token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many data export requests\. Please try again in \d+ minutes\.$/,
    );
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // An account without a roster gets the files all the same, the CSV with its header only.
    const mail = await dataMail(user.email);
    const files = unzipSync(Buffer.from(mail.attachments[0]?.content ?? '', 'base64'));
    expect(JSON.parse(strFromU8(files['roster.json'] as Uint8Array))).toEqual([]);
    expect(
      strFromU8(files['roster.csv'] as Uint8Array)
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    // Another user's allowance is their own.
    expect((await requestData((await registerUser(ctx)).tokens.access_token)).status).toBe(200);
  });
});
