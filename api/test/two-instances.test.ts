/**
 * Two real API processes on one PostgreSQL, as in a deployment with several instances: they start at the same time
 * on an empty database, and share sessions, refresh-token reuse detection, rate limits and scheduled jobs.
 * Runs only with TEST_DATABASE_URL (CI starts a PostgreSQL server).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETRY_QUEUE } from '../src/jobs/scheduled-jobs.ts';
import { type ApiProcess, exited, healthy, scratchDatabase, spawnApi } from './api-process.ts';
import { MAIN_KEY, signUpPayload } from './helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two API instances on one PostgreSQL', () => {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-two-'));
  let databaseUrl: string;
  let drop: () => Promise<void> = async () => {};
  const instances: ApiProcess[] = [];

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await scratchDatabase('crewroster_two'));
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      JOBS: 'true',
      LOG_LEVEL: 'info',
      OUTBOX_DIR: outbox,
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '4',
    };
    instances.push(await spawnApi(env), await spawnApi(env));
    // Both start at once on the empty database: migrations and reference data must not collide.
    for (const instance of instances) await healthy(instance);
  }, 90_000);

  afterAll(async () => {
    for (const { proc } of instances) proc.kill('SIGTERM');
    await Promise.race([
      Promise.all(instances.map((i) => exited(i.proc))),
      new Promise((r) => setTimeout(r, 3_000)),
    ]);
    for (const { proc } of instances) if (proc.exitCode === null) proc.kill('SIGKILL');
    await drop();
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
    const files = fs
      .readdirSync(path.join(import.meta.dirname, '..', 'drizzle'))
      .filter((f) => f.endsWith('.sql'));
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
