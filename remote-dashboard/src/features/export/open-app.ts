/**
 * Opening an app through its link (logten://, crewalert://…). A browser says nothing when no app handles the
 * scheme, so the only sign that the app opened is the page losing sight or focus soon after: the app (or the
 * browser's "Open LogTen?" prompt) took over. No such sign within the wait means nothing opened.
 * The link opens in a new window, which Chromium closes once it has handed the link on: sending this page there
 * instead leaves it unable to download anything afterwards (seen headless), and the file is the fallback.
 */

/** A new window for the link (the browser closes it); this page only when pop-ups are blocked. */
const openLink = (link: string) => {
  if (!window.open(link, '_blank')) window.location.assign(link);
};

/** How long an app gets to take over before the page offers the file instead. */
export const APP_OPEN_WAIT_MS = 2000;

export interface OpenAppOptions {
  waitMs?: number;
  /** Stops waiting (the export was replaced or the page left); the answer is then `false`. */
  signal?: AbortSignal;
  /** How the browser is sent to the link (tests replace it). */
  navigate?: (link: string) => void;
}

/** Sends the browser to `link`; true when the page was hidden or lost focus within the wait (the app opened). */
export function openAppLink(
  link: string,
  { waitMs = APP_OPEN_WAIT_MS, signal, navigate = openLink }: OpenAppOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (opened: boolean) => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onLeave);
      window.removeEventListener('pagehide', onLeave);
      signal?.removeEventListener('abort', onAbort);
      resolve(opened);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') finish(true);
    };
    const onLeave = () => finish(true);
    const onAbort = () => finish(false);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onLeave);
    window.addEventListener('pagehide', onLeave);
    signal?.addEventListener('abort', onAbort);
    const timer = setTimeout(() => finish(false), waitMs);
    if (signal?.aborted) finish(false);
    else navigate(link);
  });
}
