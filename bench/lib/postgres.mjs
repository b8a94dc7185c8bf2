// @ts-check
/**
 * A PostgreSQL database for the bench: a throwaway database on BENCH_DATABASE_URL / TEST_DATABASE_URL's server,
 * else a throwaway cluster on 127.0.0.1 started with pg_ctl (as .ci/run does) when the server binaries exist,
 * else nothing (the report says why).
 */
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBin, run } from './util.mjs';

/** @returns {Promise<{ url: string, serverUrl: string, origin: string, stop: () => Promise<void> } | { skipped: string }>} */
export async function startPostgres() {
  const port = await freePort();
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return throwawayDatabase(given, 'BENCH_DATABASE_URL/TEST_DATABASE_URL');
  const bin = postgresBin();
  if (!bin) return { skipped: 'no PostgreSQL server binaries (initdb, pg_ctl) and no BENCH_DATABASE_URL' };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crewroster-bench-pg-'));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user, as .ci/run does.
  const as = async (/** @type {string} */ cmd) => {
    if (root) await run('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { capture: true });
    else await run('/bin/sh', ['-c', cmd], { capture: true });
  };
  try {
    if (root) {
      const ids = (await run('id', ['-u', 'postgres'], { capture: true })).trim();
      const gid = (await run('id', ['-g', 'postgres'], { capture: true })).trim();
      chownSync(dir, Number(ids), Number(gid));
    }
    await as(`${bin}/initdb -D ${dir}/data -U postgres -A trust >/dev/null`);
    await as(
      `${bin}/pg_ctl -D ${dir}/data -o '-k ${dir} -h 127.0.0.1 -p ${port}' -l ${dir}/log -w start >/dev/null`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start a throwaway cluster: ${String(error).split('\n')[0]}` };
  }
  const stopCluster = async () => {
    await as(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  const db = await throwawayDatabase(
    `postgres://postgres@127.0.0.1:${port}/postgres`,
    `a throwaway cluster (${bin})`,
  );
  if ('skipped' in db) {
    await stopCluster();
    return db;
  }
  return {
    ...db,
    async stop() {
      await db.stop();
      await stopCluster();
    },
  };
}

/** @param {string} serverUrl @param {string} origin */
async function throwawayDatabase(serverUrl, origin) {
  const name = `crewroster_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { skipped: `PostgreSQL at ${new URL(serverUrl).host} refused: ${String(error)}` };
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    serverUrl,
    origin,
    async stop() {
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** A loopback port nobody listens on now (another cluster may already hold the usual ones). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 55_433));
    });
  });
}
