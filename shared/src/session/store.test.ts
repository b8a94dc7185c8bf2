// @vitest-environment node
// Node environment for real HTTP: see api/testing/dom.ts for why happy-dom's fetch is not used.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe, nowSeconds, startTestApi, type TestApi } from '../api/testing/api-server';
import { installWindow } from '../api/testing/dom';
import { setNavigator } from './navigation';
import { sessionStore } from './store';
import { readTokens, writeTokens } from './tokens';

let api: TestApi;
let dom: { close(): Promise<void> };
const navigate = vi.fn();
const tokens = () => ({
  access_token: 'access',
  refresh_token: 'refresh',
  expired_at_ts: nowSeconds() + 3600,
});
const logbookUser = {
  avatar_url: null,
  firstname: 'Ada',
  lastname: 'Pilot',
  email: 'ada@example.com',
  email_me: 1,
};

beforeAll(async () => {
  dom = installWindow();
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  await dom.close();
});

beforeEach(() => {
  api.reset();
  api.useConfig();
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/home');
  sessionStore.setState({ status: 'loading', me: null, logbook: { status: 'loading', user: null } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.route('PUT /main/v2/user/status', () => ({ json: {} }));
});

const presenceWrites = () => api.calls('PUT /main/v2/user/status').map((c) => c.body);

describe('bootstrap (main)', () => {
  it('is anonymous without tokens and calls nothing', async () => {
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(api.requests).toHaveLength(0);
  });

  it('is anonymous with an access token but no refresh token', async () => {
    writeTokens('main', { ...tokens(), refresh_token: '' });
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('fetches the user, becomes authenticated and sets presence online', async () => {
    writeTokens('main', tokens());
    api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe(7) } }));
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', me: { user: { pk: 7 } } });
    await vi.waitFor(() => expect(presenceWrites()).toEqual([{ status: 1 }]));
    // Tokens never enter the store state.
    expect(JSON.stringify(sessionStore.getState())).not.toContain('refresh');
  });

  it('signs out when the user fetch fails, without going to sign-in', async () => {
    writeTokens('main', tokens());
    api.route('GET /main/v3/user/me', () => ({ status: 404, json: { message: 'No such user.' } }));
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', me: null });
    expect(readTokens('main')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after a 401 only the /unauthorized navigation happens', async () => {
    window.history.replaceState(null, '', '/settings/display');
    writeTokens('main', tokens());
    api.route('GET /main/v3/user/me', () => ({ status: 401, json: { message: 'Unauthenticated.' } }));
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/unauthorized?from=%2Fsettings%2Fdisplay']);
  });
});

describe('bootstrapLogbook', () => {
  it('fetches the logbook user with the logbook tokens', async () => {
    writeTokens('logbook', { ...tokens(), access_token: 'logbook-access' });
    api.route('GET /logbook/v1/user', () => ({ json: { data: logbookUser } }));
    await sessionStore.getState().bootstrapLogbook();
    expect(sessionStore.getState().logbook).toEqual({ status: 'authenticated', user: logbookUser });
    expect(api.calls('GET /logbook/v1/user')[0]?.authorization).toBe('Bearer logbook-access');
    expect(sessionStore.getState().status).toBe('loading');
    expect(presenceWrites()).toEqual([]);
  });

  it('is anonymous without logbook tokens even when main is signed in', async () => {
    writeTokens('main', tokens());
    await sessionStore.getState().bootstrapLogbook();
    expect(sessionStore.getState().logbook.status).toBe('anonymous');
  });
});

describe('signIn / signOut / reloadUser', () => {
  it('signIn stores tokens, loads the user and sets presence online', async () => {
    api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe(9) } }));
    await sessionStore.getState().signIn('main', tokens());
    expect(readTokens('main')?.product).toBe('main');
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', me: { user: { pk: 9 } } });
    await vi.waitFor(() => expect(presenceWrites()).toEqual([{ status: 1 }]));
  });

  it('signIn stays signed in when presence fails (only logged)', async () => {
    api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe(9) } }));
    api.route('PUT /main/v2/user/status', () => ({ status: 500, json: { message: 'down' } }));
    await sessionStore.getState().signIn('main', tokens());
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('signIn rejects and clears storage when the user fetch fails', async () => {
    api.route('GET /main/v3/user/me', () => ({ status: 404, json: { message: 'No such user.' } }));
    await expect(sessionStore.getState().signIn('main', tokens())).rejects.toThrow();
    expect(readTokens('main')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('signOut sets presence offline, clears storage and goes to the product sign-in', async () => {
    writeTokens('main', tokens());
    writeTokens('logbook', tokens());
    sessionStore.setState({ status: 'authenticated', me: makeMe(5) });
    await sessionStore.getState().signOut('main', { redirect: true });
    expect(presenceWrites()).toEqual([{ status: 0 }]);
    expect(readTokens('main')).toBeNull();
    expect(readTokens('logbook')).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/sign-in', { replace: true });

    await sessionStore.getState().signOut('logbook', { redirect: true });
    expect(readTokens('logbook')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/logbook/sign-in', { replace: true });
    expect(presenceWrites()).toEqual([{ status: 0 }]);
  });

  it('signOut without redirect does not navigate', async () => {
    writeTokens('main', tokens());
    await sessionStore.getState().signOut('main');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('reloadUser replaces the user', async () => {
    writeTokens('main', tokens());
    sessionStore.setState({ status: 'authenticated', me: makeMe(1) });
    api.route('GET /main/v3/user/me', () => ({
      json: { data: { ...makeMe(1), jobtype: { value: 'FO', name: 'First Officer' } } },
    }));
    await sessionStore.getState().reloadUser();
    expect(sessionStore.getState().me?.jobtype?.value).toBe('FO');
  });
});

describe('offline (issue 15)', () => {
  // No server answers here: the device has no network.
  const unreachable = (name: string) => ({
    main: `http://127.0.0.1:9/${name}`,
    logbook: `http://127.0.0.1:9/${name}`,
  });
  const goOffline = (onLine: boolean) =>
    Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true, writable: true });
  afterEach(() => Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true }));

  it('keeps the session with the user of the last online visit; sign-out forgets that user', async () => {
    writeTokens('main', tokens());
    api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe(7) } }));
    await sessionStore.getState().bootstrap();

    sessionStore.setState({ status: 'loading', me: null });
    goOffline(false);
    const services = { auth: unreachable('auth'), payment: unreachable('payment') };
    api.useConfig({ services: { ...services, main: unreachable('main'), logbook: unreachable('logbook') } });
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', me: { user: { pk: 7 } } });
    expect(readTokens('main')).not.toBeNull();

    await sessionStore.getState().signOut('main');
    sessionStore.setState({ status: 'loading', me: null });
    writeTokens('main', tokens());
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', me: null });
  });

  it('an answer of the server that refuses the user still signs out, remembered user or not', async () => {
    writeTokens('main', tokens());
    api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe(7) } }));
    await sessionStore.getState().bootstrap();
    api.route('GET /main/v3/user/me', () => ({ status: 404, json: { message: 'No such user.' } }));
    await sessionStore.getState().bootstrap();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(readTokens('main')).toBeNull();
  });
});
