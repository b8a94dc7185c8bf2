/** Real API server processes for tests of what only a process shows (several instances, a kill mid-import). */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const API_DIR = path.resolve(import.meta.dirname, '..');

export interface ApiProcess {
  url: string;
  proc: ChildProcess;
  /** What it printed, for the message when it does not start. */
  log: string[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Spawns `src/server.ts` on a free port (or `port`) with only the given environment; does not wait for it. */
export async function spawnApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listen = port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(listen),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  proc.stdout?.on('data', (d) => log.push(String(d)));
  proc.stderr?.on('data', (d) => log.push(String(d)));
  return { url: `http://127.0.0.1:${listen}`, proc, log };
}

/** Resolves once `/health` answers 200; throws with the process's output when it exits or a minute passes. */
export async function healthy(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (
    (await fetch(`${api.url}/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (api.proc.exitCode !== null || Date.now() > deadline)
      throw new Error(`the API did not start:\n${api.log.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const exited = (proc: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

/** A new, empty database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
