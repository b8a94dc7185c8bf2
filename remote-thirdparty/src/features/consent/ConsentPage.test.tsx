import { createHash, randomBytes } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectReferenceApi, failNetwork, holdRequests, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

// The demo consumers the API registers outside production (api/src/domain/thirdparty/registry.ts).
const PARTNER = 'demo-partner';
const REDIRECT = 'http://localhost:4200/callback';
const CREW_ACCESS = 'crew-access';

const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');

function consentUrl(params: Record<string, string>) {
  return `/thirdparty/login?${new URLSearchParams(params).toString()}`;
}
const partnerUrl = (extra: Record<string, string> = {}) =>
  consentUrl({
    consumer_key: PARTNER,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    state: 'st-1',
    ...extra,
  });

/**
 * Leaving for the partner is a cross-origin page load, which happy-dom would try to perform: the test records
 * where the page sends the browser instead.
 */
function watchLeaving() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

function open(url: string) {
  const user = userEvent.setup({ delay: null });
  const page = renderPage({ pages, page: 'Consent', path: '/thirdparty/login', url });
  return { user, page };
}

const ready = (consumer = 'Demo Partner') =>
  screen.findByRole('heading', { level: 1, name: `${consumer} wants to access your CrewRoster account` });

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in to authorize' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), password);
  return form;
}

describe('/thirdparty/login', () => {
  it('loads the app first, then shows its name, logo and the data it would receive', async () => {
    const release = holdRequests('/auth/v1/thirdparty/scopes');
    open(partnerUrl());
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    release();

    await ready();
    expect(screen.getByRole('img', { name: 'CrewRoster' })).toBeTruthy();
    expect(screen.getByText('Sign in to allow Demo Partner to receive the data listed below.')).toBeTruthy();
    const scopes = screen.getByRole('region', { name: 'Data shared' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your name and profile picture',
      'Your position, airline and homebase',
      'Your roster events (duties and flights)',
    ]);
    const form = screen.getByRole('form', { name: 'Sign in to authorize' });
    expect(within(form).getByRole('button', { name: 'Authorize' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('shows the logbook logo and a sign-up link that returns here for the crew-access service (spec §2)', async () => {
    const url = consentUrl({ consumer_key: CREW_ACCESS, code_challenge: challenge });
    open(url);
    await ready('Crew Access');
    expect(screen.getByRole('img', { name: 'CrewRoster Logbook' })).toBeTruthy();
    const scopes = screen.getByRole('region', { name: 'Data shared' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Your name and profile picture', 'Your e-mail address']);
    expect(screen.getByText(/No account yet\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/sign-up?from=${encodeURIComponent(url)}`,
    );
  });

  it('authorizes: signs in with the form and sends the browser to the redirect URI with a code and the state', async () => {
    const account = await api.register();
    const leave = watchLeaving();
    const { user } = open(partnerUrl());
    await ready();
    const form = await fillCredentials(user, account.email, account.password);
    await user.click(within(form).getByRole('button', { name: 'Authorize' }));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const target = new URL(String(leave.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBe('st-1');
  });

  it('accepts the standard OAuth parameter names', async () => {
    const account = await api.register();
    const leave = watchLeaving();
    const { user } = open(
      consentUrl({
        client_id: PARTNER,
        redirect_uri: REDIRECT,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'st-2',
        scope: 'profile',
      }),
    );
    await ready();
    const form = await fillCredentials(user, account.email, account.password);
    await user.click(within(form).getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(new URL(String(leave.mock.calls[0]?.[0])).searchParams.get('state')).toBe('st-2');
  });

  it('validates the sign-in before sending (spec §5)', async () => {
    const leave = watchLeaving();
    const { user } = open(partnerUrl());
    await ready();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();

    await fillCredentials(user, 'crew', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('Please provide a valid emailaddress.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });

  it("shows the API's message for wrong credentials and stays", async () => {
    const account = await api.register();
    const leave = watchLeaving();
    const { user } = open(partnerUrl());
    await ready();
    await fillCredentials(user, account.email, 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });

  it('denies: back to the redirect URI with status=FAIL and the state (spec §4)', async () => {
    const leave = watchLeaving();
    const { user } = open(partnerUrl());
    await ready();
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(leave).toHaveBeenCalledWith(`${REDIRECT}?status=FAIL&state=st-1`);
  });

  it('denies without a redirect URI: to sign-in (spec §4)', async () => {
    const leave = watchLeaving();
    const { user, page } = open(consentUrl({ consumer_key: PARTNER, code_challenge: challenge }));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(page.location()).toBe('/sign-in');
    expect(leave).not.toHaveBeenCalled();
  });

  describe('a request that cannot be shown never sends the browser anywhere', () => {
    const errorScreen = async (message: string) => {
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This authorization request cannot be shown' }),
      ).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/sign-in');
      expect(screen.queryByRole('form')).toBeNull();
    };

    it('an unknown app', async () => {
      open(consentUrl({ consumer_key: 'nope', redirect_uri: REDIRECT, code_challenge: challenge }));
      await errorScreen('Unknown third-party app.');
    });

    it('a redirect URI not registered for the app', async () => {
      open(partnerUrl({ redirect_uri: 'https://evil.test/callback' }));
      await errorScreen('The redirect URI is not registered for this app.');
    });

    it('a link without the app', async () => {
      open(consentUrl({ redirect_uri: REDIRECT, code_challenge: challenge }));
      await errorScreen('The link is incomplete: the app is missing.');
    });

    it('an authorization type we do not support', async () => {
      open(partnerUrl({ response_type: 'token' }));
      await errorScreen('This app asked for an authorization type we do not support.');
    });

    it('the network down', async () => {
      failNetwork('/auth/v1/thirdparty/scopes');
      open(partnerUrl());
      await errorScreen('The app could not be loaded. Please try again later.');
    });
  });
});
