// @vitest-environment node
import { isHTTPError } from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../session/navigation';
import { ensureFreshAccessToken, SessionExpiredError } from '../session/refresh';
import { sessionStore } from '../session/store';
import { enterWithTempToken } from '../session/temp-token';
import { readTokens, storageKey, writeTokens } from '../session/tokens';
import { fetchMe, register, signIn } from './calls';
import { authorisedClient, setAccessTokenProvider } from './client';
import { errorMessage } from './errors';
import { makeMe, nowSeconds, startTestApi, type TestApi } from './testing/api-server';
import { installWindow, setNavigatorLocks } from './testing/dom';

let api: TestApi;
let dom: { close(): Promise<void> };
const navigate = vi.fn();

beforeAll(async () => {
  setAccessTokenProvider(ensureFreshAccessToken);
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
});

const aboutToExpire = () => ({
  access_token: 'old-access',
  refresh_token: 'old-refresh',
  expired_at_ts: nowSeconds() + 30,
});
const fresh = () => ({
  access_token: 'valid-access',
  refresh_token: 'valid-refresh',
  expired_at_ts: nowSeconds() + 3600,
});

function meRoute() {
  api.route('GET /main/v3/user/me', () => ({ json: { data: makeMe() } }));
}

describe('authorised calls: refresh', () => {
  it('sends the stored token without refreshing when it is not about to expire', async () => {
    writeTokens('main', fresh());
    meRoute();
    await fetchMe();
    expect(api.calls('POST /auth/v1/auth/refresh')).toHaveLength(0);
    expect(api.calls('GET /main/v3/user/me')[0]?.authorization).toBe('Bearer valid-access');
  });

  it('refreshes once for 10 concurrent calls with an about-to-expire token (single flight)', async () => {
    writeTokens('main', aboutToExpire());
    meRoute();
    api.route('POST /auth/v1/auth/refresh', () => ({
      delayMs: 50,
      json: {
        data: {
          access_token: 'new-access',
          refresh_token: 'new-refresh',
          expired_at_ts: nowSeconds() + 3600,
        },
      },
    }));

    const results = await Promise.all(Array.from({ length: 10 }, () => fetchMe()));

    expect(results).toHaveLength(10);
    for (const me of results) expect(me.user.pk).toBe(42);
    const refreshes = api.calls('POST /auth/v1/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(refreshes[0]?.authorization).toBeUndefined();
    const meCalls = api.calls('GET /main/v3/user/me');
    expect(meCalls).toHaveLength(10);
    for (const call of meCalls) expect(call.authorization).toBe('Bearer new-access');
    expect(readTokens('main')).toMatchObject({
      access_token: 'new-access',
      refresh_token: 'new-refresh',
      product: 'main',
    });
  });

  it('refreshes an already expired token too', async () => {
    writeTokens('main', { ...aboutToExpire(), expired_at_ts: nowSeconds() - 600 });
    meRoute();
    api.route('POST /auth/v1/auth/refresh', () => ({
      json: {
        data: {
          access_token: 'new-access',
          refresh_token: 'new-refresh',
          expired_at_ts: nowSeconds() + 3600,
        },
      },
    }));
    await fetchMe();
    expect(api.calls('POST /auth/v1/auth/refresh')).toHaveLength(1);
    expect(api.calls('GET /main/v3/user/me')[0]?.authorization).toBe('Bearer new-access');
  });

  it('re-reads storage inside the Web Lock and skips the refresh another tab already did', async () => {
    writeTokens('main', aboutToExpire());
    meRoute();
    api.route('POST /auth/v1/auth/refresh', () => ({ status: 500, json: { message: 'must not be called' } }));
    const lockNames: string[] = [];
    // Stand-in for navigator.locks: while "waiting" for the lock, the other tab refreshes.
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        lockNames.push(name);
        writeTokens('main', {
          access_token: 'other-tab-access',
          refresh_token: 'other-tab-refresh',
          expired_at_ts: nowSeconds() + 3600,
        });
        return callback();
      },
    };
    setNavigatorLocks(locks);
    try {
      await Promise.all([fetchMe(), fetchMe()]);
    } finally {
      setNavigatorLocks(null);
    }
    expect(lockNames).toEqual(['crewroster-refresh-main']);
    expect(api.calls('POST /auth/v1/auth/refresh')).toHaveLength(0);
    for (const call of api.calls('GET /main/v3/user/me'))
      expect(call.authorization).toBe('Bearer other-tab-access');
  });

  it('signs out on refresh failure: storage cleared, presence 0 attempted, main sign-in; the call rejects', async () => {
    writeTokens('main', aboutToExpire());
    writeTokens('logbook', fresh());
    sessionStore.setState({ status: 'authenticated', me: makeMe(42) });
    meRoute();
    api.route('POST /auth/v1/auth/refresh', () => ({
      status: 401,
      json: { message: 'Invalid refresh token.' },
    }));
    api.route('PUT /main/v2/user/status', () => ({ status: 401, json: { message: 'Expired.' } }));

    const results = await Promise.allSettled([fetchMe(), fetchMe(), fetchMe()]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(api.calls('POST /auth/v1/auth/refresh')).toHaveLength(1);
    expect(api.calls('GET /main/v3/user/me')).toHaveLength(0);
    expect(localStorage.getItem(storageKey('main'))).toBeNull();
    expect(readTokens('logbook')).not.toBeNull();
    const presence = api.calls('PUT /main/v2/user/status');
    expect(presence).toHaveLength(1);
    expect(presence[0]?.body).toEqual({ status: 0 });
    expect(presence[0]?.authorization).toBe('Bearer old-access');
    expect(navigate.mock.calls).toEqual([['/sign-in', { replace: true }]]);
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', me: null });
  });

  it('signs the logbook product out to /logbook/sign-in on its refresh failure, without presence', async () => {
    writeTokens('logbook', aboutToExpire());
    writeTokens('main', fresh());
    sessionStore.setState({
      status: 'authenticated',
      me: makeMe(42),
      logbook: { status: 'authenticated', user: null },
    });
    api.route('POST /auth/v1/auth/refresh', () => ({
      status: 401,
      json: { message: 'Invalid refresh token.' },
    }));

    await expect(authorisedClient('logbook', 'logbook').get('v1/user').json()).rejects.toBeInstanceOf(
      SessionExpiredError,
    );

    expect(localStorage.getItem(storageKey('logbook'))).toBeNull();
    expect(readTokens('main')).not.toBeNull();
    expect(api.calls('PUT /main/v2/user/status')).toHaveLength(0);
    expect(navigate.mock.calls).toEqual([['/logbook/sign-in', { replace: true }]]);
    expect(sessionStore.getState().logbook.status).toBe('anonymous');
    expect(sessionStore.getState().status).toBe('authenticated');
  });
});

