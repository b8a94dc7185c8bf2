import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API_DIR = path.resolve(import.meta.dirname, '..');

/** Starts `src/server.ts` as `pnpm start` would; a refused configuration exits before it opens anything. */
function start(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH, HOME, DATA_DIR: 'memory://', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server start', () => {
  it('refuses production without JWT_SECRET, with one clear line', () => {
    const r = start({ NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      'The API cannot start. Config: JWT_SECRET must be set when NODE_ENV=production (at least 32 random bytes).',
    );
  });

  it('refuses dev endpoints on a public address', () => {
    const r = start({ DEV_ENDPOINTS: 'true', HOST: '0.0.0.0' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('with DEV_ENDPOINTS the API listens on loopback only');
  });
});
