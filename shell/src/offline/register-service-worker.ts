/**
 * Registers the service worker (shell/sw/service-worker.ts) in production builds, once the page has loaded so it
 * never competes with the first paint. Development builds have none: webpack serves no sw.js there.
 */

/**
 * On the first visit the page loads its scripts (the remotes' too) before the worker is there to keep them. Every
 * file the page has loaded, or loads from now on (a chunk still in flight when the worker takes over), is handed to
 * the worker by address (Workbox's CACHE_URLS message): the worker's own routes decide what is kept, so the site
 * works offline after one visit. API addresses match no route and are never kept.
 */
function keepWhatThisPageLoads(worker: () => ServiceWorker | null | undefined): void {
  new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((url) => url.startsWith('http'));
    if (urls.length > 0) worker()?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
  }).observe({ type: 'resource', buffered: true });
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      if (!firstVisit) return;
      const ready = await navigator.serviceWorker.ready;
      keepWhatThisPageLoads(() => navigator.serviceWorker.controller ?? ready.active);
    } catch (error) {
      console.warn('The offline mode could not start.', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
