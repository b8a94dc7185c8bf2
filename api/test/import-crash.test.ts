/**
 * Killing the API (SIGKILL) in the middle of an import leaves the previous roster intact, never a part of the new
 * one: the import is one transaction. A real server process on PostgreSQL (PGlite is one process's embedded
 * database, not meant to survive a kill of its owner). Runs with TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearRoster } from '../bench/year-roster.ts';
import { signUpPayload } from './helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const API_DIR = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const exited = (proc: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

describe.skipIf(!adminUrl)('an API killed during an import', () => {
  const name = `crewroster_crash_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string;
  let port: number;
  let api: ChildProcess | undefined;

  async function start(): Promise<void> {
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        JOBS: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (
      (await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    port = await freePort();
    await start();
  }, 90_000);

  afterAll(async () => {
    api?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('keeps the previous roster whole whenever the kill lands', async () => {
    const base = `http://127.0.0.1:${port}`;
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
      api?.kill('SIGKILL');
      await upload;
      await exited(api);
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
