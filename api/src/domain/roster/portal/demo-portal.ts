import { isIP } from 'node:net';
import * as cheerio from 'cheerio';
import { GuardedFetchError, guardedFetch, isPublicAddress } from '../../net/guarded-fetch.ts';
import {
  type PortalConnector,
  PortalCredentialsError,
  type PortalRequest,
  PortalUnavailableError,
} from './connector.ts';

const TIMEOUT_MS = 15_000;
/** A month's roster page is well under 1 MB; anything far larger is not one. */
const MAX_PAGE_BYTES = 5_000_000;

/** A tiny cookie jar: name=value pairs from Set-Cookie, sent back on every request to the portal. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(res: { headers: { getSetCookie(): string[] } }) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Form {
  action: string;
  fields: Record<string, string>;
  inputs: string[];
}

/**
 * Connector for the demo crew portal (e2e/demo-portal): form sign-in with cookies, then whatever further step
 * the portal asks for (a second username/password, characters of a memorable word, or an extra field such as
 * a staff number), then the roster page for the date range. The page is returned as is for the HTML parser.
 */
export class DemoPortalConnector implements PortalConnector {
  readonly #base: string;
  constructor(baseUrl: string) {
    this.#base = baseUrl.replace(/\/+$/, '');
  }

  async fetchRoster(req: PortalRequest): Promise<Uint8Array> {
    const jar = new CookieJar();
    let page = await this.#request(jar, '/login');
    for (let step = 0; step < 5; step++) {
      const form = readForm(page.html);
      if (!form) break;
      const values = { ...form.fields, ...this.#answers(form, req) };
      page = await this.#request(jar, form.action, new URLSearchParams(values));
      if (page.path.startsWith('/roster') || page.path === '/home') break;
      const error = cheerio.load(page.html)('[role=alert]').text().trim();
      if (error) throw new PortalCredentialsError(`The crew portal did not accept the sign-in: ${error}`);
    }
    if (readForm(page.html)) throw new PortalCredentialsError('The crew portal did not accept the sign-in.');
    const query = new URLSearchParams({ from: req.startDate, days: String(req.numDays) });
    const roster = await this.#request(jar, `/roster?${query}`);
    if (readForm(roster.html))
      throw new PortalCredentialsError('The crew portal ended the session; please try again.');
    return new TextEncoder().encode(roster.html);
  }

  /** Fills the inputs of a sign-in step from the request. */
  #answers(form: Form, req: PortalRequest): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name of form.inputs) {
      const char = /^char_(\d+)$/.exec(name);
      if (name === 'username') out[name] = req.username;
      else if (name === 'password') out[name] = req.password;
      else if (name === 'username2' || name === 'extra') {
        if (!req.username2)
          throw new PortalCredentialsError(
            missing(name === 'extra' ? 'the extra field (e.g. staff number)' : 'a second username'),
          );
        out[name] = req.username2;
      } else if (name === 'password2') {
        if (!req.password2) throw new PortalCredentialsError(missing('a second password'));
        out[name] = req.password2;
      } else if (char) {
        const word = req.memorable ?? '';
        const index = Number(char[1]) - 1;
        if (!word) throw new PortalCredentialsError(missing('your memorable word'));
        out[name] = word[index] ?? '';
      }
    }
    return out;
  }

  /**
   * GET (or POST a form); redirects are followed by hand so every Set-Cookie on the way is kept. Redirects and form
   * actions may not leave the portal's own origin, answers are bounded, and a public portal is only reached on
   * public addresses (guarded-fetch.ts).
   */
  async #request(
    jar: CookieJar,
    path: string,
    body?: URLSearchParams,
  ): Promise<{ html: string; path: string }> {
    const base = new URL(`${this.#base}/`);
    let answer: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      answer = await guardedFetch(
        new URL(path, base),
        {
          method: body ? 'POST' : 'GET',
          headers: {
            cookie: jar.header(),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(body ? { body } : {}),
        },
        {
          allowedOrigins: [base.origin],
          publicOnly: !isLocalHost(base.hostname),
          maxBytes: MAX_PAGE_BYTES,
          timeoutMs: TIMEOUT_MS,
        },
        (res) => jar.take(res),
      );
    } catch (err) {
      if (err instanceof GuardedFetchError && err.reason === 'origin')
        throw new PortalUnavailableError('The crew portal sent us to another site, which we do not follow.');
      if (err instanceof GuardedFetchError && err.reason === 'size')
        throw new PortalUnavailableError('The crew portal answered with a page too large to be a roster.');
      if (err instanceof GuardedFetchError && err.reason === 'redirects')
        throw new PortalUnavailableError('The crew portal redirected too often.');
      throw new PortalUnavailableError('The crew portal cannot be reached. Please try again later.');
    }
    if (answer.res.status >= 500)
      throw new PortalUnavailableError(
        `The crew portal answered with an error (${answer.res.status}). Please try again later.`,
      );
    return { html: new TextDecoder().decode(answer.body), path: answer.url.pathname };
  }
}

/** A portal configured on this machine or the private network (the demo portal): the operator's own choice. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (isIP(host) !== 0 && !isPublicAddress(host));
}

function missing(what: string): string {
  return `The crew portal asks for ${what}; please fill it in.`;
}

function readForm(html: string): Form | null {
  const $ = cheerio.load(html);
  const form = $('form').first();
  if (form.length === 0) return null;
  const fields: Record<string, string> = {};
  const inputs: string[] = [];
  form.find('input').each((_, el) => {
    const input = $(el);
    const name = input.attr('name');
    if (!name) return;
    if (input.attr('type') === 'hidden') fields[name] = input.attr('value') ?? '';
    else inputs.push(name);
  });
  return { action: form.attr('action') ?? '/login', fields, inputs };
}
