/**
 * Killing the API (SIGKILL) in the middle of an import leaves the previous roster intact, never a part of the new
 * one: the import is one transaction. A real server process on PostgreSQL (PGlite is one process's embedded
 * database, not meant to survive a kill of its owner). Runs with TEST_DATABASE_URL.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearRoster } from '../bench/year-roster.ts';
import { type ApiProcess, exited, healthy, scratchDatabase, spawnApi } from './api-process.ts';
import { signUpPayload } from './helpers.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('an API killed during an import', () => {
  let databaseUrl: string;
  let drop: () => Promise<void> = async () => {};
  let api: ApiProcess | undefined;
  let port: number;

  async function start(): Promise<void> {
    api = await spawnApi({ DATABASE_URL: databaseUrl, JOBS: 'false', LOG_LEVEL: 'error' }, port);
    await healthy(api);
  }

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await scratchDatabase('crewroster_crash'));
    api = await spawnApi({ DATABASE_URL: databaseUrl, JOBS: 'false', LOG_LEVEL: 'error' });
    port = Number(new URL(api.url).port);
    await healthy(api);
  }, 90_000);

  afterAll(async () => {
    api?.proc.kill('SIGKILL');
    await exited(api?.proc);
    await drop();
  });

  it('keeps the previous roster whole whenever the kill lands', async () => {
    const base = (api as ApiProcess).url;
    const register = await fetch(`${base}/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpPayload()),
    });
    const { access_token: token } = (
      (await register.json()) as { data: { tokens: { access_token: string } } }
    ).data.tokens;
    const send = (text: string) => {
      const form = new FormData();
      form.set('source', text);
      form.set('upload_type', 'text');
      form.set('channel', 'WEB');
      return fetch(`${base}/main/v2/roster/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const count = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from roster_events');
      await client.end();
      return Number(rows[0].n);
    };
    const year = yearRoster();
    const first = await send(year);
    expect(first.status).toBe(200);
    const whole = await count();
    expect(whole).toBeGreaterThan(1000);
    // The same year with one duty fewer a day: a finished import would change the count, a partial one break it.
    const other = year
      .split('\n')
      .filter((line) => !/ SIM | SBY /.test(line))
      .join('\n');
    const seen = new Set<number>();
    for (const delayMs of [30, 80, 150, 250, 400]) {
      const upload = send(other).catch(() => null);
      await new Promise((r) => setTimeout(r, delayMs));
      api?.proc.kill('SIGKILL');
      await upload;
      await exited(api?.proc);
      const n = await count();
      seen.add(n);
      await start();
      // Back to the first roster for the next round.
      expect((await send(year)).status).toBe(200);
      expect(await count()).toBe(whole);
    }
    // Every kill left either the whole previous roster or the whole new one.
    const other2 = await send(other);
    expect(other2.status).toBe(200);
    const replaced = await count();
    for (const n of seen) expect([whole, replaced]).toContain(n);
  }, 240_000);
});
