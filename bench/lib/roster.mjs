// @ts-check
/**
 * The one-year roster of the bench: 1,500+ events over 300+ distinct routes, from half a year back to half a year
 * ahead (the dashboard's "all events" range starts 6 months back), in the DTR text format the API imports. The
 * account and the roster go through the real API, the way the web app sends them.
 */
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'Runway2026';
const MAIN_KEY = 'crewroster-web-main';

// 36 airports with real IATA codes: 630 unordered pairs to draw routes from.
const AIRPORTS = (
  'AMS LHR CDG FRA MAD BCN FCO MUC ZRH VIE CPH OSL ARN HEL DUB LIS ATH IST ' +
  'JFK BOS ORD ATL LAX SFO YYZ MEX GRU DXB DOH SIN HKG NRT ICN BKK DEL JNB'
).split(' ');

/** Every unordered pair once, spread so consecutive days fly different parts of the network. */
function routePairs() {
  const pairs = [];
  for (let i = 0; i < AIRPORTS.length; i++)
    for (let j = i + 1; j < AIRPORTS.length; j++) pairs.push([AIRPORTS[i], AIRPORTS[j]]);
  // A fixed shuffle (LCG) so the roster is the same on every run.
  let seed = 42;
  for (let i = pairs.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const k = seed % (i + 1);
    [pairs[i], pairs[k]] = [pairs[k], pairs[i]];
  }
  return pairs;
}

const pad = (n) => String(n).padStart(2, '0');
const hhmm = (minutes) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/**
 * One year of duties: on working days a report, a two-leg rotation out and back on a route not flown before (so
 * the year covers 300+ routes), a standby or simulator block on some days, and a debrief; a day off each week.
 * @param {Date} today
 */
export function yearRoster(today = new Date()) {
  const pairs = routePairs();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 182 * 86_400_000;
  const lines = ['Date       Duty    Start   End     Loc1    Loc2   Remarks'];
  let p = 0;
  for (let d = 0; d < 365; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    if (d % 7 === 6) {
      lines.push(`${date} DO      00:00   23:59   HOME           Day Off`);
      continue;
    }
    const [from, to] = pairs[p++ % pairs.length];
    const out = 360 + (d % 5) * 30;
    lines.push(`${date} CI      ${hhmm(out - 60)}   ${hhmm(out - 15)}   ${from}            Report`);
    lines.push(
      `${date} KL${1000 + (d % 450) * 2}  ${hhmm(out)}   ${hhmm(out + 120)}   ${from}     ${to}    Flight`,
    );
    lines.push(
      `${date} KL${1001 + (d % 450) * 2}  ${hhmm(out + 180)}   ${hhmm(out + 300)}   ${to}     ${from}    Flight`,
    );
    if (d % 3 === 0)
      lines.push(`${date} SIM     ${hhmm(out + 360)}   ${hhmm(out + 600)}   ${from}            Simulator`);
    else if (d % 3 === 1)
      lines.push(`${date} SBY     ${hhmm(out + 360)}   ${hhmm(out + 540)}   ${from}            Standby`);
    lines.push(`${date} CO      ${hhmm(out + 310)}   ${hhmm(out + 340)}   ${from}            Debrief`);
  }
  return lines.join('\n');
}

/** @param {string} url @param {RequestInit} init */
async function call(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}

/**
 * Registers a crew member with a complete profile and uploads the year through POST /main/v2/roster/upload.
 * @param {string} api base URL of the API, e.g. http://localhost:4000
 */
export async function crewWithYear(api, today = new Date()) {
  const email = `bench-${randomUUID().slice(0, 8)}@crewroster.test`;
  const json = { 'content-type': 'application/json' };
  const registered = await call(`${api}/auth/v1/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstname: 'Amelia',
      lastname: 'Earhart',
      channel: 'WEB',
      consumer_key: MAIN_KEY,
    }),
  });
  const tokens = { ...registered.data.tokens, product: 'main' };
  const auth = { authorization: `Bearer ${tokens.access_token}` };
  const airlines = await call(`${api}/main/v2/airline?header=KLM`, { headers: auth });
  await call(`${api}/main/v2/user`, {
    method: 'PUT',
    headers: { ...auth, ...json },
    body: JSON.stringify({ jobtype: 'FO', homeairline: airlines.data[0].pk, base: 'AMS' }),
  });
  const text = yearRoster(today);
  const form = new FormData();
  form.set('source', new File([text], 'roster.txt', { type: 'text/plain' }));
  form.set('upload_type', 'file');
  form.set('channel', 'WEB');
  const t0 = performance.now();
  const uploaded = await call(`${api}/main/v2/roster/upload`, { method: 'POST', headers: auth, body: form });
  const uploadMs = performance.now() - t0;
  const from = new Date(today.getTime() - 183 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 183 * 86_400_000).toISOString().slice(0, 10);
  const events = await call(`${api}/main/v2/event`, { headers: { ...auth, startdate: from, enddate: to } });
  const stats = await call(`${api}/main/v2/user/statistics?start_date=${from}&end_date=${to}`, {
    headers: auth,
  });
  const routes = stats.data?.CUSTOM?.routes ?? [];
  const distinct = new Set(
    routes.map((r) => [r.from ?? r.start?.iata, r.to ?? r.end?.iata].sort().join('-')),
  );
  return {
    email,
    password: PASSWORD,
    tokens,
    upload: uploaded.data,
    uploadMs,
    events: events.data.length,
    routes: routes.length,
    distinctRoutes: distinct.size,
    bytes: Buffer.byteLength(text),
  };
}

/** Signs in through the API and returns the token set as the web app stores it (with its product marker). */
export async function signIn(api, email, password = PASSWORD) {
  const body = await call(`${api}/auth/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, channel: 'WEB', consumer_key: MAIN_KEY }),
  });
  return { ...body.data, product: 'main' };
}
