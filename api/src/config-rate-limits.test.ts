import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: rate limits and proxies', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.rateLimit).toEqual({
      signIn: { failuresPerAccount: 10, failuresPerIp: 50, windowSeconds: 900 },
      registerPerIp: 10,
      resetPerEmail: 5,
      resetPerIp: 20,
      profileDataPerDay: 3,
    });
    expect(c.trustedProxies).toBe(0);
  });

  it('reads overrides', () => {
    const c = loadConfig({
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '100',
      RATE_LIMIT_SIGNIN_WINDOW_SECONDS: '600',
      RATE_LIMIT_REGISTER_PER_IP: '30',
      RATE_LIMIT_RESET_PER_EMAIL: '3',
      RATE_LIMIT_RESET_PER_IP: '40',
      RATE_LIMIT_PROFILE_DATA_PER_DAY: '5',
      TRUSTED_PROXIES: '2',
    });
    expect(c.rateLimit).toEqual({
      signIn: { failuresPerAccount: 5, failuresPerIp: 100, windowSeconds: 600 },
      registerPerIp: 30,
      resetPerEmail: 3,
      resetPerIp: 40,
      profileDataPerDay: 5,
    });
    expect(c.trustedProxies).toBe(2);
  });

  it('refuses the former TRUST_PROXY flag and a hop count that is not a number', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY was replaced by TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '-1' })).toThrow(/TRUSTED_PROXIES/);
  });
});
