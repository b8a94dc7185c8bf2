/**
 * The Firebase adapter is tested at the SDK's module boundary: the Firebase emulator cannot run on these
 * machines (it needs Java 21 and a download), so 'firebase/app', 'firebase/auth' and 'firebase/database'
 * are replaced with recording fakes. What is checked is our side of the contract: lazy loading, the custom-
 * token sign-in with the stored access token, and the `UserStatus/{pk}` write.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RuntimeConfig, setConfig } from '../config';
import { localRemotes } from '../federation/apps.mjs';
import { writeTokens } from '../session/tokens';
import { getPresenceStore } from '.';

const sdk = vi.hoisted(() => {
  const auth = { currentUser: null as null | { uid: string } };
  return {
    auth,
    initializeApp: vi.fn((_options: unknown, name: string) => ({ name })),
    getApps: vi.fn((): { name: string }[] => []),
    getAuth: vi.fn(() => auth),
    signInWithCustomToken: vi.fn(async (_auth: unknown, _token: string) => {
      auth.currentUser = { uid: '42' };
    }),
    signOut: vi.fn(async () => {
      auth.currentUser = null;
    }),
    getDatabase: vi.fn(() => ({ db: true })),
    ref: vi.fn((_db: unknown, path: string) => ({ path })),
    set: vi.fn(async (_ref: unknown, _value: unknown) => {}),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
vi.mock('firebase/auth', () => ({
  getAuth: sdk.getAuth,
  signInWithCustomToken: sdk.signInWithCustomToken,
  signOut: sdk.signOut,
}));
vi.mock('firebase/database', () => ({ getDatabase: sdk.getDatabase, ref: sdk.ref, set: sdk.set }));

const firebase = {
  apiKey: 'key',
  databaseURL: 'https://crewroster-test.firebaseio.com',
  projectId: 'crewroster-test',
};

function config(withFirebase: boolean): RuntimeConfig {
  const family = { main: 'http://127.0.0.1:1/main', logbook: 'http://127.0.0.1:1/logbook' };
  return {
    remotes: localRemotes(),
    services: { auth: family, payment: family, main: family, logbook: family },
    consumerKeys: { main: 'm', logbook: 'l' },
    links: { appStore: '', playStore: '', subscriptionFaq: '', manageSubscription: '', contact: '' },
    ...(withFirebase ? { firebase } : {}),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.auth.currentUser = null;
  localStorage.clear();
  writeTokens('main', { access_token: 'main-access', refresh_token: 'r', expired_at_ts: 2_000_000_000 });
});

describe('Firebase presence', () => {
  it('signs in with the access token and writes UserStatus/{pk} = 1', async () => {
    setConfig(config(true));
    await getPresenceStore().setStatus(42, 1);
    expect(sdk.initializeApp).toHaveBeenCalledWith(firebase, expect.any(String));
    expect(sdk.signInWithCustomToken).toHaveBeenCalledWith(sdk.auth, 'main-access');
    expect(sdk.getDatabase).toHaveBeenCalledWith(expect.anything(), firebase.databaseURL);
    expect(sdk.set).toHaveBeenCalledWith({ path: 'UserStatus/42' }, 1);
    expect(sdk.signOut).not.toHaveBeenCalled();
  });

  it('writes 0 with the existing realtime session, then ends it', async () => {
    setConfig(config(true));
    const store = getPresenceStore();
    await store.setStatus(42, 1);
    sdk.signInWithCustomToken.mockClear();
    await store.setStatus(42, 0);
    expect(sdk.signInWithCustomToken).not.toHaveBeenCalled();
    expect(sdk.set).toHaveBeenLastCalledWith({ path: 'UserStatus/42' }, 0);
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });

  it('signs in first for the offline write when there is no realtime session (e.g. after a reload)', async () => {
    setConfig(config(true));
    await getPresenceStore().setStatus(7, 0);
    expect(sdk.signInWithCustomToken).toHaveBeenCalledWith(sdk.auth, 'main-access');
    expect(sdk.set).toHaveBeenCalledWith({ path: 'UserStatus/7' }, 0);
  });

  it('rejects (for the caller to log) when the realtime sign-in fails', async () => {
    setConfig(config(true));
    sdk.signInWithCustomToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    await expect(getPresenceStore().setStatus(42, 1)).rejects.toThrow('auth/invalid-custom-token');
    expect(sdk.set).not.toHaveBeenCalled();
  });

  it('is not chosen without firebase config, and the SDK is never loaded then', async () => {
    setConfig(config(false));
    localStorage.clear();
    // The API adapter's own error (no token to send) shows which adapter was chosen, without any network.
    await expect(getPresenceStore().setStatus(42, 1)).rejects.toThrow(
      'No access token to set the user status',
    );
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.set).not.toHaveBeenCalled();
  });
});

describe('bundle hygiene', () => {
  it('no module of session, api or presence imports firebase statically', () => {
    const root = join(import.meta.dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    for (const dir of ['session', 'api', 'presence']) walk(join(root, dir));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/(^|\n)\s*import\s[^(]*from\s+['"]firebase\//);
    }
  });
});
