import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The database directory is in use by another process (pid ${pid}, lock file ${lockPath}). ` +
        'Stop that process, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes on one directory corrupt it.
 * Takes `<dataDir>.lock` holding our pid; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(lockPath, pid);
    }
    // Stale (dead pid, garbage, or our own pid from a previous life): take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock file ${lockPath}.`);
}
