import { type RefObject, useEffect, useState } from 'react';

/** Further than this below the fold, heavy content waits until it is scrolled closer. */
const NEAR = '200px';

/**
 * True once the element has come within `NEAR` of the viewport and the main thread is then idle (an idle callback,
 * at most a second later): the moment to start work the first paint does not need. Stays true afterwards.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setNear(true), { timeout: 1000 })
          : window.setTimeout(() => setNear(true), 0);
    };
    if (typeof IntersectionObserver === 'undefined') {
      whenIdle();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        whenIdle();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [ref, near]);
  return near;
}
