import * as cheerio from 'cheerio';
import {
  type PortalConnector,
  PortalCredentialsError,
  type PortalRequest,
  PortalUnavailableError,
} from './connector.ts';

const TIMEOUT_MS = 15_000;

/** A tiny cookie jar: name=value pairs from Set-Cookie, sent back on every request to the portal. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(res: Response) {
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

  /** GET (or POST a form) and follow redirects by hand, so every Set-Cookie on the way is kept. */
  async #request(
    jar: CookieJar,
    path: string,
    body?: URLSearchParams,
  ): Promise<{ html: string; path: string }> {
    let url = new URL(path, `${this.#base}/`);
    let method = body ? 'POST' : 'GET';
    let payload: URLSearchParams | undefined = body;
    for (let hop = 0; hop < 6; hop++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(payload ? { body: payload } : {}),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new PortalUnavailableError('The crew portal cannot be reached. Please try again later.');
      }
      jar.take(res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        url = new URL(location, url);
        method = 'GET';
        payload = undefined;
        continue;
      }
      if (res.status >= 500)
        throw new PortalUnavailableError(
          `The crew portal answered with an error (${res.status}). Please try again later.`,
        );
      return { html: await res.text(), path: url.pathname };
    }
    throw new PortalUnavailableError('The crew portal redirected too often.');
  }
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
