import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

describe('PGlite data directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-lock-'));
  const dataDir = path.join(dir, 'pglite');
  const lockPath = `${dataDir}.lock`;
  afterEach(() => fs.rmSync(lockPath, { force: true }));

  it('writes our pid and removes the file on release', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    fs.writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another process/);
  });

  it('takes over a stale lock of a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(lockPath, `${dead.stdout.toString()}\n`);
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
