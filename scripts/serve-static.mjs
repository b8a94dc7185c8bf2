/**
 * Serves the production builds: the shell and each remote on its own port, as any CDN would.
 * Manifests, entries and HTML are never cached (a remote is deployed by editing /config.json or replacing its
 * manifest); hashed chunks are cached for a year. Every app also serves the runtime `/config.json`, so a
 * remote can run alone. HTML gets a Content-Security-Policy built from the configured origins.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|config\.json)$/;

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
    `img-src 'self' data: blob: https:`,
    "font-src 'self' data:",
    `frame-src 'self' ${captcha.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function serveApp({ root, port, configFile, host = '127.0.0.1' }) {
  const configText = readFileSync(configFile, 'utf8');
  const csp = contentSecurityPolicy(JSON.parse(configText));
  const assets = sirv(root, {
    single: true,
    dev: false,
    etag: true,
    gzip: false,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (NO_CACHE.test(pathname) || pathname.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (pathname.startsWith('/chunks/') || pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (pathname.endsWith('.html')) res.setHeader('Content-Security-Policy', csp);
    },
  });
  const server = http.createServer((req, res) => {
    if (req.url === '/config.json' || req.url?.startsWith('/config.json?')) {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(configText);
      return;
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
