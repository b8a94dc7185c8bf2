// @ts-check
/**
 * API load on loopback with autocannon, bounded in time: sign-in, /v3/user/me and /v2/event for a month, each for
 * a fixed number of seconds with a fixed number of connections after a short warm-up. Requests carry the
 * Accept-Encoding a browser sends, so the API compresses as it does for crew (issue 18); each row says how many
 * bytes a response took on the wire.
 */
import autocannon from 'autocannon';

/** What Chromium sends (brotli first). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** @param {autocannon.Options} options */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * @param {string} api base URL of the API
 * @param {{ email: string, password: string, accessToken: string }} user
 * @param {{ seconds?: number, connections?: number, log?: (s: string) => void }} [opts]
 */
export async function apiLoad(api, user, opts = {}) {
  const seconds = opts.seconds ?? 8;
  const connections = opts.connections ?? 10;
  const log = opts.log ?? (() => {});
  const today = new Date();
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const day = (/** @type {Date} */ d) => d.toISOString().slice(0, 10);
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const bearer = { ...browser, authorization: `Bearer ${user.accessToken}` };
  const scenarios = [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/auth/v1/auth',
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: user.email,
        password: user.password,
        channel: 'WEB',
        consumer_key: 'crewroster-web-main',
      }),
    },
    { name: '/v3/user/me', method: 'GET', path: '/main/v3/user/me', headers: bearer },
    {
      name: '/v2/event (a month)',
      method: 'GET',
      path: '/main/v2/event',
      headers: { ...bearer, startdate: day(monthStart), enddate: day(monthEnd) },
    },
  ];
  const results = [];
  for (const s of scenarios) {
    const base = {
      url: `${api}${s.path}`,
      method: /** @type {any} */ (s.method),
      headers: s.headers,
      body: s.body,
      connections,
    };
    await cannon({ ...base, duration: 2 }); // warm-up
    /** @type {any} */
    const r = await cannon({ ...base, duration: seconds });
    const row = {
      name: s.name,
      seconds,
      connections,
      requests: r.requests.total,
      rps: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      non2xx: r.non2xx,
      // Bytes read per response, headers included (autocannon counts the socket's bytes).
      bytesPerResponse: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : undefined,
      errors: r.errors + r.timeouts,
    };
    log(
      `  ${s.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.bytesPerResponse} B/response, non-2xx ${row.non2xx}, errors ${row.errors}`,
    );
    results.push(row);
  }
  return results;
}
