import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.consumerKeys).toEqual({ main: 'crewroster-web-main', logbook: 'crewroster-web-logbook' });
    expect(c.accessTokenTtlSeconds).toBe(900);
    expect(c.devEndpoints).toBe(true);
    expect(c.jwtSecretIsDefault).toBe(true);
    expect(c.appOrigins).toContain('http://localhost:3005');
    expect(c.enterpriseDomains).toBeNull();
  });

  it('reads overrides and turns dev endpoints off in production', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      PORT: '5000',
      ENTERPRISE_DOMAINS: 'Acme.aero, b.com',
      DATA_DIR: 'tmp/db',
      JWT_SECRET: 's',
    });
    expect(c.port).toBe(5000);
    expect(c.devEndpoints).toBe(false);
    expect(c.enterpriseDomains).toEqual(['acme.aero', 'b.com']);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'tmp', 'db'));
    expect(c.jwtSecretIsDefault).toBe(false);
  });

  it('rejects invalid numbers and flags', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEV_ENDPOINTS: 'maybe' })).toThrow(/DEV_ENDPOINTS/);
  });
});
