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

/**
 * JSON and text answers (the events, /v3/user/me, the ICS feed, CSV exports) as a browser should get them (issue 18):
 * - a successful GET gets an ETag (SHA-1 of the uncompressed body) and a bodiless 304 when If-None-Match names it;
 * - the body goes out brotli or gzip compressed when the client accepts it, with `Vary: Accept-Encoding`; the ETag
 *   is then weak, as the bytes differ per encoding.
 * Node's zlib, synchronously, at its fastest levels (brotli quality 1, gzip level 1, as web servers compress dynamic
 * answers by default): on a month of events brotli 1 takes about 0.2 ms for a body 10× smaller. Measured under
 * load, Hono's `compress` (CompressionStream) and `etag` (a cloned body read as a stream, an async digest) with
 * node's async zlib cost about three times the CPU per request, which the events endpoint cannot spare.
 * The whole body is read first, so a streamed answer would be buffered; none is, and `text/event-stream` is never
 * touched.
 */
export function compressedWithEtag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) {
      if (res.status === 304) varyOnEncoding(res.headers);
      return;
    }
    const method = c.req.method;
    const tagged = (method === 'GET' || method === 'HEAD') && res.status >= 200 && res.status < 300;
    const encoding = method === 'HEAD' ? undefined : chooseEncoding(c.req.header('Accept-Encoding'));
    const transform =
      encoding !== undefined &&
      res.status !== 206 &&
      !res.headers.has('Content-Encoding') &&
      !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '');
    varyOnEncoding(res.headers);
    if ((!tagged && !transform) || !res.body) return;

    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let etag = headers.get('ETag');
    if (tagged && !etag) {
      etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      headers.set('ETag', etag);
    }
    const compressed = transform && body.length >= THRESHOLD;
    // The bytes differ per encoding: a compressed answer's tag is weak (a 304 carries the tag the 200 would have).
    if (compressed && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Cleared first so Hono does not merge the old answer's headers into the new one.
    c.res = undefined;
    if (tagged && etag && matches(c.req.header('If-None-Match'), etag)) {
      for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) headers.delete(name);
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    let payload = body;
    if (compressed) {
      payload =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: BROTLI_FASTEST })
          : zlib.gzipSync(body, { level: 1 });
      headers.set('Content-Encoding', encoding);
    }
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(payload.buffer, payload.byteOffset, payload.length), {
      status: res.status,
      headers,
    });
  };
}
