/**
 * Answers as a browser gets them (issue 18): JSON compressed for a client that accepts brotli or gzip, an ETag on a
 * GET and a 304 when it comes back; and the two reads whose session check moved into their own query
 * (GET /v2/event, GET /v3/user/me) still refuse every ended session.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseEncoding } from '../src/http/compression.ts';
import { createTestContext, MAIN_KEY, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, sample, upload } from './roster-helpers.ts';

const ALL_TIME = { startdate: '1950-01-01', enddate: '2099-12-31' };

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and identity', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe.each(TARGETS)('response encoding and session checks (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let email: string;

  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    const user = await registerUser(ctx);
    token = user.tokens.access_token;
    email = user.email;
    const imported = await upload(ctx, token, sample('roster.ics'), {
      filename: 'roster.ics',
      mime: 'text/calendar',
    });
    expect(imported.status).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (path: string, headers: Record<string, string> = {}, bearer = token) =>
    ctx.app.request(path, { headers: { authorization: `Bearer ${bearer}`, ...headers } });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the events brotli or gzip compressed, by Accept-Encoding, with Vary and a weak ETag', async () => {
    const plain = await get('/main/v2/event', ALL_TIME);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = (await bytes(plain)).toString();
    expect(JSON.parse(text).data.length).toBeGreaterThan(0);
    expect(plain.headers.get('etag')).toMatch(/^"[\w-]+"$/);

    const br = await get('/main/v2/event', { ...ALL_TIME, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toContain('application/json');
    expect(br.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);

    const gz = await get('/main/v2/event', { ...ALL_TIME, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(text);
  });

  it('answers 304 without a body when If-None-Match names the current ETag, and 200 once it changed', async () => {
    const first = await get('/main/v3/user/me', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('/main/v3/user/me', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    // The strong form and a list naming it match too (weak comparison).
    const strong = etag.replace(/^W\//, '');
    expect((await get('/main/v3/user/me', { 'if-none-match': `"other", ${strong}` })).status).toBe(304);

    const changed = await ctx.call('PUT', '/main/v2/user', { token, body: { firstname: 'Beryl' } });
    expect(changed.status).toBe(200);
    const after = await get('/main/v3/user/me', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(brotliDecompressSync(await bytes(after)).toString()).data.user.firstname).toBe('Beryl');
  });

  it('leaves small answers, errors and writes uncompressed and untagged where it should', async () => {
    const missing = await get('/main/v2/event', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(422);
    expect(missing.headers.get('etag')).toBeNull();
    expect(JSON.parse((await bytes(missing)).toString()).message).toBeTruthy();
    const health = await ctx.app.request('/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull(); // under 1 KiB
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('still serves the ICS feed and the CSV export, compressed when asked', async () => {
    const ics = await ctx.call('GET', '/main/v2/export/ics', { token });
    const feedPath = new URL(ics.body.data.url).pathname;
    const feed = await ctx.app.request(feedPath, { headers: { 'accept-encoding': 'gzip' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const body = await bytes(feed);
    const text =
      feed.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent').length).toBeGreaterThan(0);

    const csv = await get('/main/v2/export/csv?start=1950-01-01&end=2099-12-30', { 'accept-encoding': 'br' });
    expect(csv.status).toBe(200);
    const raw = await bytes(csv);
    const json = csv.headers.get('content-encoding') === 'br' ? brotliDecompressSync(raw) : raw;
    expect(JSON.parse(json.toString()).data).toContain('\n');
  });

  describe('the reads that check the session in their own query', () => {
    const reads = [
      ['/main/v2/event', ALL_TIME],
      ['/main/v3/user/me', {}],
    ] as const;

    it('refuse a session ended by "sign out everywhere" (a token version bump)', async () => {
      const user = await registerUser(ctx);
      for (const [path, headers] of reads)
        expect((await get(path, headers, user.tokens.access_token)).status).toBe(200);
      const out = await ctx.call('POST', '/auth/v1/auth/forcelogout', { token: user.tokens.access_token });
      expect(out.status).toBe(200);
      for (const [path, headers] of reads) {
        const res = await get(path, headers, user.tokens.access_token);
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await res.json()).toMatchObject({ message: 'Unauthenticated.' });
      }
    });

    it('refuse an inactive user, a deleted one, a logbook token and a forged one', async () => {
      const inactive = await registerUser(ctx);
      await ctx.database.db.execute(
        `update users set status = 'inactive', deleted_at = now() where lower(email) = lower('${inactive.email}')`,
      );
      const gone = await registerUser(ctx);
      await ctx.database.db.execute(`delete from users where lower(email) = lower('${gone.email}')`);
      const logbook = await ctx.call('POST', '/auth/v1/auth', {
        body: { email, password: 'Secret123', consumer_key: 'crewroster-web-logbook' },
      });
      expect(logbook.status).toBe(200);
      const tokens = [
        inactive.tokens.access_token,
        gone.tokens.access_token,
        logbook.body.data.access_token,
        `${token}x`,
      ];
      for (const [path, headers] of reads)
        for (const bearer of tokens) expect((await get(path, headers, bearer)).status).toBe(401);
    });

    it('refuse a token once it expires, though its signature was checked before', async () => {
      const signedIn = await ctx.call('POST', '/auth/v1/auth', {
        body: { email, password: 'Secret123', consumer_key: MAIN_KEY },
      });
      const fresh = signedIn.body.data;
      for (const [path, headers] of reads)
        expect((await get(path, headers, fresh.access_token)).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime((fresh.expired_at_ts + 1) * 1000);
      for (const [path, headers] of reads)
        expect((await get(path, headers, fresh.access_token)).status).toBe(401);
    });
  });
});
