/** A signed-in main session for page tests, as the sign-in page leaves it: tokens stored, the user loaded. */
import { sessionStore } from '../session';
import type { Account, ReferenceApi } from './reference-api';

export async function signedInAccount(api: ReferenceApi, overrides?: Partial<Account>): Promise<Account> {
  const account = await api.register(overrides);
  await sessionStore.getState().signIn('main', await api.signIn(account, 'main'));
  return account;
}
