import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectReferenceApi, failWithStatus, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';
import { welcomeLinks } from '../../testing/welcome-links';

const api = connectReferenceApi();

const open = (url: string) => renderPage({ pages, page: 'Unsubscribe', path: '/unsubscribe', url });

describe('/unsubscribe', () => {
  it('unsubscribes from the welcome mail link and confirms it', async () => {
    const links = await welcomeLinks(api);
    open(links.unsubscribe);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed.' }),
    ).toBeTruthy();
    expect(screen.getByText('You will no longer receive e-mails from us.')).toBeTruthy();
  });

  it("shows its own error screen with the API's message when unsubscribing fails (spec §8)", async () => {
    const links = await welcomeLinks(api);
    failWithStatus('/v3/user/email/unsubscribe', 422, { message: 'Too many attempts.' });
    open(links.unsubscribe);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you.' }),
    ).toBeTruthy();
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
  });

  it('says "Unable to authenticate." without a token', async () => {
    open('/unsubscribe');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'We could not unsubscribe you.' })).toBeTruthy();
  });
});
