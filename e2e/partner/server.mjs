/**
 * A plain HTML partner app on :4200 (test fixture, issue 8): it embeds our consent page with the one-script
 * loader, does PKCE, receives the code by postMessage, exchanges it at the token endpoint and reads data.
 * It discovers our endpoints from the RFC 8414 metadata, server-side (it may also be opened on 127.0.0.1, an
 * origin we did not register, to show the iframe refused).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_PORT, appNamed, localOrigin } from '../../shared/src/federation/apps.mjs';

const PORT = Number(process.env.PARTNER_PORT ?? 4200);
const ISSUER = process.env.PARTNER_ISSUER ?? `http://localhost:${API_PORT}`;
const LOADER = process.env.PARTNER_LOADER ?? `${localOrigin(appNamed('thirdparty'))}/embed.js`;
const here = import.meta.dirname;
const files = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/callback': ['index.html', 'text/html; charset=utf-8'],
  '/partner.js': ['partner.js', 'text/javascript; charset=utf-8'],
};

async function partnerConfig() {
  const res = await fetch(`${ISSUER}/.well-known/oauth-authorization-server`);
  if (!res.ok) throw new Error(`metadata: ${res.status}`);
  const meta = await res.json();
  return {
    clientId: 'demo-partner',
    redirectUri: 'http://localhost:4200/callback',
    authorizationEndpoint: meta.authorization_endpoint,
    tokenEndpoint: meta.token_endpoint,
    dataEndpoint: `${meta.issuer}/auth/v1/thirdparty/data`,
    issuer: meta.issuer,
  };
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://partner');
    if (url.pathname === '/config.json') {
      try {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(await partnerConfig()));
      } catch (err) {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(String(err));
      }
      return;
    }
    if (url.pathname === '/health') {
      res.end('ok');
      return;
    }
    const file = files[url.pathname];
    if (!file) {
      res.writeHead(404);
      res.end('Not found');
      return;
    }
    let body = readFileSync(path.join(here, file[0]), 'utf8');
    body = body.replace('%LOADER%', LOADER);
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' });
    res.end(body);
  })
  .listen(PORT, '127.0.0.1', () => console.log(`partner page on http://localhost:${PORT}`));
