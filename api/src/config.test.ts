import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig, REPO_ROOT } from './config.ts';

const PROD_SECRET = 'k3y-0f-at-least-32-bytes-for-prod-use';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.consumerKeys).toEqual({ main: 'crewroster-web-main', logbook: 'crewroster-web-logbook' });
    expect(c.accessTokenTtlSeconds).toBe(900);
    expect(c.devEndpoints).toBe(false);
    expect(c.host).toBe('0.0.0.0');
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
      JWT_SECRET: PROD_SECRET,
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

  it('refuses a production start without a real secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(
      /development secret/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/32 bytes/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: PROD_SECRET, ALTCHA_HMAC_KEY: 'weak' }),
    ).toThrow(/ALTCHA_HMAC_KEY must be at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: PROD_SECRET }).jwtSecret).toBe(PROD_SECRET);
  });

  it('mounts /dev only when asked, never in production, and then on loopback only', () => {
    expect(loadConfig({ DEV_ENDPOINTS: 'true' })).toMatchObject({ devEndpoints: true, host: '127.0.0.1' });
    expect(loadConfig({ DEV_ENDPOINTS: '1', HOST: '::1' }).host).toBe('::1');
    expect(() => loadConfig({ DEV_ENDPOINTS: 'true', HOST: '0.0.0.0' })).toThrow(/loopback only/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: PROD_SECRET, DEV_ENDPOINTS: 'true' }),
    ).toThrow(/DEV_ENDPOINTS cannot be enabled/);
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ devEndpoints: false, host: '0.0.0.0' });
  });

  it('lets roster addresses reach private networks only when asked, never in production', () => {
    expect(loadConfig({}).roster.subscription).toEqual({ intervalHours: 6, batch: 50, allowPrivate: false });
    expect(loadConfig({ ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: 'true' }).roster.subscription.allowPrivate).toBe(
      true,
    );
    expect(
      loadConfig({ ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: '127.0.0.1, ::1' }).roster.subscription.allowPrivate,
    ).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: 'localhost' })).toThrow(/true or false/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: PROD_SECRET,
        ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: 'true',
      }),
    ).toThrow(/ROSTER_SUBSCRIPTION_ALLOW_PRIVATE cannot be enabled/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: PROD_SECRET,
        ROSTER_SUBSCRIPTION_ALLOW_PRIVATE: '10.0.0.1',
      }),
    ).toThrow(/ROSTER_SUBSCRIPTION_ALLOW_PRIVATE cannot be enabled/);
    expect(() => loadConfig({ ROSTER_SUBSCRIPTION_INTERVAL_HOURS: '0' })).toThrow(/at least 1/);
  });
});
