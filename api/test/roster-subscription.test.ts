/**
 * Roster subscription (issue #19 item 4): subscribe to a roster address (fetched now, imported, kept), the refresh
 * job with an injected clock (unchanged → only the check time; changed → the change summary and a mail), failures
 * recorded with a longer wait, refresh now, stop; and the address rules: public addresses only, also after
 * redirects, 10 MB. Roster servers are node:http servers on loopback, which only ROSTER_SUBSCRIPTION_ALLOW_PRIVATE
 * lets through: with `127.0.0.1` that one address stands in for a public server, and 127.0.0.2 (loopback too)
 * plays the internal service a redirect must never reach.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbAnalytics } from '../src/domain/analytics/analytics.ts';
import { Mailer } from '../src/domain/mail/mailer.ts';
import { RetryingMailer } from '../src/domain/mail/retrying-mailer.ts';
import { RosterParsePool } from '../src/domain/roster/parse-pool.ts';
import { RosterService } from '../src/domain/roster/roster-service.ts';
import { RosterSubscriptionService } from '../src/domain/roster/subscription/subscription-service.ts';
import { ROSTER_SUBSCRIPTION_QUEUE, startScheduledJobs } from '../src/jobs/scheduled-jobs.ts';
import { createLogger } from '../src/logger.ts';
import {
  createMailTestContext,
  createTestContext,
  registerUser,
  TARGETS,
  type TestContext,
} from './helpers.ts';
import { eventCount, sample, upload, userIdOf } from './roster-helpers.ts';

const ROSTER = sample('roster.ics').toString('utf8');
/** The same roster a day later: KL1002 lands 30 min later, the standby of 11 July is gone, KL1003 is new. */
const CHANGED = ROSTER.replace(
  'DTEND;TZID=Europe/Amsterdam:20250710T133000',
  'DTEND;TZID=Europe/Amsterdam:20250710T140000',
)
  .replace(/BEGIN:VEVENT\r?\nUID:3@test[\s\S]*?END:VEVENT\r?\n/, '')
  .replace(
    'BEGIN:VEVENT\nUID:4@test',
    [
      'BEGIN:VEVENT',
      'UID:9@test',
      'DTSTAMP:20250101T000000Z',
      'DTSTART:20250710T150000Z',
      'DTEND:20250710T161500Z',
      'SUMMARY:KL1003 AMS-CDG',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:4@test',
    ].join('\n'),
  );

/** What each path of the roster server answers (tests register their own paths). */
const feeds = new Map<string, { status?: number; body: string | Buffer; headers?: Record<string, string> }>();
let server: Server;
let origin: string;
/** Loopback, but not an allowed address: what redirects try to reach. */
let internal: Server;
let internalOrigin: string;
let internalHits = 0;

