/** The one exposed surface of remote-logbook: its pages by id (the shell's route table decides paths and access). */
import type { RemoteRoutesModule } from '@crewroster/shared/federation';
import { lazy } from 'react';
import './i18n';

export const pages: RemoteRoutesModule['pages'] = {
  SignIn: lazy(() => import('./features/sign-in/LogbookSignInPage')),
  Home: lazy(() => import('./features/home/LogbookHomePage')),
  ForgotPassword: lazy(() => import('./features/forgot-password/LogbookForgotPasswordPage')),
  ResetPassword: lazy(() => import('./features/reset-password/LogbookResetPasswordPage')),
  VerifyEmail: lazy(() => import('./features/verify-email/LogbookVerifyEmailPage')),
  Unsubscribe: lazy(() => import('./features/unsubscribe/LogbookUnsubscribePage')),
};
