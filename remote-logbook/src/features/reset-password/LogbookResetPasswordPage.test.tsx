import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  connectReferenceApi,
  failNetwork,
  holdRequests,
  linkIn,
  renderPage,
} from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

/** An account and the reset link the logbook API mailed it (what the forgot-password page asks for). */
async function resetLink(): Promise<{ account: Account; url: string }> {
  const account = await api.register();
  const captcha = await api.solveCaptcha('/logbook/v2/auth/captcha');
  await api.call('POST', '/logbook/v2/auth/resetpassword', {
    body: { email: account.email, 'g-recaptcha-response': captcha },
  });
  const mail = await api.mail(account.email, /Reset your CrewRoster Logbook password/);
  return { account, url: linkIn(mail, '/logbook/reset-password') };
}

function open(url: string) {
  const user = userEvent.setup({ delay: null });
  const page = renderPage({
    pages,
    page: 'ResetPassword',
    path: '/logbook/reset-password',
    url,
    product: 'logbook',
  });
  return { user, page };
}

const form = () => screen.findByRole('heading', { level: 1, name: 'Change password' });

describe('/logbook/reset-password', () => {
  it('checks the link (spinner), changes the password, then signs in again with the new one', async () => {
    const { account, url } = await resetLink();
    const release = holdRequests('/auth/v1/password/reset/check');
    const { user, page } = open(url);
    expect(await screen.findByRole('status', { name: 'One moment…' })).toBeTruthy();
    release();
    await form();
    expect(screen.getByText(`Choose a new password for ${account.email}.`)).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'Logbook123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Logbook123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password has been changed successfully!' }),
    ).toBeTruthy();
    expect(screen.getByText('Sign in with your new password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page.location()).toBe('/logbook/sign-in'));
    expect((await api.signIn({ ...account, password: 'Logbook123' }, 'logbook')).access_token).toBeTruthy();
  });

  it('validates the new password and its confirmation (spec §5)', async () => {
    const { url } = await resetLink();
    const { user } = open(url);
    await form();
    const submit = () => user.click(screen.getByRole('button', { name: 'Change password' }));
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');

    await submit();
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Password confirmation is required.')).toBeTruthy();

    await user.type(password, 'lowercase1');
    await submit();
    expect(
      await screen.findByText('Use at least one uppercase and lowercase character, and one digit.'),
    ).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Short1');
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Logbook123');
    await user.type(confirmation, 'Logbook124');
    await submit();
    expect(await screen.findByText('Password does not match.')).toBeTruthy();
    expect(screen.queryByText('Password has been changed successfully!')).toBeNull();
  });

  it('sends a spent link to the unauthorized page before anything is typed', async () => {
    const { account, url } = await resetLink();
    const token = new URL(url, 'http://app.test').searchParams.get('tempToken');
    const change = {
      email: account.email,
      new_password: 'Logbook123',
      new_password_confirmation: 'Logbook123',
    };
    expect(
      (await api.call('POST', '/auth/v1/password/reset', { body: change, token: token ?? '' })).status,
    ).toBe(200);
    const { page } = open(url);
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(page.location()).toBe('/unauthorized');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says "Unable to authenticate." without a token (spec §4 temp-token entry)', async () => {
    const { page } = open('/logbook/reset-password?email=crew%40crewmail.test');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(page.location()).toBe('/unauthorized');
  });

  it('falls back to the unauthorized page when the link cannot be checked (spec §8)', async () => {
    const { url } = await resetLink();
    failNetwork('/auth/v1/password/reset/check');
    const { page } = open(url);
    await waitFor(() => expect(page.location()).toBe('/unauthorized'));
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
