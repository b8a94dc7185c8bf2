import { sessionStore } from '@crewroster/shared/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  connectReferenceApi,
  failWithStatus,
  holdRequests,
  renderPage,
  signedInAccount,
} from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

async function open() {
  await signedInAccount(api);
  const user = userEvent.setup({ delay: null });
  const page = renderPage({ pages, page: 'CompleteProfile', path: '/campaign/complete-profile' });
  await screen.findByRole('heading', { level: 1, name: 'Complete your profile' });
  return { user, page };
}

const picker = (legend: string) => within(screen.getByRole('group', { name: legend }));

describe('/campaign/complete-profile', () => {
  it('searches while typing (saying so), then saves the profile and goes home', async () => {
    const { user, page } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Search positions' }), 'capt');
    await user.click(await picker('Position').findByRole('radio', { name: 'Captain' }));
    expect(picker('Position').getByText('Selected: Captain')).toBeTruthy();

    const release = holdRequests('/v2/airline');
    await user.type(screen.getByRole('searchbox', { name: 'Search airlines by name or code' }), 'lufthansa');
    expect(picker('Airline').getByRole('status').textContent).toBe('Searching…');
    release();
    await user.click(await picker('Airline').findByRole('radio', { name: 'Lufthansa · LH · DLH' }));
    await waitFor(() => expect(picker('Airline').queryByRole('status')).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Search airports by name or code' }), 'FRA');
    await user.click(await picker('Homebase').findByRole('radio', { name: /· FRA ·/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(page.location()).toBe('/home'));
    expect(sessionStore.getState().me).toMatchObject({
      jobtype: { value: 'PIC' },
      homeairline: { name: 'Lufthansa' },
      base: { IATA: 'FRA' },
    });
  });

  it('asks for position, airline and homebase, and checks the avatar, before sending (spec §5)', async () => {
    const { user, page } = await open();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Position is required.')).toBeTruthy();
    expect(screen.getByText('Airline is required.')).toBeTruthy();
    expect(screen.getByText('Homebase is required.')).toBeTruthy();

    const avatar = screen.getByLabelText('Avatar (optional)');
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(avatar, gif);
    expect(await screen.findByText('Only .jpg, .jpeg or .png image allowed.')).toBeTruthy();
    expect(page.location()).toBe('/campaign/complete-profile');
    expect(sessionStore.getState().me?.jobtype).toBeFalsy();
  });

  it('says why when a list cannot load, and the page stays usable (spec §8)', async () => {
    failWithStatus('/v2/airline', 400, { message: 'The airline list is unavailable.' });
    const { user } = await open();
    expect(await screen.findByText('The airline list is unavailable.')).toBeTruthy();
    expect(picker('Airline').queryAllByRole('radio')).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search positions' }), 'first');
    expect(await picker('Position').findByRole('radio', { name: 'First Officer' })).toBeTruthy();
  });
});
