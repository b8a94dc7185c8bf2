/**
 * Faults the reference API cannot be asked for: the network down, a server error, a slow answer. Only the page's
 * requests whose URL contains `urlPart` are hit; everything else reaches the API. Undone by `vi.restoreAllMocks()`
 * (the remotes' vitest configs set `restoreMocks`).
 */
import { vi } from 'vitest';

type FetchArgs = Parameters<typeof fetch>;

function intercept(urlPart: string, handle: (real: typeof fetch, ...args: FetchArgs) => Promise<Response>) {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.includes(urlPart) ? handle(real, input, init) : real(input, init);
  });
}

/** The network is down for these requests (fetch rejects, as a browser's does). */
export function failNetwork(urlPart: string): void {
  intercept(urlPart, () => Promise.reject(new TypeError('Failed to fetch')));
}

/** These requests answer `status` with a JSON body (an empty object unless given). */
export function failWithStatus(urlPart: string, status: number, json: unknown = {}): void {
  intercept(urlPart, async () =>
    Response.json(json, { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** These requests reach the API only once `release()` is called: the page's waiting state can be looked at. */
export function holdRequests(urlPart: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  intercept(urlPart, async (real, ...args) => {
    await released;
    return real(...args);
  });
  return release;
}
