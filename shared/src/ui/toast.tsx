/**
 * Toasts (spec §4, §8): success or error, 4 seconds. Errors show the error body's message, otherwise
 * "Something went wrong." titled "Oops..."; success defaults to "Success".
 * The toaster (`toast-view.tsx`) is loaded with the first toast, not with the page (issue 9: `/sign-in` budget).
 */
import { i18n } from '@crewroster/shared/i18n';
import { lazy, Suspense, useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 4000;

type View = typeof import('./toast-view');
let view: Promise<View> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadView(): Promise<View> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  view ??= import('./toast-view');
  return view;
}

/** Shows a toast once the toaster is on the page (or after a second without one, e.g. outside UiProvider). */
function show(options: { type: 'success' | 'error'; title?: string; description: string }) {
  void loadView().then(async (v) => {
    await Promise.race([mounted, new Promise((r) => setTimeout(r, 1000))]);
    v.toaster.create({ ...options, duration: TOAST_DURATION_MS });
  });
}

export const notify = {
  success(message?: string) {
    show({ type: 'success', description: message ?? i18n.t('toast.successDefault', { ns: 'common' }) });
  },
  /** `message` is the error body's message when there is one (see errorMessage in @crewroster/shared/api). */
  error(message?: string) {
    show({
      type: 'error',
      title: i18n.t('toast.errorTitle', { ns: 'common' }),
      description: message || i18n.t('toast.errorDefault', { ns: 'common' }),
    });
  },
};

const LazyToaster = lazy(() => loadView().then((v) => ({ default: v.ToasterView })));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered once by UiProvider; mounts the real toaster from the first toast on. */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markMounted} />
    </Suspense>
  );
}
