import { readTokens, sessionStore } from '@crewroster/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectReferenceApi, failNetwork, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

async function open() {
  const user = userEvent.setup({ delay: null });
  const page = renderPage({ pages, page: 'SignIn', path: '/logbook/sign-in', product: 'logbook' });
  await screen.findByRole('heading', { level: 1, name: 'Sign in to Logbook' });
  return { user, page };
}

describe('/logbook/sign-in', () => {
  it('signs in with the logbook consumer key, beside no main session, and goes to the logbook home', async () => {
    const account = await api.register({ firstname: 'Chuck', lastname: 'Yeager' });
    const { user, page } = await open();
    expect(screen.getByText('Your pilot logbook, with the same account as CrewRoster.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(page.location()).toBe('/logbook'));
    expect(sessionStore.getState().logbook).toMatchObject({
      status: 'authenticated',
      user: { firstname: 'Chuck', lastname: 'Yeager', email: account.email },
    });
    expect(readTokens('logbook')?.access_token).toBeTruthy();
    expect(readTokens('main')).toBeNull();
  });

  it('validates before sending: required fields, then the e-mail format (spec §5)', async () => {
    const { user, page } = await open();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email')); // the first invalid field

    // Once submitted, each change is checked again.
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText('Please provide a valid emailaddress.')).toBeTruthy();
    expect(screen.queryByText('Email is required.')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'anything');
    expect(screen.queryByText('Password is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please provide a valid emailaddress.')).toBeTruthy();
    expect(screen.queryByText('Password is required.')).toBeNull();
    expect(page.location()).toBe('/logbook/sign-in');
  });

  it("shows the API's message for a wrong password and stays signed out", async () => {
    const account = await api.register();
    const { user, page } = await open();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByText('Oops...')).toBeTruthy();
    expect(page.location()).toBe('/logbook/sign-in');
    expect(readTokens('logbook')).toBeNull();
  });

  it('refuses an enterprise domain with the mobile-app hint (spec §5)', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'pilot@klm.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'We have an enterprise agreement with your airline. Please sign in with the ENTERPRISE option of the CrewRoster mobile app.',
      ),
    ).toBeTruthy();
  });

  it('says "Something went wrong." when the network is down', async () => {
    failNetwork('/auth/v1/auth');
    const { user, page } = await open();
    await user.type(screen.getByLabelText('Email'), 'crew@crewmail.test');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(page.location()).toBe('/logbook/sign-in');
  });

  it('passes the typed e-mail to the logbook forgot-password page', async () => {
    const { user, page } = await open();
    await user.type(screen.getByLabelText('Email'), 'crew@crewmail.test');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(page.location()).toBe('/logbook/forgot-password?email=crew%40crewmail.test');
  });
});
