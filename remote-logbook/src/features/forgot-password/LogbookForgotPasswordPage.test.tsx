import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectReferenceApi, linkIn, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

async function open(url = '/logbook/forgot-password') {
  const user = userEvent.setup({ delay: null });
  const page = renderPage({
    pages,
    page: 'ForgotPassword',
    path: '/logbook/forgot-password',
    url,
    product: 'logbook',
  });
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
  return { user, page };
}

/**
 * The ALTCHA widget solves its challenge in a Web Worker, which happy-dom does not run. The test solves the API's
 * own challenge and hands the payload over the widget's `statechange` event, as the widget does when verified; the
 * API then checks it as it would a browser's.
 */
async function solveCaptcha() {
  // Once the widget is up (it loads with the page's first render), so its own first state does not come after.
  const checkbox = await screen.findByRole('checkbox', { name: "I'm not a robot" });
  const widget = checkbox.closest('altcha-widget');
  if (!widget) throw new Error('no captcha widget on the page');
  const payload = await api.solveCaptcha('/logbook/v2/auth/captcha');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

describe('/logbook/forgot-password', () => {
  it('pre-fills the e-mail, sends the logbook reset mail and says so', async () => {
    const account = await api.register();
    const { user } = await open(`/logbook/forgot-password?email=${encodeURIComponent(account.email)}`);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(account.email);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(
      screen.getByText(
        `If an account exists for ${account.email}, we have sent it a link to reset the password.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/logbook/sign-in',
    );
    const mail = await api.mail(account.email, /Reset your CrewRoster Logbook password/);
    expect(linkIn(mail, '/logbook/reset-password')).toContain('tempToken=');
  });

  it('needs the e-mail and the captcha (spec §5)', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText("Please verify you're not a robot.")).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'crew@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please provide a valid emailaddress.')).toBeTruthy();
  });

  it("shows the API's enterprise message and offers a fresh captcha (spec §5)", async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'pilot@klm.com');
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'It is not possible to reset the password for pilot@klm.com, since we have an enterprise agreement with your airline',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    // The solved captcha was spent: sending again asks for a new one.
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText("Please verify you're not a robot.")).toBeTruthy();
  });
});
