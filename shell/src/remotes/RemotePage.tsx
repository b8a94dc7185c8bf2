/**
 * Renders one page of a remote through the one boundary every remote goes through: Suspense while it loads,
 * "Failed loading {name}." with a red icon when it cannot, while the header and navigation keep working.
 */
import type { RemoteName } from '@crewroster/shared/config';
import type { PageComponent } from '@crewroster/shared/federation';
import { useTranslation } from '@crewroster/shared/i18n';
import { Center, ComponentBoundary, Spinner } from '@crewroster/shared/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRoutesWithRetry } from './registry';

const cache = new Map<string, ComponentType>();

function pageComponent(remote: RemoteName, page: string): ComponentType {
  const key = `${remote}/${page}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const { pages } = await loadRoutesWithRetry(remote);
        const Found = pages[page] as PageComponent | undefined;
        if (!Found) throw new Error(`Remote ${remote} has no page ${page}.`);
        // A remote's page is often lazy itself, and lazy() may not resolve to another lazy: wrap it.
        return { default: () => <Found /> };
      } catch (error) {
        cache.delete(key); // let a retry start afresh
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center minH="40vh" role="status" aria-label={t('loading')}>
      <Spinner size="lg" />
    </Center>
  );
}

export function RemotePage({ remote, page, name }: { remote: RemoteName; page: string; name: string }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(remote, page);
  return (
    <ComponentBoundary
      key={`${remote}/${page}/${attempt}`}
      name={t(`components.${name}`)}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ComponentBoundary>
  );
}
