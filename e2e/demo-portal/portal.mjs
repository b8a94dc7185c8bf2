// Demo crew portal: a stand-in for an airline crew portal, for the API's portal connector and browser tests.
// Form sign-in with cookies; per account, a further step (second credentials, memorable word, extra field);
// then a roster page (HTML table, UTC times) for a date range. Test data only: the accounts are public.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** The demo accounts, one per sign-in variant (README "Demo crew portal"). */
export const ACCOUNTS = {
  crew: { password: 'crew-pass', step: null },
  double: { password: 'double-pass', step: 'second', username2: 'ops', password2: 'ops-pass' },
  memo: { password: 'memo-pass', step: 'memorable', memorable: 'RUNWAY42' },
  extra: { password: 'extra-pass', step: 'extra', extra: '12345' },
};

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Demo crew portal</title></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;

function field(name, label, type = 'text') {
  return `<p><label for="${name}">${esc(label)}</label> <input id="${name}" name="${name}" type="${type}" required></p>`;
}

function form(action, csrf, fields, error) {
  return `${error ? `<p role="alert">${esc(error)}</p>` : ''}<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}">${fields}<button type="submit">Continue</button></form>`;
}

function cookies(req) {
  const out = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return Object.fromEntries(new URLSearchParams(body));
}

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (ms) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** A deterministic four-day cycle from the base AMS: off, London turn, standby, simulator. */
export function rosterRows(from, days) {
  const rows = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i++) {
    const ms = start + i * 86_400_000;
    const date = isoDay(ms);
    const n = Math.floor(ms / 86_400_000) % 4;
    if (n === 0) rows.push([date, 'DO', '', '', '', '', 'Day off']);
    else if (n === 1) {
      rows.push([date, 'CI', 'AMS', '', '05:15', '06:00', 'Report']);
      rows.push([date, 'KL1001', 'AMS', 'LHR', '06:00', '07:15', 'Flight']);
      rows.push([date, 'KL1002', 'LHR', 'AMS', '08:15', '09:30', 'Flight']);
      rows.push([date, 'CO', 'AMS', '', '09:30', '10:00', 'Debrief']);
    } else if (n === 2) rows.push([date, 'SBY', 'AMS', '', '08:00', '16:00', 'Airport standby']);
    else rows.push([date, 'SIM', 'AMS', '', '09:00', '13:00', 'Simulator']);
  }
  return rows;
}

function rosterPage(from, days) {
  const head = ['Date', 'Duty', 'From', 'To', 'Start (UTC)', 'End (UTC)', 'Remarks'];
  const rows = rosterRows(from, days)
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('');
  return page(
    'Roster',
    `<table><caption>Roster from ${esc(from)}, ${days} days</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** Creates the portal server (not listening). Sessions live in memory. */
export function createDemoPortal() {
  const pending = new Map(); // sid → { csrf, user?, step?, positions? }
  const sessions = new Set(); // signed-in sids

  const send = (res, status, html, headers = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  };
  const redirect = (res, location, headers = {}) => {
    res.writeHead(303, { location, ...headers });
    res.end();
  };
  const newSid = () => randomBytes(16).toString('hex');

  function loginPage(res, sid, error) {
    const state = { csrf: randomBytes(8).toString('hex') };
    pending.set(sid, state);
    send(
      res,
      error ? 401 : 200,
      page(
        'Crew portal sign-in',
        form(
          '/login',
          state.csrf,
          field('username', 'Username') + field('password', 'Password', 'password'),
          error,
        ),
      ),
      { 'set-cookie': `portal_sid=${sid}; HttpOnly; SameSite=Lax; Path=/` },
    );
  }

  function stepPage(res, state, error) {
    state.csrf = randomBytes(8).toString('hex');
    if (state.step === 'second') {
      return send(
        res,
        error ? 401 : 200,
        page(
          'Company network sign-in',
          form(
            '/login/step',
            state.csrf,
            field('username2', 'Network username') + field('password2', 'Network password', 'password'),
            error,
          ),
        ),
      );
    }
    if (state.step === 'memorable') {
      const fields = state.positions
        .map((p) => field(`char_${p}`, `Character ${p} of your memorable word`, 'password'))
        .join('');
      return send(
        res,
        error ? 401 : 200,
        page('Memorable word', form('/login/step', state.csrf, fields, error)),
      );
    }
    return send(
      res,
      error ? 401 : 200,
      page('Staff number', form('/login/step', state.csrf, field('extra', 'Staff number'), error)),
    );
  }

  function signIn(res, sid) {
    pending.delete(sid);
    const session = newSid();
    sessions.add(session);
    redirect(res, '/home', { 'set-cookie': `portal_session=${session}; HttpOnly; SameSite=Lax; Path=/` });
  }

  return http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://portal.local');
      const jar = cookies(req);
      const sid = jar.portal_sid && pending.has(jar.portal_sid) ? jar.portal_sid : newSid();
      const signedIn = jar.portal_session && sessions.has(jar.portal_session);
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, 'ok');
      if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/login'))
        return loginPage(res, sid);
      if (req.method === 'POST' && url.pathname === '/login') {
        const body = await readForm(req);
        const state = pending.get(sid);
        if (!state || body.csrf !== state.csrf)
          return loginPage(res, sid, 'Your session expired. Please sign in again.');
        const account = ACCOUNTS[body.username];
        if (!account || account.password !== body.password)
          return loginPage(res, sid, 'Invalid username or password.');
        if (!account.step) return signIn(res, sid);
        state.user = body.username;
        state.step = account.step;
        if (account.step === 'memorable') {
          const all = [...account.memorable].map((_, i) => i + 1);
          state.positions = all
            .sort(() => Math.random() - 0.5)
            .slice(0, 3)
            .sort((a, b) => a - b);
        }
        return redirect(res, '/login/step');
      }
      if (url.pathname === '/login/step') {
        const state = pending.get(sid);
        if (!state?.user) return redirect(res, '/login');
        if (req.method === 'GET') return stepPage(res, state);
        const body = await readForm(req);
        const account = ACCOUNTS[state.user];
        let ok = body.csrf === state.csrf;
        if (state.step === 'second')
          ok &&= body.username2 === account.username2 && body.password2 === account.password2;
        if (state.step === 'memorable')
          ok &&= state.positions.every((p) => body[`char_${p}`] === account.memorable[p - 1]);
        if (state.step === 'extra') ok &&= body.extra === account.extra;
        if (!ok) {
          pending.delete(sid);
          return loginPage(res, newSid(), 'The second sign-in step failed. Please sign in again.');
        }
        return signIn(res, sid);
      }
      if (!signedIn) return redirect(res, '/login');
      if (req.method === 'GET' && url.pathname === '/home') {
        return send(res, 200, page('Welcome', '<p><a href="/roster">Your roster</a></p>'));
      }
      if (req.method === 'GET' && url.pathname === '/roster') {
        const from = url.searchParams.get('from') ?? isoDay(Date.now());
        const days = Math.min(62, Math.max(1, Number(url.searchParams.get('days') ?? 31) || 31));
        if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(from)))
          return send(res, 400, page('Bad request', '<p>Bad date.</p>'));
        return send(res, 200, rosterPage(from, days));
      }
      return send(res, 404, page('Not found', '<p>Not found.</p>'));
    } catch {
      return send(res, 500, page('Error', '<p>Something went wrong.</p>'));
    }
  });
}

/** Starts the portal on `port` (0: any free port); resolves with its base URL and a close function. */
export function startDemoPortal(port = 4100, host = '127.0.0.1') {
  const server = createDemoPortal();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      });
    });
  });
}
