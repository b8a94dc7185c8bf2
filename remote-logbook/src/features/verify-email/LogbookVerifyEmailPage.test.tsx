import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectReferenceApi, failNetwork, holdRequests, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';
import { welcomeLinks } from '../../testing/welcome-links';

const api = connectReferenceApi();

const open = (url: string) =>
  renderPage({ pages, page: 'VerifyEmail', path: '/logbook/verify-email', url, product: 'logbook' });

describe('/logbook/verify-email', () => {
  it('verifies the address from the mail (spinner first), turns logbook e-mails on, and goes home', async () => {
    const links = await welcomeLinks(api);
    const release = holdRequests('/auth/v1/email/verification/verify');
    const page = open(links.verifyEmail);
    expect(await screen.findByRole('status', { name: 'One moment…' })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(
      screen.getByText('Your e-mail address is verified and your Logbook account is activated.'),
    ).toBeTruthy();
    const user = (await api.call('GET', '/logbook/v1/user', { token: links.token })).body.data;
    expect(user.email_me).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to home' }));
    expect(page.location()).toBe('/logbook');
  });

  it('says "Unable to authenticate." and shows the unauthorized page without a token (spec §2)', async () => {
    const page = open('/logbook/verify-email?email=crew%40crewmail.test');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(page.location()).toBe('/unauthorized');
  });

  it('shows the unauthorized page for a token the API refuses', async () => {
    const page = open('/logbook/verify-email?email=crew%40crewmail.test&tempToken=forged');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    await waitFor(() => expect(page.location()).toMatch(/^\/unauthorized/));
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  it('falls back to the unauthorized page when the network is down (spec §8)', async () => {
    const links = await welcomeLinks(api);
    failNetwork('/auth/v1/email/verification/verify');
    const page = open(links.verifyEmail);
    await waitFor(() => expect(page.location()).toBe('/unauthorized'));
    expect(screen.queryByText('Thank you!')).toBeNull();
  });
});
