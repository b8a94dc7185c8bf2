import { i18n } from '@crewroster/shared/i18n';
import { readTokens, sessionStore } from '@crewroster/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { connectReferenceApi, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

/** Signed in to the logbook the way its sign-in page does it (the shell shows /logbook only then). */
async function signedIn() {
  const account = await api.register({ firstname: 'Chuck', lastname: 'Yeager' });
  await sessionStore.getState().signIn('logbook', await api.signIn(account, 'logbook'));
  return account;
}

const open = () => renderPage({ pages, page: 'Home', path: '/logbook', product: 'logbook' });

afterEach(() => i18n.changeLanguage('en'));

describe('/logbook', () => {
  it('shows who is signed in and where to get the logbook app', async () => {
    const account = await signedIn();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Logbook' })).toBeTruthy();
    const who = screen.getByRole('region', { name: 'Signed in as' });
    expect(who.textContent).toContain('Chuck Yeager');
    expect(who.textContent).toContain(account.email);

    const app = screen.getByRole('region', { name: 'Get the Logbook app' });
    expect(app.textContent).toContain(
      'Your logbook lives in the CrewRoster Logbook app. Download it and sign in with this account.',
    );
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore.getAttribute('href')).toBe('https://apps.apple.com/app/crewroster');
    expect(appStore.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=app.crewroster',
    );
  });

  it('signs out of the logbook only and goes to the logbook sign-in', async () => {
    await signedIn();
    const page = open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(page.location()).toBe('/logbook/sign-in'));
    expect(readTokens('logbook')).toBeNull();
    expect(sessionStore.getState().logbook).toEqual({ status: 'anonymous', user: null });
  });

  it('speaks Spanish when the browser does', async () => {
    await signedIn();
    await i18n.changeLanguage('es');
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Descarga la app Logbook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});
