/**
 * Two real API processes on one PostgreSQL, as in a deployment with several instances: they start at the same time
 * on an empty database, and share sessions, refresh-token reuse detection, rate limits and scheduled jobs.
 * Runs only with TEST_DATABASE_URL (CI starts a PostgreSQL server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETRY_QUEUE } from '../src/jobs/scheduled-jobs.ts';
import { MAIN_KEY, signUpPayload } from './helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const API_DIR = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!adminUrl)('two API instances on one PostgreSQL', () => {
  const name = `crewroster_two_${randomBytes(5).toString('hex')}`;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-two-'));
  let databaseUrl: string;
  const instances: { url: string; proc: ChildProcess; log: string[] }[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          JOBS: 'true',
          LOG_LEVEL: 'info',
          OUTBOX_DIR: outbox,
          RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '4',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const log: string[] = [];
      proc.stdout?.on('data', (d) => log.push(String(d)));
      proc.stderr?.on('data', (d) => log.push(String(d)));
      instances.push({ url: `http://127.0.0.1:${port}`, proc, log });
    }
    // Both start at once on the empty database: migrations and reference data must not collide.
    for (const instance of instances) {
      const deadline = Date.now() + 60_000;
      while (
        (await fetch(`${instance.url}/health`).then(
          (r) => r.status,
          () => 0,
        )) !== 200
      ) {
        if (instance.proc.exitCode !== null || Date.now() > deadline)
          throw new Error(`an instance did not start:\n${instance.log.join('')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 90_000);

  afterAll(async () => {
    for (const { proc } of instances) proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    for (const { proc } of instances) if (proc.exitCode === null) proc.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const call = async (i: number, method: string, route: string, body?: unknown, token?: string) => {
    const res = await fetch(`${instances[i]?.url}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  it('applied the migrations once and both answer', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const files = fs.readdirSync(path.join(API_DIR, 'drizzle')).filter((f) => f.endsWith('.sql'));
    expect(rows[0].n).toBe(files.length);
    await client.end();
  });

  it('a session made on one works on the other; refresh-token reuse is caught across them', async () => {
    const payload = signUpPayload();
    const created = await call(0, 'POST', '/auth/v1/register', payload);
    expect(created.status).toBe(201);
    const tokens = created.body.data.tokens;
    expect((await call(1, 'GET', '/main/v3/user/me', undefined, tokens.access_token)).status).toBe(200);
    const rotated = await call(0, 'POST', '/auth/v1/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(rotated.status).toBe(200);
    const replay = await call(1, 'POST', '/auth/v1/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(replay.status).toBe(401);
    // Reuse revoked the family: the token the first rotation handed out is dead too.
    const next = await call(0, 'POST', '/auth/v1/auth/refresh', {
      refresh_token: rotated.body.data.refresh_token,
    });
    expect(next.status).toBe(401);
  });

  it('rate limits count failures across both instances', async () => {
    const payload = signUpPayload();
    expect((await call(0, 'POST', '/auth/v1/register', payload)).status).toBe(201);
    const wrong = { email: payload.email, password: 'Wrong-password-1', consumer_key: MAIN_KEY };
    for (let i = 0; i < 4; i++) expect((await call(i % 2, 'POST', '/auth/v1/auth', wrong)).status).toBe(401);
    const right = { ...wrong, password: payload.password };
    expect((await call(0, 'POST', '/auth/v1/auth', right)).status).toBe(429);
    expect((await call(1, 'POST', '/auth/v1/auth', right)).status).toBe(429);
  });

  it('a scheduled job fired on both runs its work once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into mail_retries (message, next_attempt_at) values ($1, now() - interval '1 minute')`,
      [{ to: 'once@example.com', subject: 'Sent once', text: 'x' }],
    );
    const boss = new PgBoss({ connectionString: databaseUrl, max: 1 });
    await boss.start();
    // As if both instances' schedules fired for the same minute.
    await Promise.all([boss.send(MAIL_RETRY_QUEUE, {}), boss.send(MAIL_RETRY_QUEUE, {})]);
    const sent = () =>
      fs
        .readdirSync(outbox)
        .filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes('Sent once'));
    await expect.poll(() => sent().length, { timeout: 30_000, interval: 250 }).toBe(1);
    await expect
      .poll(
        async () => Number((await client.query('select count(*)::int as n from mail_retries')).rows[0].n),
        {
          timeout: 10_000,
        },
      )
      .toBe(0);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(sent()).toHaveLength(1);
    await boss.stop({ graceful: false });
    await client.end();
  }, 60_000);
});
