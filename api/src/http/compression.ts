import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smaller answers gain less on the wire than compressing them costs. */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const BROTLI_FASTEST = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 };

/**
 * Which encoding to answer in: brotli when the client takes it at least as gladly as gzip, else gzip; none for
 * `identity` only, for q=0, or without the header.
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (name: string) => accepted.get(name) ?? wildcard;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** True when an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const varyOnEncoding = (headers: Headers) => {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
};

/** Compressed bodies by encoding and ETag (the SHA-1 of the uncompressed body): the same bytes in, the same out. */
class CompressedBodies {
  readonly #byKey = new Map<string, Uint8Array<ArrayBuffer>>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const hit = this.#byKey.get(key);
    if (hit) {
      // Most recently used last: the first entry is the one to drop.
      this.#byKey.delete(key);
      this.#byKey.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: Uint8Array<ArrayBuffer>): void {
    if (body.length > this.maxBytes / 8) return;
    this.#byKey.set(key, body);
    this.#bytes += body.length;
    for (const [oldest, old] of this.#byKey) {
      if (this.#bytes <= this.maxBytes) break;
      this.#byKey.delete(oldest);
      this.#bytes -= old.length;
    }
  }
}

/**
 * ETags of answer texts sent lately. A handler that answers with the very string it sent before (EventAnswers) finds
 * its tag without hashing: a string keeps its hash, and the same string compares at once.
 */
class TagsOfTexts {
  readonly #byText = new Map<string, string>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(text: string): string | undefined {
    return this.#byText.get(text);
  }

  set(text: string, etag: string): void {
    if (this.#byText.has(text) || text.length > this.maxBytes / 8) return;
    this.#byText.set(text, etag);
    this.#bytes += text.length;
    for (const [oldest] of this.#byText) {
      if (this.#bytes <= this.maxBytes) break;
      this.#byText.delete(oldest);
      this.#bytes -= oldest.length;
    }
  }
}

/** Accept-Encoding values seen (browsers send a handful), so parsing them is not per request. */
const encodings = new Map<string, 'br' | 'gzip' | undefined>();
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (encodings.has(acceptEncoding)) return encodings.get(acceptEncoding);
  const chosen = chooseEncoding(acceptEncoding);
  if (encodings.size >= 256) encodings.clear();
  encodings.set(acceptEncoding, chosen);
  return chosen;
}

function compress(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: BROTLI_FASTEST })
    : zlib.gzipSync(body, { level: 1 });
}

/**
 * JSON and text answers (the events, /v3/user/me, the ICS feed, CSV exports) as a browser should get them (issue 18):
 * - a successful GET gets an ETag (SHA-1 of the uncompressed body) and a bodiless 304 when If-None-Match names it;
 * - the body goes out brotli or gzip compressed when the client accepts it, with `Vary: Accept-Encoding`; the ETag
 *   is then weak, as the bytes differ per encoding.
 * Node's zlib, synchronously, at its fastest levels (brotli quality 1, gzip level 1, as web servers compress dynamic
 * answers by default); the compressed bytes are kept by ETag for a while (`cacheBytes`), as crew load the same month
 * again and again and compressing cost more than hashing. Measured under load, Hono's `compress`
 * (CompressionStream) and `etag` (a cloned body read as a stream, an async digest) with node's async zlib cost about
 * three times the CPU per request, which the events endpoint cannot spare. A `c.json` answer's text is taken as it is
 * made (and a `c.body` text's); reading it back out of the Response builds a full Response and a stream (a tenth of a
 * read's CPU).
 * The whole body is read first, so a streamed answer would be buffered; none is, and `text/event-stream` is never
 * touched.
 */
export function compressedWithEtag({ cacheBytes = 16 * 1024 * 1024 } = {}): MiddlewareHandler {
  const compressedBodies = new CompressedBodies(cacheBytes);
  const tags = new TagsOfTexts(cacheBytes);
  return async (c, next) => {
    let sentText: string | undefined;
    let textAnswer: Response | undefined;
    // As Hono's own c.body and c.json, keeping the text they send.
    const honoBody = c.body;
    c.body = ((data: unknown, arg?: unknown, headers?: unknown) => {
      const res = (honoBody as (data: unknown, arg: unknown, headers: unknown) => Response)(
        data,
        arg,
        headers,
      );
      if (typeof data === 'string') {
        sentText = data;
        textAnswer = res;
      }
      return res;
    }) as typeof c.body;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) =>
      (c.body as (data: unknown, arg: unknown, headers: unknown) => Response)(JSON.stringify(object), arg, {
        'Content-Type': 'application/json',
        ...headers,
      })) as typeof c.json;
    await next();
    const res = c.res;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) {
      if (res.status === 304) varyOnEncoding(res.headers);
      return;
    }
    const method = c.req.method;
    const tagged = (method === 'GET' || method === 'HEAD') && res.status >= 200 && res.status < 300;
    const encoding = method === 'HEAD' ? undefined : encodingFor(c.req.header('Accept-Encoding'));
    const transform =
      encoding !== undefined &&
      res.status !== 206 &&
      !res.headers.has('Content-Encoding') &&
      !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '');
    varyOnEncoding(res.headers);
    const text = res === textAnswer ? sentText : undefined;
    if ((!tagged && !transform) || (text === undefined && !res.body)) return;

    const body: string | Buffer = text ?? Buffer.from(await res.arrayBuffer());
    // The handler's answer is replaced below, so its headers (ours when it came from c.json) can be reused.
    const headers = text === undefined ? new Headers(res.headers) : res.headers;
    let etag = headers.get('ETag');
    const ownTag = tagged && !etag;
    if (ownTag) {
      etag = (text && tags.get(text)) || `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (text && text.length >= THRESHOLD) tags.set(text, etag);
      headers.set('ETag', etag);
    }
    // A string's length never exceeds its UTF-8 bytes: a long one needs no counting.
    const size =
      typeof body !== 'string'
        ? body.length
        : body.length >= THRESHOLD
          ? body.length
          : Buffer.byteLength(body);
    const compressed = transform && size >= THRESHOLD;
    // The bytes differ per encoding: a compressed answer's tag is weak (a 304 carries the tag the 200 would have).
    if (compressed && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Cleared first so Hono does not merge the old answer's headers into the new one.
    c.res = undefined;
    if (tagged && etag && matches(c.req.header('If-None-Match'), etag)) {
      for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) headers.delete(name);
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    let payload: string | Uint8Array<ArrayBuffer> =
      typeof body === 'string'
        ? body
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
    if (compressed) {
      // Only bodies with a tag of their own content are kept (a handler's own ETag may not name the bytes).
      const key = ownTag ? `${encoding}${etag}` : undefined;
      const known = key === undefined ? undefined : compressedBodies.get(key);
      if (known) payload = known;
      else {
        const out = compress(body, encoding as 'br' | 'gzip');
        payload = new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.length);
        // A copy: zlib's output may be a view of a larger buffer.
        if (key !== undefined) compressedBodies.set(key, new Uint8Array(payload));
      }
      headers.set('Content-Encoding', encoding);
    }
    headers.delete('Content-Length');
    c.res = new Response(payload, { status: res.status, headers });
  };
}
