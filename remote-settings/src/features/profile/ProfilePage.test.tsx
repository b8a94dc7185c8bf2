import { sessionStore } from '@crewroster/shared/session';
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

const api = connectReferenceApi();

/** A signed-in account whose crew details are complete, as the profile page normally finds it. */
async function open() {
  const account = await api.register({ firstname: 'Amelia', lastname: 'Earhart' });
  const tokens = await api.signIn(account, 'main');
  const airlines = await api.call('GET', '/main/v2/airline?header=lufthansa&page=1');
  const details = { jobtype: 'PIC', homeairline: airlines.body.data[0].pk, base: 'FRA' };
  await api.call('PUT', '/main/v2/user', { body: details, token: tokens.access_token });
  await sessionStore.getState().signIn('main', tokens);
  const user = userEvent.setup({ delay: null });
  renderPage({ pages, page: 'Settings', path: '/*', url: '/settings/profile' });
  await screen.findByRole('heading', { name: 'Profile' });
  return { user, account };
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('/settings/profile', () => {
  it('shows the saved profile and saves a change, which the session (and so the header) shows', async () => {
    const { user } = await open();
    expect(field('First name').value).toBe('Amelia');
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Bessie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sessionStore.getState().me?.user.firstname).toBe('Bessie');
  });

  it('validates before sending: a required name, and the current password for a new e-mail (spec §5)', async () => {
    const { user, account } = await open();
    await user.clear(field('First name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), `new.${account.email}`);
    expect(screen.getByLabelText(/Current password/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(sessionStore.getState().me?.user).toMatchObject({ firstname: 'Amelia', email: account.email });
  });

  it('searches airlines while typing (saying so) and shows more on request', async () => {
    const { user } = await open();
    const release = holdRequests('/v2/airline');
    await user.type(screen.getByRole('searchbox', { name: 'Search airlines' }), 'air');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    release();
    const shown = await screen.findByText(/^Matches shown: 10 of \d+\.$/);
    const total = Number(shown.textContent?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Show more airlines' }));
    const more = Math.min(20, total);
    expect(await screen.findByText(`Matches shown: ${more} of ${total}.`)).toBeTruthy();
    const airline = screen.getByRole('combobox', { name: /^Airline/ }) as HTMLSelectElement;
    // The saved airline stays first; with the last page the button goes and the keyboard is in the list.
    expect(airline.options.length).toBeGreaterThanOrEqual(more);
    if (more === total) await waitFor(() => expect(document.activeElement).toBe(airline));
  });

  it('says why when the search fails (spec §8) and shows no matches', async () => {
    failWithStatus('/v2/airport', 400, { message: 'The airport list is unavailable.' });
    const { user } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Search airports' }), 'FRA');
    expect(await screen.findByText('The airport list is unavailable.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByText(/^Matches shown/)).toBeNull();
  });
});
