/**
 * Why HTTP tests run in the node environment: happy-dom 21's fetch `Response.clone()` returns an empty body
 * (and throws "Controller is already closed" afterwards), and ky clones every response when `afterResponse`
 * hooks exist. Real browsers and Node's fetch do not have this bug. So those test files use
 * `@vitest-environment node` (native fetch) and borrow a happy-dom Window only for location, history and
 * localStorage, which is all the session code touches.
 */
import { Window } from 'happy-dom';

export function installWindow(url = 'http://localhost:3000/home'): { close(): Promise<void> } {
  const win = new Window({ url });
  Object.assign(globalThis, { window: win, localStorage: win.localStorage, history: win.history });
  return { close: () => win.happyDOM.close() };
}

/** Installs (or removes, with null) a stand-in for `navigator.locks`; Node 20 has no `navigator`. */
export function setNavigatorLocks(locks: unknown): void {
  Object.defineProperty(globalThis, 'navigator', {
    value: locks === null ? undefined : { locks },
    configurable: true,
    writable: true,
  });
}
