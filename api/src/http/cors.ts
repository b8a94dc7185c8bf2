import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsOptions {
  /** The origin to allow for this request, or null. */
  origin: (origin: string, c: Context) => string | null | Promise<string | null>;
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * CORS as Hono's `cors` answers it, with the headers of an actual request written onto the answer once it is made.
 * Hono's sets them on a placeholder answer before the handler runs, so Hono then merges the handler's answer into
 * a copy, and appends `Vary` through `c.header`, which copies it again: each copy turns the node adapter's light
 * Response into a full one with a body stream (about a sixth of a signed-in read's CPU, issue 18). Preflights
 * (OPTIONS) are Hono's own.
 */
export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const preflight = cors(options);
  const expose = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const allowed = await options.origin(c.req.header('origin') || '', c);
    let headers = c.res.headers;
    try {
      headers.append('Vary', 'Origin');
    } catch {
      // An answer with immutable headers (Response.redirect, a fetched one): headers go on a copy.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.append('Vary', 'Origin');
    }
    if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
    if (expose) headers.set('Access-Control-Expose-Headers', expose);
  };
}
