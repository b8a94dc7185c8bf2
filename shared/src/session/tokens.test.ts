import { beforeEach, describe, expect, it } from 'vitest';
import { enterWithTempToken } from './temp-token';
import { clearTokens, hasSession, readTokens, storageKey, writeTokens } from './tokens';

const tokens = { access_token: 'a', refresh_token: 'r', expired_at_ts: 2_000_000_000 };

beforeEach(() => localStorage.clear());

describe('token storage', () => {
  it('stores one set per product with the product marker', () => {
    writeTokens('main', tokens);
    expect(JSON.parse(localStorage.getItem('crewroster.session.main') ?? 'null')).toEqual({
      ...tokens,
      product: 'main',
    });
    expect(readTokens('main')).toEqual({ ...tokens, product: 'main' });
    expect(readTokens('logbook')).toBeNull();
    clearTokens('main');
    expect(readTokens('main')).toBeNull();
  });

  it('has a session only when both access and refresh tokens exist', () => {
    expect(hasSession('main')).toBe(false);
    writeTokens('main', { ...tokens, refresh_token: '' });
    expect(hasSession('main')).toBe(false);
    writeTokens('main', { ...tokens, access_token: '' });
    expect(hasSession('main')).toBe(false);
    writeTokens('main', tokens);
    expect(hasSession('main')).toBe(true);
    expect(hasSession('logbook')).toBe(false);
  });

  it('ignores a set stored under the wrong product marker or garbage', () => {
    localStorage.setItem(storageKey('logbook'), JSON.stringify({ ...tokens, product: 'main' }));
    expect(readTokens('logbook')).toBeNull();
    localStorage.setItem(storageKey('main'), '{not json');
    expect(readTokens('main')).toBeNull();
  });
});

describe('enterWithTempToken', () => {
  it('replaces the stored access token when the product has no session', () => {
    writeTokens('logbook', { access_token: '', refresh_token: 'r', expired_at_ts: 1 });
    expect(enterWithTempToken('logbook', 'temp-1')).toEqual({ ok: true });
    expect(readTokens('logbook')).toMatchObject({
      access_token: 'temp-1',
      refresh_token: '',
      expired_at_ts: 0,
    });
    // A temp token never counts as a signed-in user.
    expect(hasSession('logbook')).toBe(false);
  });

  it('is skipped when that product already has a session', () => {
    writeTokens('main', tokens);
    expect(enterWithTempToken('main', 'temp-1')).toEqual({ ok: true });
    expect(readTokens('main')).toEqual({ ...tokens, product: 'main' });
  });

  it('only looks at the session of the given product', () => {
    writeTokens('main', tokens);
    expect(enterWithTempToken('logbook', 'temp-2')).toEqual({ ok: true });
    expect(readTokens('logbook')?.access_token).toBe('temp-2');
  });

  it('fails with "Unable to authenticate." without a token', () => {
    expect(enterWithTempToken('main', null)).toEqual({ ok: false, message: 'Unable to authenticate.' });
    expect(enterWithTempToken('main', '')).toEqual({ ok: false, message: 'Unable to authenticate.' });
    expect(readTokens('main')).toBeNull();
  });
});