const listen = async (s: Server, host: string) => {
  await new Promise<void>((resolve) => s.listen(0, host, resolve));
  return `http://${host}:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  internal = createServer((_req, res) => {
    internalHits += 1;
    res.end(ROSTER);
  });
  internalOrigin = await listen(internal, '127.0.0.2');
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/huge') {
      // 10 MB and one byte, streamed without a length: cut off while reading.
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1_000_000, 65));
      return res.end('A');
    }
    if (path === '/to-internal')
      return res.writeHead(302, { location: `${internalOrigin}/roster.ics` }).end();
    if (path === '/to-metadata')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    const feed = feeds.get(path);
    if (!feed) return res.writeHead(404).end('not found');
    res.writeHead(feed.status ?? 200, { 'content-type': 'text/calendar', ...feed.headers });
    res.end(feed.body);
  });
  origin = await listen(server, '127.0.0.1');
});
afterAll(() => {
  server?.close();
  internal?.close();
});

type MailContext = Awaited<ReturnType<typeof createMailTestContext>>;

async function subscriber(ctx: TestContext) {
  const user = await registerUser(ctx);
  const token = user.tokens.access_token;
  return { ...user, token, id: await userIdOf(ctx.database.db, user.email) };
}

async function rowOf(ctx: TestContext, userId: number) {
  const result = (await ctx.database.db.execute(sql`
    select last_checked_at, last_changed_at, last_status, failures, content_hash, lease_until
    from roster_subscriptions where user_id = ${userId}`)) as unknown as {
    rows: {
      last_checked_at: Date | string;
      last_changed_at: Date | string | null;
      last_status: string;
      failures: number;
      content_hash: string;
      lease_until: Date | string | null;
    }[];
  };
  return result.rows[0];
}

async function importsOf(ctx: TestContext, userId: number): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as n from roster_imports where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const HOUR = 3_600_000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : d);

describe.each(TARGETS)('roster subscription (%s)', (target) => {
  let ctx: MailContext;
  let pool: RosterParsePool;
  /** The job's service, as server.ts builds it (its own RosterService on a parse pool, the retrying mailer). */
  let job: RosterSubscriptionService;

  beforeAll(async () => {
    ctx = await createMailTestContext(target, { ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: '127.0.0.1' });
    pool = new RosterParsePool(ctx.config.roster.parse);
    const logger = createLogger(ctx.config);
    const db = ctx.database.db;
    job = new RosterSubscriptionService({
      db,
      roster: new RosterService({
        db,
        analytics: new DbAnalytics(db),
        parser: pool,
        limits: ctx.config.roster,
      }),
      mailer: new RetryingMailer(db, new Mailer(ctx.config.mail), logger),
      appUrl: ctx.config.appUrl,
      config: ctx.config.roster.subscription,
      logger,
    });
  });
  afterAll(async () => {
    await pool?.close();
    await ctx?.close();
  });

  it('subscribes: fetches the address now, imports it and answers like an upload, with the subscription', async () => {
    const user = await subscriber(ctx);
    feeds.set('/subscribe.ics', { body: ROSTER });
    const url = `${origin}/subscribe.ics?token=s3cret`;
    expect((await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token })).body).toEqual({
      data: null,
    });
    const res = await ctx.call('PUT', '/main/v2/roster/subscription', {
      token: user.token,
      body: { url, email_on_change: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.CUSTOM.numbers.flights).toBe(2);
    expect(res.body.meta).toMatchObject({
      format: 'ics',
      events: 5,
      changes: { added: 5, removed: 0, changed: 0 },
    });
    expect(res.body.meta.subscription).toMatchObject({
      url,
      email_on_change: true,
      last_status: 'ok',
      failures: 0,
      last_change: { added: 5, removed: 0, changed: 0 },
    });
    expect(await eventCount(ctx.database.db, user.id)).toBe(5);
    // By kind and skipped lines, exactly as an upload of the same roster reports them.
    const uploader = await subscriber(ctx);
    const uploaded = await upload(ctx, uploader.token, Buffer.from(ROSTER), { filename: 'roster.ics' });
    expect(uploaded.status).toBe(200);
    expect(res.body.meta.imported).toEqual(uploaded.body.meta.imported);
    expect(res.body.meta.imported.flights).toBe(2);
    expect(res.body.meta.skipped).toEqual(uploaded.body.meta.skipped);
    expect(res.body.meta.mapping).toBeNull();
    const got = await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token });
    expect(got.body.data).toEqual(res.body.meta.subscription);
    // Subscribing again to the same roster replaces the subscription and changes no duty.
    const again = await ctx.call('PUT', '/main/v2/roster/subscription', { token: user.token, body: { url } });
    expect(again.body.meta.changes).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(again.body.meta.subscription.email_on_change).toBe(false);
    expect(await eventCount(ctx.database.db, user.id)).toBe(5);
    // Without a token: 401.
    expect((await ctx.call('GET', '/main/v2/roster/subscription')).status).toBe(401);
  });

  it('refuses bad addresses, unreachable ones, errors, rosters it cannot read and over 10 MB, storing nothing', async () => {
    const user = await subscriber(ctx);
    feeds.set('/not-a-roster.txt', { body: 'Hello, this is not a roster at all.' });
    feeds.set('/empty.ics', { body: '' });
    feeds.set('/broken.ics', { status: 500, body: 'oops' });
    const cases: [unknown, RegExp][] = [
      [{}, /A roster address is required\./],
      [{ url: '   ' }, /A roster address is required\./],
      [{ url: 'ftp://example.com/roster.ics' }, /must be a web address starting with http/],
      [{ url: 'file:///etc/passwd' }, /must be a web address starting with http/],
      [{ url: 'not a url' }, /must be a web address starting with http/],
      [{ url: `https://example.com/${'a'.repeat(2000)}` }, /at most 2,000 characters/],
      [{ url: 'https://crew:secret@example.com/roster.ics' }, /must not contain a user name or password/],
      [{ url: `${origin}/roster.ics`, email_on_change: 'yes' }, /email_on_change must be true or false/],
      [{ url: `${origin}/missing.ics` }, /answered with an error \(HTTP 404\)/],
      [{ url: `${origin}/broken.ics` }, /answered with an error \(HTTP 500\)/],
      [{ url: `${origin}/empty.ics` }, /empty answer/],
      [{ url: `${origin}/huge` }, /larger than 10 MB/],
      [{ url: `${origin}/not-a-roster.txt` }, /We could not read this roster/],
      [{ url: 'http://127.0.0.1:1/roster.ics' }, /cannot be reached/],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.call('PUT', '/main/v2/roster/subscription', { token: user.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.message, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    expect(
      (await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token })).body.data,
    ).toBeNull();
    expect(await eventCount(ctx.database.db, user.id)).toBe(0);
  });

  it('re-checks every redirect: an allowed server cannot send the API to another loopback address', async () => {
    const user = await subscriber(ctx);
    internalHits = 0;
    for (const path of ['/to-internal', '/to-metadata']) {
      const res = await ctx.call('PUT', '/main/v2/roster/subscription', {
        token: user.token,
        body: { url: `${origin}${path}` },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'This roster address is not allowed: only addresses on the public internet can be used.',
      );
    }
    // The internal server answers when asked directly — the refusal came from the guard, not from a dead port.
    expect((await fetch(`${internalOrigin}/`)).ok).toBe(true);
    expect(internalHits).toBe(1);
    expect(await eventCount(ctx.database.db, user.id)).toBe(0);
  });

  it('the refresh job: nothing before it is due; unchanged → only the check time; changed → summary and mail', async () => {
    const user = await subscriber(ctx);
    const quiet = await subscriber(ctx);
    feeds.set('/job.ics', { body: ROSTER });
    feeds.set('/job-quiet.ics', { body: ROSTER });
    const subscribe = async (u: typeof user, path: string, email: boolean) =>
      ctx.call('PUT', '/main/v2/roster/subscription', {
        token: u.token,
        body: { url: `${origin}${path}?token=s3cret`, email_on_change: email },
      });
    expect((await subscribe(user, '/job.ics', true)).status).toBe(200);
    expect((await subscribe(quiet, '/job-quiet.ics', false)).status).toBe(200);
    const start = Date.now();
    const first = await rowOf(ctx, user.id);

    // 5 hours later: not due (every 6 hours by default).
    await job.refreshDue(new Date(start + 5 * HOUR));
    expect(iso((await rowOf(ctx, user.id))?.last_checked_at)).toBe(iso(first?.last_checked_at));

    // 7 hours later, same content: only the check time moves, no import.
    const t1 = new Date(start + 7 * HOUR);
    const run1 = await job.refreshDue(t1);
    expect(run1.checked).toBeGreaterThanOrEqual(2);
    const unchanged = await rowOf(ctx, user.id);
    expect(iso(unchanged?.last_checked_at)).toBe(t1.toISOString());
    expect(unchanged).toMatchObject({ last_status: 'ok', failures: 0, content_hash: first?.content_hash });
    expect(unchanged?.lease_until).toBeNull();
    expect(await importsOf(ctx, user.id)).toBe(1);

    // The roster changes: the next run imports it, records the summary and mails whoever asked.
    feeds.set('/job.ics', { body: CHANGED });
    feeds.set('/job-quiet.ics', { body: CHANGED });
    const t2 = new Date(start + 14 * HOUR);
    const run2 = await job.refreshDue(t2);
    expect(run2.changed).toBeGreaterThanOrEqual(2);
    expect(await importsOf(ctx, user.id)).toBe(2);
    const subscription = (await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token })).body
      .data;
    expect(subscription).toMatchObject({
      last_checked_at: t2.toISOString(),
      last_changed_at: t2.toISOString(),
      last_status: 'ok',
      last_change: { added: 1, removed: 1, changed: 1 },
    });
    // The refresh's summary says by kind what it stored and how many lines it skipped, as an upload does.
    const uploaded = await upload(ctx, (await subscriber(ctx)).token, Buffer.from(CHANGED), {
      filename: 'roster.ics',
    });
    expect(subscription.last_change.imported).toEqual(uploaded.body.meta.imported);
    expect(subscription.last_change.skipped).toBe(uploaded.body.meta.skipped.total);
    const changes = await ctx.call(
      'GET',
      `/main/v2/roster/changes?since=${new Date(start - HOUR).toISOString()}`,
      {
        token: user.token,
      },
    );
    expect(changes.body.data).toMatchObject({ imports: 2, added: 6, removed: 1, changed: 1 });
    const mails = await ctx.mails(user.email);
    expect(mails).toHaveLength(2); // the welcome and the change
    expect(mails[0].subject).toBe('Your roster changed: 1 duty changed, 1 added, 1 removed');
    expect(mails[0].text).toContain('http://app.test/home');
    expect(mails[0].text).toContain(new URL(origin).host);
    expect(mails[0].text).not.toContain('s3cret');
    expect(await ctx.mails(quiet.email)).toHaveLength(1); // the welcome only: it did not ask

    // New bytes but the same duties (a new DTSTAMP): imported, but no change and no mail.
    feeds.set('/job.ics', {
      body: CHANGED.replaceAll('DTSTAMP:20250101T000000Z', 'DTSTAMP:20250102T000000Z'),
    });
    await job.refreshDue(new Date(start + 21 * HOUR));
    expect(await importsOf(ctx, user.id)).toBe(3);
    expect(iso((await rowOf(ctx, user.id))?.last_changed_at)).toBe(t2.toISOString());
    expect(await ctx.mails(user.email)).toHaveLength(2);
  });

  it('a failing address keeps the subscription and its duties, records why and waits longer; then recovers', async () => {
    const user = await subscriber(ctx);
    feeds.set('/flaky.ics', { body: ROSTER });
    await ctx.call('PUT', '/main/v2/roster/subscription', {
      token: user.token,
      body: { url: `${origin}/flaky.ics` },
    });
    const start = Date.now();
    feeds.set('/flaky.ics', { status: 503, body: 'down' });
    await job.refreshDue(new Date(start + 7 * HOUR));
    let row = await rowOf(ctx, user.id);
    expect(row).toMatchObject({
      last_status: 'The roster address answered with an error (HTTP 503).',
      failures: 1,
    });
    expect(await eventCount(ctx.database.db, user.id)).toBe(5);
    // One failure: the next check waits twice the interval (12 h), not 6.
    await job.refreshDue(new Date(start + 14 * HOUR));
    expect((await rowOf(ctx, user.id))?.failures).toBe(1);
    feeds.set('/flaky.ics', { body: 'no roster here' });
    await job.refreshDue(new Date(start + 20 * HOUR));
    row = await rowOf(ctx, user.id);
    expect(row?.failures).toBe(2);
    expect(row?.last_status).toMatch(/We could not read this roster/);
    const shown = (await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token })).body.data;
    expect(shown).toMatchObject({ failures: 2, last_status: row?.last_status });
    // Fixed: the next due check clears the failures.
    feeds.set('/flaky.ics', { body: ROSTER });
    await job.refreshDue(new Date(start + 40 * HOUR));
    expect(await rowOf(ctx, user.id)).toMatchObject({ last_status: 'ok', failures: 0 });
  });

  it('two runs at once refresh each due subscription once', async () => {
    const users = await Promise.all([subscriber(ctx), subscriber(ctx), subscriber(ctx)]);
    for (const [i, u] of users.entries()) {
      feeds.set(`/race-${i}.ics`, { body: ROSTER });
      await ctx.call('PUT', '/main/v2/roster/subscription', {
        token: u.token,
        body: { url: `${origin}/race-${i}.ics` },
      });
      feeds.set(`/race-${i}.ics`, { body: CHANGED });
    }
    // Far enough ahead that every subscription of this file is due; the runs must share them out.
    const at = new Date(Date.now() + 100 * HOUR);
    const [a, b] = await Promise.all([job.refreshDue(at), job.refreshDue(at)]);
    for (const u of users) expect(await importsOf(ctx, u.id)).toBe(2);
    const result = (await ctx.database.db.execute(
      sql`select count(*)::int as n from roster_subscriptions where last_checked_at = ${at.toISOString()}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    expect(a.checked + b.checked).toBe(Number(result.rows[0]?.n));
  });

  it('turns the mail on and off, refreshes now, and stops (the duties stay)', async () => {
    const user = await subscriber(ctx);
    feeds.set('/manage.ics', { body: ROSTER });
    await ctx.call('PUT', '/main/v2/roster/subscription', {
      token: user.token,
      body: { url: `${origin}/manage.ics` },
    });
    const patched = await ctx.call('PATCH', '/main/v2/roster/subscription', {
      token: user.token,
      body: { email_on_change: true },
    });
    expect(patched.body.data.email_on_change).toBe(true);
    expect(
      (await ctx.call('PATCH', '/main/v2/roster/subscription', { token: user.token, body: {} })).status,
    ).toBe(422);

    feeds.set('/manage.ics', { body: CHANGED });
    const now = await ctx.call('POST', '/main/v2/roster/subscription/refresh', { token: user.token });
    expect(now.status).toBe(200);
    expect(now.body.data).toMatchObject({
      last_status: 'ok',
      last_change: { added: 1, removed: 1, changed: 1 },
    });
    expect((await ctx.mails(user.email))[0].subject).toMatch(/^Your roster changed/);

    expect((await ctx.call('DELETE', '/main/v2/roster/subscription', { token: user.token })).status).toBe(
      200,
    );
    expect(
      (await ctx.call('GET', '/main/v2/roster/subscription', { token: user.token })).body.data,
    ).toBeNull();
    expect(await eventCount(ctx.database.db, user.id)).toBe(5);
    const gone = await ctx.call('POST', '/main/v2/roster/subscription/refresh', { token: user.token });
    expect(gone.status).toBe(404);
    expect(
      (
        await ctx.call('PATCH', '/main/v2/roster/subscription', {
          token: user.token,
          body: { email_on_change: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.call('GET', '/main/v2/roster/changes?since=yesterday', { token: user.token })).status,
    ).toBe(422);
  });

  it('an upload records what it changed too, and the changes call adds up the last day by default', async () => {
    const user = await subscriber(ctx);
    feeds.set('/upload-mix.ics', { body: ROSTER });
    await ctx.call('PUT', '/main/v2/roster/subscription', {
      token: user.token,
      body: { url: `${origin}/upload-mix.ics` },
    });
    const form = new FormData();
    form.set('source', new File([CHANGED], 'roster.ics', { type: 'text/calendar' }));
    form.set('upload_type', 'file');
    const res = await ctx.app.request('/main/v2/roster/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { meta: { changes: unknown } }).meta.changes).toEqual({
      added: 1,
      removed: 1,
      changed: 1,
    });
    const changes = await ctx.call('GET', '/main/v2/roster/changes', { token: user.token });
    expect(changes.body.data).toMatchObject({ imports: 2, added: 6, removed: 1, changed: 1 });
  });
});

describe('roster addresses with the default settings (pglite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses loopback, private and link-local addresses, by number or by name, and the roster server itself', async () => {
    expect(ctx.config.roster.subscription.allowPrivate).toBe(false);
    const user = await registerUser(ctx);
    feeds.set('/default.ics', { body: ROSTER });
    const port = new URL(origin).port;
    for (const url of [
      `${origin}/default.ics`,
      `http://localhost:${port}/default.ics`,
      `http://[::1]:${port}/default.ics`,
      `http://2130706433:${port}/default.ics`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/roster.ics',
      'http://192.168.1.1/roster.ics',
      `${origin}/to-internal`,
    ]) {
      const res = await ctx.call('PUT', '/main/v2/roster/subscription', {
        token: user.tokens.access_token,
        body: { url },
      });
      expect(res.status, url).toBe(422);
      expect(res.body.message, url).toBe(
        'This roster address is not allowed: only addresses on the public internet can be used.',
      );
    }
  });

  it('the job is scheduled on pg-boss and a job on its queue runs a refresh', async () => {
    let runs = 0;
    const jobs = await startScheduledJobs(ctx.database, createLogger(ctx.config), {
      refreshRosterSubscriptions: async () => {
        runs += 1;
        return { checked: 0, changed: 0, failed: 0 };
      },
    });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.find((s) => s.name === ROSTER_SUBSCRIPTION_QUEUE)?.cron).toBe('*/15 * * * *');
      await jobs.boss.send(ROSTER_SUBSCRIPTION_QUEUE, {});
      await expect.poll(() => runs, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
