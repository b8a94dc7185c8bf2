/**
 * A fetch for ky that sends through XMLHttpRequest, for the one thing fetch cannot tell: how many bytes of the
 * request body have gone out. (ky's own `onUploadProgress` needs request streams, which Chromium only allows over
 * HTTP/2 and Firefox and Safari not at all.) ky's hooks, timeout and signal work as with fetch: the request it
 * hands over already carries the bearer token and the signal that aborts it.
 */

/** `sent` of `total` bytes are on their way; `sent === total` once the server has the whole body. */
export type UploadProgress = (sent: number, total: number) => void;

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const abortError = (signal: AbortSignal) =>
  signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

export function fetchWithUploadProgress(onProgress: UploadProgress) {
  return async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // The multipart body as bytes (a roster is at most 10 MB); its boundary is in the request's content-type.
    const body = request.body ? await request.blob() : null;
    const { signal } = request;
    if (signal.aborted) throw abortError(signal);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.upload.onload = () => onProgress(body?.size ?? 0, body?.size ?? 0);
      const stop = () => xhr.abort();
      signal.addEventListener('abort', stop, { once: true });
      const settle = () => signal.removeEventListener('abort', stop);
      xhr.onload = () => {
        settle();
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError(signal));
      };
      xhr.send(body);
    });
  };
}
