// The partner's own code: PKCE (RFC 7636), the embed, the token exchange (RFC 6749 §4.1.3) and a data read.
// It reads the profile, crew details and roster events (the data endpoint's default window: today + 30 days).
// Query switches for tests: ?redirect_uri= (a hostile one), ?tamper=verifier (a wrong verifier).
const $ = (id) => document.getElementById(id);
const status = (text) => {
  $('status').textContent = text;
};
const b64url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const random = () => b64url(crypto.getRandomValues(new Uint8Array(32)));
const s256 = async (v) => b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(v)));

const params = new URLSearchParams(location.search);
const config = await (await fetch('/config.json')).json();
const redirectUri = params.get('redirect_uri') ?? config.redirectUri;

async function exchange(code, verifier) {
  const res = await fetch(config.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      code_verifier: verifier,
    }),
  });
  return { status: res.status, body: await res.json() };
}

async function readData(token) {
  const res = await fetch(config.dataEndpoint, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

const utc = (seconds) => `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')}Z`;

/** The roster events read with the `events` scope (absent without it): one line each, as text only. */
function showEvents(events) {
  $('events-section').hidden = events === undefined;
  $('events').replaceChildren(
    ...(events ?? []).map((e) => {
      const li = document.createElement('li');
      const route = e.departure?.IATA && e.arrival?.IATA ? ` ${e.departure.IATA}–${e.arrival.IATA}` : '';
      li.textContent = `${e.dutyTitle}${route}, ${utc(e.dutyStartTimestamp)}`;
      return li;
    }),
  );
  $('events-empty').hidden = events === undefined || events.length > 0;
}

async function showData(token) {
  const data = await readData(token);
  if (data.status !== 200) {
    status(`Reading data failed (${data.status}).`);
    $('result').textContent = '';
    showEvents(undefined);
    return;
  }
  const { events, ...rest } = data.body.data;
  const p = rest.profile;
  status(p ? `Connected: ${p.firstname} ${p.lastname}` : 'Connected');
  $('result').textContent = JSON.stringify(rest, null, 2);
  showEvents(events);
}

const verifier = random();
const state = random();
const tamper = params.get('tamper') === 'verifier';
// What tests may reach through the page (replays etc.): exactly what partner code could do.
const partner = { exchange, readData, verifier, state, code: null, token: null };
window.partner = partner;

window.CrewRosterConsent.mount($('consent'), {
  authorizationEndpoint: config.authorizationEndpoint,
  clientId: config.clientId,
  redirectUri,
  codeChallenge: await s256(verifier),
  state,
  readyTimeoutMs: 3000,
  onError: () => status('The consent page could not be shown here.'),
  onResult: async (result) => {
    if (result.status === 'FAIL') {
      status('Access was denied.');
      return;
    }
    if (result.iss !== config.issuer) {
      status('Unexpected issuer.');
      return;
    }
    partner.code = result.code;
    status('Exchanging the code…');
    const tokens = await exchange(result.code, tamper ? random() : verifier);
    if (tokens.status !== 200) {
      status(`Token exchange failed: ${tokens.body.error}`);
      return;
    }
    partner.token = tokens.body.access_token;
    await showData(partner.token);
    $('read-again').hidden = false;
  },
});
status('Waiting for consent…');
$('read-again').addEventListener('click', () => showData(partner.token));
