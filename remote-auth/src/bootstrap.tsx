import { mountStandalone } from '@crewroster/shared/federation/standalone';
import { pages } from './routes';

void mountStandalone(pages, {
  SignIn: '/sign-in',
  SignUp: '/sign-up',
  Unauthorized: '/unauthorized',
  DownloadApp: '/download-app',
  CompleteProfile: '/campaign/complete-profile',
});
