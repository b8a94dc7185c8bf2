/**
 * Toasts (spec §4, §8): success or error, 4 seconds. Errors show the error body's message, otherwise
 * "Something went wrong." titled "Oops..."; success defaults to "Success".
 * The toaster (`toast-view.tsx`) is loaded with the first toast, not with the page (issue 9: `/sign-in` budget).
 */
import { i18n, loadMessages, translateMessage } from '@crewroster/shared/i18n';
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

/**
 * Shows a toast once the toaster is on the page (or after a second without one, e.g. outside UiProvider). A
 * catalogue message (e.g. "Unable to authenticate.") shows in the user's language, once its translation is there.
 */
function show(options: {
  type: 'success' | 'error';
  title?: string;
  message: string | undefined;
  fallback: string;
}) {
  const { message, fallback, ...toast } = options;
  void Promise.all([loadView(), loadMessages()]).then(async ([v]) => {
    await Promise.race([mounted, new Promise((r) => setTimeout(r, 1000))]);
    const description = message ? translateMessage(message) : i18n.t(fallback, { ns: 'common' });
    v.toaster.create({ ...toast, description, duration: TOAST_DURATION_MS });
  });
}

export const notify = {
  success(message?: string) {
    show({ type: 'success', message, fallback: 'toast.successDefault' });
  },
  /** `message` is the error body's message when there is one (see errorMessage in @crewroster/shared/api). */
  error(message?: string) {
    show({
      type: 'error',
      title: i18n.t('toast.errorTitle', { ns: 'common' }),
      message,
      fallback: 'toast.errorDefault',
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
