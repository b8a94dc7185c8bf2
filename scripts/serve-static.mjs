/**
 * Serves the production builds: the shell and each remote on its own port, as any CDN would.
 * Manifests, entries, HTML and /config.json are revalidated on every use (a remote is deployed by editing
 * /config.json or replacing its manifest); hashed chunks are cached for a year. Each file goes out brotli or gzip
 * compressed when the browser accepts it, from the copies the build made beside it (shared/src/federation/
 * precompress.mjs), with `Vary: Accept-Encoding`. Every app also serves the runtime `/config.json`, so a remote can
 * run alone. HTML gets a Content-Security-Policy built from the configured origins.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { readRuntimeConfig } from '../shared/src/federation/apps.mjs';

const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|embed\.js|config\.json)$/;

const origin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** CSP for our HTML: scripts only from us and the configured remotes; calls only to them and the services. */
export function contentSecurityPolicy(config) {
  const remotes = [...new Set(Object.values(config.remotes).map(origin).filter(Boolean))];
  const services = [
    ...new Set(
      Object.values(config.services)
        .flatMap((byProduct) => Object.values(byProduct))
        .map(origin)
        .filter(Boolean),
    ),
  ];
  const firebase = config.firebase
    ? ['https://*.googleapis.com', 'https://*.firebaseio.com', 'wss://*.firebaseio.com']
    : [];
  const maps = config.maps?.styleUrl ? [origin(config.maps.styleUrl)].filter(Boolean) : [];
  const captcha = config.captcha?.recaptchaSiteKey
    ? ['https://www.google.com', 'https://www.gstatic.com']
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...remotes, ...captcha].join(' ')}`.trim(),
    `connect-src 'self' ${[...remotes, ...services, ...firebase, ...maps].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Avatars are served by the main API (any scheme the services use, e.g. http://localhost:4000).
    `img-src 'self' data: blob: https: ${services.join(' ')}`.trim(),
    "font-src 'self' data:",
    `frame-src 'self' ${captcha.join(' ')}`.trim(),
    // A remote's worker (the flight map's) starts as a same-origin blob: that imports the remote's module.
    `worker-src 'self' blob: ${remotes.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The consent page is the one page partners may frame: only from their registered origins (issue 8). */
const CONSENT_PATH = '/thirdparty/login';
const FRAMING_TTL_MS = 30_000;

/**
 * Asks the API which origins may frame the consent page for a consumer; cached briefly, and 'none' on any doubt
 * (unknown consumer, API down, odd value).
 */
export function framingLookup(config, fetchImpl = fetch) {
  const authBase = config.services?.auth?.main;
  const cache = new Map();
  return async (consumerKey) => {
    if (!authBase || !consumerKey || consumerKey.length > 200) return [];
    const hit = cache.get(consumerKey);
    if (hit && hit.until > Date.now()) return hit.origins;
    let origins = [];
    try {
      const url = `${authBase.replace(/\/+$/, '')}/v1/thirdparty/framing?consumer_key=${encodeURIComponent(consumerKey)}`;
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        const list = (await res.json())?.data?.frame_ancestors;
        if (Array.isArray(list)) origins = list.filter((o) => typeof o === 'string' && origin(o) === o);
      }
    } catch {
      origins = [];
    }
    if (cache.size > 500) cache.clear();
    cache.set(consumerKey, { origins, until: Date.now() + FRAMING_TTL_MS });
    return origins;
  };
}

/** frame-ancestors plus X-Frame-Options (DENY when nobody may frame; modern browsers follow the CSP otherwise). */
export function framingHeaders(origins) {
  return origins.length > 0
    ? { frameAncestors: `frame-ancestors ${origins.join(' ')}`, xFrameOptions: undefined }
    : { frameAncestors: "frame-ancestors 'none'", xFrameOptions: 'DENY' };
}

/**
 * /config.json as a revalidated file: an ETag of its text (304 when the browser has it), compressed once when the
 * server starts.
 */
function configResponder(configText) {
  const body = Buffer.from(configText);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encoded = { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) };
  return (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    const headers = {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const payload = encoding ? encoded[encoding] : body;
    res.writeHead(200, {
      ...headers,
      ...(encoding && { 'Content-Encoding': encoding }),
      'Content-Length': payload.length,
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}

export function serveApp({ root, port, configFile, host = '127.0.0.1' }) {
  const config = readRuntimeConfig(configFile);
  const configText = JSON.stringify(config, null, 2);
  const csp = contentSecurityPolicy(config);
  const framingOf = framingLookup(config);
  const sendConfig = configResponder(configText);
  // sirv picks `x.br` or `x.gz` over `x` by the request's Accept-Encoding and adds `Vary: Accept-Encoding`.
  const assets = sirv(root, {
    single: true,
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (NO_CACHE.test(pathname) || pathname.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (pathname.startsWith('/chunks/') || pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // App routes (`/sign-in`, `/home`, ...) are served by the SPA fallback with the route as pathname: they are
      // HTML too and get the same CSP and frame protection. res.framing marks the consent page.
      const html = pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname);
      if (html) res.setHeader('Cache-Control', 'no-cache');
      if (html || res.framing) {
        if (res.framing) res.setHeader('Cache-Control', 'no-cache');
        const framing = res.framing ?? framingHeaders([]);
        res.setHeader('Content-Security-Policy', `${csp}; ${framing.frameAncestors}`);
        if (framing.xFrameOptions) res.setHeader('X-Frame-Options', framing.xFrameOptions);
      }
    },
  });
  const server = http.createServer(async (req, res) => {
    if (req.url === '/config.json' || req.url?.startsWith('/config.json?')) {
      sendConfig(req, res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === CONSENT_PATH) {
      const key = url.searchParams.get('consumer_key') ?? url.searchParams.get('client_id');
      res.framing = framingHeaders(await framingOf(key));
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export const distOf = (repo, dir) => path.join(repo, dir, 'dist');