describe('authorised calls: 401', () => {
  it('goes to /unauthorized keeping the origin page', async () => {
    window.history.replaceState(null, '', '/settings/profile?tab=1#top');
    writeTokens('main', fresh());
    api.route('GET /main/v3/user/me', () => ({ status: 401, json: { message: 'Unauthenticated.' } }));

    const error = await fetchMe().catch((e: unknown) => e);

    expect(isHTTPError(error)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe(
      `/unauthorized?from=${encodeURIComponent('/settings/profile?tab=1#top')}`,
    );
  });

  it('does not navigate again when already on /unauthorized', async () => {
    window.history.replaceState(null, '', '/unauthorized?from=%2Fhome');
    writeTokens('main', fresh());
    api.route('GET /main/v3/user/me', () => ({ status: 401, json: { message: 'Unauthenticated.' } }));
    await expect(fetchMe()).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('guest calls', () => {
  it('carry no Authorization header even with a stored session, add the consumer key, and do not redirect on 401', async () => {
    writeTokens('main', fresh());
    api.route('POST /auth/v1/auth', (req) =>
      (req.body as { password?: string }).password === 'right'
        ? { json: { data: fresh() } }
        : { status: 401, json: { message: 'These credentials do not match our records.' } },
    );

    await expect(signIn('main', { email: 'crew@example.com', password: 'right' })).resolves.toMatchObject({
      access_token: 'valid-access',
    });
    const error = await signIn('logbook', { email: 'crew@example.com', password: 'wrong' }).catch(
      (e: unknown) => e,
    );

    const calls = api.calls('POST /auth/v1/auth');
    expect(calls.map((c) => c.authorization)).toEqual([undefined, undefined]);
    expect(calls[0]?.body).toEqual({
      email: 'crew@example.com',
      password: 'right',
      consumer_key: 'main-consumer-key',
    });
    expect(calls[1]?.body).toMatchObject({ consumer_key: 'logbook-consumer-key' });
    expect(errorMessage(error)).toBe('These credentials do not match our records.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never retries a POST', async () => {
    api.route('POST /auth/v1/register', () => ({ status: 503, json: { message: 'Try later.' } }));
    const payload = {
      firstname: 'Ada',
      lastname: 'Pilot',
      email: 'ada@example.com',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      channel: 'WEB' as const,
      consumer_key: 'main-consumer-key',
    };
    const error = await register(payload).catch((e: unknown) => e);
    expect(api.calls('POST /auth/v1/register')).toHaveLength(1);
    expect(errorMessage(error)).toBe('Try later.');
  });
});

describe('errorMessage', () => {
  it('is undefined for non-JSON bodies and non-HTTP errors', async () => {
    writeTokens('main', fresh());
    api.route('GET /main/v3/user/me', () => ({ status: 404, text: 'plain failure' }));
    const error = await fetchMe().catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    expect(errorMessage(error)).toBeUndefined();
    expect(errorMessage(new Error('boom'))).toBeUndefined();
    expect(errorMessage(undefined)).toBeUndefined();
  });
});

describe('temp-token entry', () => {
  it('sends the temp token as is and never tries to refresh it', async () => {
    expect(enterWithTempToken('main', 'temp-123')).toEqual({ ok: true });
    meRoute();
    await fetchMe();
    expect(api.calls('POST /auth/v1/auth/refresh')).toHaveLength(0);
    expect(api.calls('GET /main/v3/user/me')[0]?.authorization).toBe('Bearer temp-123');
  });
});
