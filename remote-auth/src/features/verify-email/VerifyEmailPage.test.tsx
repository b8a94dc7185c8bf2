import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectReferenceApi, failNetwork, holdRequests, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';
import { welcomeLinks } from '../../testing/welcome-links';

const api = connectReferenceApi();

const open = (url: string) => renderPage({ pages, page: 'VerifyEmail', path: '/verify-email', url });

describe('/verify-email', () => {
  it('verifies the address from the welcome mail, with a spinner while it does', async () => {
    const links = await welcomeLinks(api);
    const release = holdRequests('/v1/email/verification/verify');
    open(links.verifyEmail);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Thank you for completing the activation of your account.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('says "Unable to authenticate." and shows the sign-in prompt without the link parameters (spec §8)', async () => {
    open('/verify-email');
    expect(await screen.findByText('Unable to authenticate.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Please Sign In to continue.' })).toBeTruthy();
  });

  it('says something went wrong and shows the sign-in prompt when the network is down (spec §8)', async () => {
    const links = await welcomeLinks(api);
    failNetwork('/v1/email/verification/verify');
    open(links.verifyEmail);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Please Sign In to continue.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull();
  });
});
