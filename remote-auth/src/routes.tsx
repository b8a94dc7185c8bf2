/** The one exposed surface of remote-auth: its pages by id (the shell's route table decides paths and access). */
import type { RemoteRoutesModule } from '@crewroster/shared/federation';
import { lazy } from 'react';
import './i18n';

export const pages: RemoteRoutesModule['pages'] = {
  SignIn: lazy(() => import('./features/sign-in/SignInPage')),
  SignUp: lazy(() => import('./features/sign-up/SignUpPage')),
  Unauthorized: lazy(() => import('./features/unauthorized/UnauthorizedPage')),
  DownloadApp: lazy(() => import('./features/download-app/DownloadAppPage')),
  CompleteProfile: lazy(() => import('./features/complete-profile/CompleteProfilePage')),
  ForgotPassword: lazy(() => import('./features/forgot-password/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('./features/reset-password/ResetPasswordPage')),
  VerifyEmail: lazy(() => import('./features/verify-email/VerifyEmailPage')),
  Unsubscribe: lazy(() => import('./features/unsubscribe/UnsubscribePage')),
  AmbassadorOptOut: lazy(() => import('./features/ambassador-opt-out/AmbassadorOptOutPage')),
};
