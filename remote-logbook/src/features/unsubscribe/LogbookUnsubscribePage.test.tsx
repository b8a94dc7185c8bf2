import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  connectReferenceApi,
  failWithStatus,
  holdRequests,
  renderPage,
} from '../../../../shared/src/testing';
import { pages } from '../../routes';
import { welcomeLinks } from '../../testing/welcome-links';

const api = connectReferenceApi();

const open = (url: string) =>
  renderPage({ pages, page: 'Unsubscribe', path: '/logbook/unsubscribe', url, product: 'logbook' });

describe('/logbook/unsubscribe', () => {
  it('turns logbook e-mails off from the mail link (spinner first) and confirms it', async () => {
    const links = await welcomeLinks(api);
    await api.call('PUT', '/logbook/v1/user', { body: { email_me: 1 }, token: links.token });
    const release = holdRequests('/logbook/v1/user/email/unsubscribe');
    const page = open(links.unsubscribe);
    expect(await screen.findByRole('status', { name: 'One moment…' })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText('You will no longer receive Logbook e-mails.')).toBeTruthy();
    const user = (await api.call('GET', '/logbook/v1/user', { token: links.token })).body.data;
    expect(user.email_me).toBe(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to home' }));
    expect(page.location()).toBe('/logbook');
  });

  it('shows its own error screen when the API fails (spec §8)', async () => {
    const links = await welcomeLinks(api);
    failWithStatus('/logbook/v1/user/email/unsubscribe', 500, { message: 'Server error.' });
    const page = open(links.unsubscribe);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' }),
    ).toBeTruthy();
    expect(screen.getByText('The link may have expired. Please try again from a newer e-mail.')).toBeTruthy();
    expect(page.location()).toBe(links.unsubscribe);
  });

  it('says "Unable to authenticate." and shows the unauthorized page without a token (spec §2)', async () => {
    const page = open('/logbook/unsubscribe');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(page.location()).toBe('/unauthorized');
  });

  it('shows the unauthorized page for a token the API refuses', async () => {
    const page = open('/logbook/unsubscribe?tempToken=forged');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    await waitFor(() => expect(page.location()).toMatch(/^\/unauthorized/));
    expect(screen.queryByText('You are unsubscribed')).toBeNull();
  });
});
