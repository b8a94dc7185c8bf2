/** Turns the route table's decision for the current path into a page, a redirect or a screen. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, useLocation } from '@crewroster/shared/router';
import { isProfileComplete } from '@crewroster/shared/schemas';
import { isNavigationPending, returnPathParam, useSession } from '@crewroster/shared/session';
import { ComponentBoundary } from '@crewroster/shared/ui';
import { lazy, Suspense } from 'react';
import { AuthLayout } from '../layout/AuthLayout';
import { NotFound } from '../pages/NotFound';
import { PageLoading, RemotePage } from '../remotes/RemotePage';
import { decide, type RouteEntry } from './route-table';

// The signed-in layout (header, menus) is not needed to sign in: load it when a signed-in page shows.
const AppLayout = lazy(() => import('../layout/AppLayout').then((m) => ({ default: m.AppLayout })));

function EntryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('shell');
  const page = <RemotePage remote={entry.remote} page={entry.page} name={entry.name} />;
  if (entry.layout === 'auth') return <AuthLayout product={entry.product}>{page}</AuthLayout>;
  return (
    <ComponentBoundary name={t('components.Layout')}>
      <Suspense fallback={<PageLoading />}>
        <AppLayout>{page}</AppLayout>
      </Suspense>
    </ComponentBoundary>
  );
}

export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  const status = useSession((s) => s.status);
  const me = useSession((s) => s.me);
  const logbookStatus = useSession((s) => s.logbook.status);
  const decision = decide(pathname, {
    status,
    accountType: me?.user.account_type ?? null,
    profileComplete: me ? isProfileComplete(me) : false,
    logbookStatus,
  });

  switch (decision.type) {
    case 'loading':
      return <PageLoading />;
    case 'page':
      return <EntryPage entry={decision.entry} />;
    case 'completeProfile':
      return <EntryPage entry={decision.entry} />;
    case 'notFound':
      return (
        <AuthLayout>
          <NotFound returnTo={decision.signInFirst ? `${pathname}${search}${hash}` : undefined} />
        </AuthLayout>
      );
    case 'redirect': {
      // A sign-out or a 401 is already taking the user somewhere: let that navigation land first.
      if (isNavigationPending()) return <PageLoading />;
      const origin = `${pathname}${search}${hash}`;
      const to = decision.keepOrigin
        ? `${decision.to}?${returnPathParam}=${encodeURIComponent(origin)}`
        : decision.to;
      return <Navigate to={to} replace />;
    }
  }
}
