import { describe, expect, it } from 'vitest';
import { decide, matchRoute, type RouteContext } from './route-table';

const anonymous: RouteContext = {
  status: 'anonymous',
  accountType: null,
  profileComplete: false,
  logbookStatus: 'anonymous',
};
const full: RouteContext = {
  status: 'authenticated',
  accountType: 'full',
  profileComplete: true,
  logbookStatus: 'anonymous',
};
const basic: RouteContext = { ...full, accountType: 'basic' };

const page = (path: string, ctx: RouteContext) => {
  const d = decide(path, ctx);
  return d.type === 'page' ? d.entry.page : d.type === 'redirect' ? `→ ${d.to}` : d.type;
};

describe('route table', () => {
  it('matches prefixes only where declared', () => {
    expect(matchRoute('/settings/calendar')?.page).toBe('Settings');
    expect(matchRoute('/home/upload/file')?.page).toBe('Home');
    expect(matchRoute('/sign-in/extra')).toBeUndefined();
    expect(matchRoute('/sign-in/')?.page).toBe('SignIn');
  });

  it('shows signed-out pages and a not-found screen for unknown paths when signed out', () => {
    expect(page('/sign-in', anonymous)).toBe('SignIn');
    expect(page('/sign-up', anonymous)).toBe('SignUp');
    expect(page('/forgot-password', anonymous)).toBe('ForgotPassword');
    expect(page('/no/such/page', anonymous)).toBe('notFound');
    expect(page('/', anonymous)).toBe('→ /sign-in');
  });

  it('shows a signed-out user not-found for a signed-in page, offering to sign in first (spec §2)', () => {
    expect(decide('/settings/profile', anonymous)).toEqual({ type: 'notFound', signInFirst: true });
    expect(decide('/home', anonymous)).toEqual({ type: 'notFound', signInFirst: true });
    expect(decide('/download-app', anonymous)).toEqual({ type: 'notFound', signInFirst: true });
    expect(decide('/no/such/page', anonymous)).toEqual({ type: 'notFound' });
  });

  it('shows shared pages signed in or out, even while the session loads', () => {
    for (const ctx of [anonymous, full, basic, { ...full, status: 'loading' as const }]) {
      expect(page('/unauthorized', ctx)).toBe('Unauthorized');
      expect(page('/thirdparty/login', ctx)).toBe('Consent');
      expect(page('/logbook/verify-email', ctx)).toBe('VerifyEmail');
    }
  });

  it('gives a full account home and settings, and redirects everything else home', () => {
    expect(page('/home', full)).toBe('Home');
    expect(page('/home/upload', full)).toBe('Home');
    expect(page('/settings/display', full)).toBe('Settings');
    expect(page('/sign-in', full)).toBe('→ /home');
    expect(page('/download-app', full)).toBe('→ /home');
    expect(page('/no/such/page', full)).toBe('→ /home');
  });

  it('gives other account types the download-app page and settings, and redirects everything else there', () => {
    expect(page('/download-app', basic)).toBe('DownloadApp');
    expect(page('/settings', basic)).toBe('Settings');
    expect(page('/home', basic)).toBe('→ /download-app');
    expect(page('/no/such/page', basic)).toBe('→ /download-app');
  });

  it('replaces the layout with complete-profile while the profile is incomplete, except on shared pages', () => {
    const incomplete = { ...full, profileComplete: false };
    expect(decide('/home', incomplete).type).toBe('completeProfile');
    expect(decide('/settings', incomplete).type).toBe('completeProfile');
    expect(page('/verify-email', incomplete)).toBe('VerifyEmail');
  });

  it('waits for the session before deciding a non-shared page', () => {
    expect(decide('/home', { ...anonymous, status: 'loading' }).type).toBe('loading');
  });

  it('governs logbook pages by the logbook session', () => {
    expect(page('/logbook/sign-in', full)).toBe('SignIn');
    expect(page('/logbook', full)).toBe('→ /logbook/sign-in');
    const withLogbook = { ...anonymous, logbookStatus: 'authenticated' as const };
    expect(page('/logbook', withLogbook)).toBe('Home');
    expect(page('/logbook/sign-in', withLogbook)).toBe('→ /logbook');
  });
});
