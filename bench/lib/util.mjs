// @ts-check
/** Small helpers shared by the bench steps: paths, ports, waiting, statistics, child processes. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
export const BENCH = path.join(REPO, 'bench');

/** Debian's Chromium (or CHROMIUM_PATH); never a browser download. */
export function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) throw new Error(`No Chromium at ${candidate}: set CHROMIUM_PATH.`);
  return candidate;
}

/** The flags every browser of the bench runs with (ARCHITECTURE.md "Tests and gates"). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until a URL answers 2xx, or throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await sleep(300);
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** @param {number[]} values @param {number} p 0..100 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs a command to completion, inheriting or capturing output; rejects on a non-zero exit.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions & { capture?: boolean }} [opts]
 * @returns {Promise<string>}
 */
export function run(cmd, args, opts = {}) {
  const { capture, ...spawnOpts } = opts;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: REPO,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOpts,
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out.slice(-4000)}`)),
    );
  });
}

/** PostgreSQL's server binaries (Debian's /usr/lib/postgresql/N/bin, or on PATH), or undefined. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return undefined;
}
