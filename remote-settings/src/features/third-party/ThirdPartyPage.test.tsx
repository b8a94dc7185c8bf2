import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  connectReferenceApi,
  failWithStatus,
  holdRequests,
  renderPage,
  signedInAccount,
} from '../../../../shared/src/testing';
import { pages } from '../../routes';

const api = connectReferenceApi();

const open = () => renderPage({ pages, page: 'Settings', path: '/*', url: '/settings/third-party' });

/** The demo partner the API registers outside production, authorised by the account on its consent page. */
async function authorisePartner(account: Account) {
  const res = await api.call('POST', '/auth/v1/thirdparty/login', {
    body: {
      email: account.email,
      password: account.password,
      consumer_key: 'demo-partner',
      redirect_uri: 'http://localhost:4200/callback',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    },
  });
  expect(res.status).toBe(200);
}

describe('/settings/third-party', () => {
  it('loads the apps (saying so first) and says when there are none', async () => {
    await signedInAccount(api);
    const release = holdRequests('/thirdparty/user/scopes');
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    release();
    expect(await screen.findByText('No third-party apps found.')).toBeTruthy();
  });

  it('removes an authorised app, and the list no longer has it', async () => {
    const account = await signedInAccount(api);
    await authorisePartner(account);
    open();
    const remove = await screen.findByRole('button', { name: 'Remove Demo Partner' });
    await userEvent.setup({ delay: null }).click(remove);
    expect(await screen.findByText('Access removed.')).toBeTruthy();
    expect(await screen.findByText('No third-party apps found.')).toBeTruthy();
  });

  it('says why when the list cannot load (spec §8)', async () => {
    await signedInAccount(api);
    failWithStatus('/thirdparty/user/scopes', 400, { message: 'The apps are unavailable.' });
    open();
    expect(await screen.findByText('The list of apps could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The apps are unavailable.')).toBeTruthy();
  });
});
