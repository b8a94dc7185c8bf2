/** The links of the welcome mail the API sends on registering (spec §2), as the entry pages' tests open them. */
import { linkIn, type ReferenceApi } from '../../../shared/src/testing';

/** The verify, unsubscribe and ambassador opt-out links of the welcome mail an account gets on registering. */
export async function welcomeLinks(api: ReferenceApi) {
  const account = await api.register();
  const mail = await api.mail(account.email, /Welcome to CrewRoster:/);
  return {
    account,
    verifyEmail: linkIn(mail, '/verify-email'),
    unsubscribe: linkIn(mail, '/unsubscribe'),
    ambassadorOptOut: linkIn(mail, '/user/ambassador-opt-out'),
  };
}
