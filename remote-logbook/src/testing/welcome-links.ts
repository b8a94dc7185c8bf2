/** The links of the logbook welcome mail, which the API sends on an account's first logbook use (spec §2). */
import { type Account, linkIn, type ReferenceApi } from '../../../shared/src/testing';

export async function welcomeLinks(api: ReferenceApi) {
  const account: Account = await api.register({ firstname: 'Chuck', lastname: 'Yeager' });
  const tokens = await api.signIn(account, 'logbook');
  await api.call('GET', '/logbook/v1/user', { token: tokens.access_token });
  const mail = await api.mail(account.email, /Logbook/);
  return {
    account,
    /** The account's logbook access token, to read what the pages changed. */
    token: tokens.access_token,
    verifyEmail: linkIn(mail, '/logbook/verify-email'),
    unsubscribe: linkIn(mail, '/logbook/unsubscribe'),
  };
}
