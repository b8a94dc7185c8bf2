/**
 * Which page a path shows and who may see it (spec §2 "Signed-in pages"). Pure data + one pure decision
 * function, so every rule is unit-tested without a browser.
 */
import type { RemoteName } from '@crewroster/shared/config';

/**
 * - signedOut: only without a main session (sign-in, sign-up, forgot password).
 * - shared: signed in or out.
 * - full: a "full" account only (/home).
 * - other: any other account type only (/download-app).
 * - member: any signed-in account (settings).
 * - logbookSignedOut / logbookSignedIn: governed by the logbook session, which lives beside the main one.
 */
export type Access =
  | 'signedOut'
  | 'shared'
  | 'full'
  | 'other'
  | 'member'
  | 'logbookSignedOut'
  | 'logbookSignedIn';
export type Layout = 'auth' | 'app';

export interface RouteEntry {
  path: string;
  /** Also matches every path below `path`. */
  prefix?: boolean;
  remote: RemoteName;
  page: string;
  /** Component name for "Failed loading {name}." (an i18n key under `shell:components`). */
  name: string;
  access: Access;
  layout: Layout;
  product?: 'main' | 'logbook';
}

const auth = (path: string, page: string, access: Access, name = page): RouteEntry => ({
  path,
  remote: 'auth',
  page,
  name,
  access,
  layout: 'auth',
});
const logbook = (path: string, page: string, access: Access): RouteEntry => ({
  path,
  remote: 'logbook',
  page,
  name: `logbook${page}`,
  access,
  layout: 'auth',
  product: 'logbook',
});

export const ROUTES: readonly RouteEntry[] = [
  auth('/sign-in', 'SignIn', 'signedOut'),
  auth('/sign-up', 'SignUp', 'signedOut'),
  auth('/forgot-password', 'ForgotPassword', 'signedOut'),
  auth('/unauthorized', 'Unauthorized', 'shared'),
  auth('/reset-password', 'ResetPassword', 'shared'),
  auth('/verify-email', 'VerifyEmail', 'shared'),
  auth('/unsubscribe', 'Unsubscribe', 'shared'),
  auth('/campaign/complete-profile', 'CompleteProfile', 'shared'),
  auth('/user/ambassador-opt-out', 'AmbassadorOptOut', 'shared'),
  {
    path: '/download-app',
    remote: 'auth',
    page: 'DownloadApp',
    name: 'DownloadApp',
    access: 'other',
    layout: 'app',
  },
  {
    path: '/home',
    prefix: true,
    remote: 'dashboard',
    page: 'Home',
    name: 'Dashboard',
    access: 'full',
    layout: 'app',
  },
  {
    path: '/settings',
    prefix: true,
    remote: 'settings',
    page: 'Settings',
    name: 'Settings',
    access: 'member',
    layout: 'app',
  },
  {
    path: '/thirdparty/login',
    remote: 'thirdparty',
    page: 'Consent',
    name: 'Consent',
    access: 'shared',
    layout: 'auth',
  },
  logbook('/logbook', 'Home', 'logbookSignedIn'),
  logbook('/logbook/sign-in', 'SignIn', 'logbookSignedOut'),
  logbook('/logbook/forgot-password', 'ForgotPassword', 'logbookSignedOut'),
  logbook('/logbook/reset-password', 'ResetPassword', 'shared'),
  logbook('/logbook/verify-email', 'VerifyEmail', 'shared'),
  logbook('/logbook/unsubscribe', 'Unsubscribe', 'shared'),
];

export const COMPLETE_PROFILE: RouteEntry = auth('/campaign/complete-profile', 'CompleteProfile', 'shared');

export function matchRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === path || (r.prefix === true && path.startsWith(`${r.path}/`)));
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface RouteContext {
  status: SessionStatus;
  accountType: string | null;
  profileComplete: boolean;
  logbookStatus: SessionStatus;
}

export type Decision =
  | { type: 'loading' }
  | { type: 'page'; entry: RouteEntry }
  | { type: 'redirect'; to: string; keepOrigin?: boolean }
  /** `signInFirst`: the page exists for signed-in users; the screen offers to sign in and come back. */
  | { type: 'notFound'; signInFirst?: boolean }
  | { type: 'completeProfile'; entry: RouteEntry };

export const HOME = '/home';
export const DOWNLOAD_APP = '/download-app';
export const SIGN_IN = '/sign-in';
export const LOGBOOK_HOME = '/logbook';
export const LOGBOOK_SIGN_IN = '/logbook/sign-in';

/** Where a signed-in account belongs. */
export const landingFor = (accountType: string | null) => (accountType === 'full' ? HOME : DOWNLOAD_APP);

export function decide(pathname: string, ctx: RouteContext): Decision {
  const entry = matchRoute(pathname);

  if (entry?.access === 'shared') return { type: 'page', entry };

  if (entry?.access === 'logbookSignedOut' || entry?.access === 'logbookSignedIn') {
    if (ctx.logbookStatus === 'loading') return { type: 'loading' };
    const signedIn = ctx.logbookStatus === 'authenticated';
    if (entry.access === 'logbookSignedOut')
      return signedIn ? { type: 'redirect', to: LOGBOOK_HOME } : { type: 'page', entry };
    return signedIn ? { type: 'page', entry } : { type: 'redirect', to: LOGBOOK_SIGN_IN };
  }

  if (ctx.status === 'loading') return { type: 'loading' };

  if (ctx.status === 'anonymous') {
    if (entry?.access === 'signedOut') return { type: 'page', entry };
    if (pathname === '/') return { type: 'redirect', to: SIGN_IN };
    // Spec §2: signed out, anything else is not found. For a signed-in page the screen offers to sign in and
    // come back to it (a bookmarked /home is one click away).
    if (entry) return { type: 'notFound', signInFirst: true };
    return { type: 'notFound' };
  }

  if (!ctx.profileComplete) return { type: 'completeProfile', entry: COMPLETE_PROFILE };

  const full = ctx.accountType === 'full';
  if (entry?.access === 'member') return { type: 'page', entry };
  if (full && entry?.access === 'full') return { type: 'page', entry };
  if (!full && entry?.access === 'other') return { type: 'page', entry };
  return { type: 'redirect', to: landingFor(ctx.accountType) };
}
