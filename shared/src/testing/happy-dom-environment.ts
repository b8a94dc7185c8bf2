/**
 * happy-dom with Node's own fetch family. Page tests call a real server, and happy-dom 21's fetch loses the body of a
 * cloned Response (see ../api/testing/dom.ts) while ky clones every response its hooks look at. So fetch, Request,
 * Response, Headers, FormData and AbortController/AbortSignal stay Node's; the DOM, window and events are happy-dom's.
 * Use it as `environment: '../shared/src/testing/happy-dom-environment.ts'` in a package's vitest.config.ts.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const NATIVE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal'];

const environment: Environment = {
  name: 'happy-dom-native-fetch',
  viteEnvironment: 'client',
  async setup(global, options) {
    const native = Object.fromEntries(NATIVE.map((key) => [key, global[key]]));
    const happyDom = await builtinEnvironments['happy-dom'].setup(global, options);
    // vitest installs happy-dom's globals as accessors whose setter records an override, restored on teardown.
    Object.assign(global, native);
    return happyDom;
  },
};

export default environment;
