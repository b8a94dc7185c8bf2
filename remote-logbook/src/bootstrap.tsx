import { mountStandalone } from '@crewroster/shared/federation/standalone';
import { pages } from './routes';

void mountStandalone(pages, {
  SignIn: '/logbook/sign-in',
  Home: '/logbook',
  VerifyEmail: '/logbook/verify-email',
  Unsubscribe: '/logbook/unsubscribe',
});
