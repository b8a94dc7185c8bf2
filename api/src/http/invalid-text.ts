import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';

/** PostgreSQL cannot store NUL in text; nothing a person types contains one. */
const NUL = '\u0000';
export const INVALID_TEXT_MESSAGE = 'The request contains characters that are not allowed (such as NUL).';

export const invalidText = () => new DomainError('bad_request', INVALID_TEXT_MESSAGE);

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Refuses a NUL in a query parameter or header value (also URI-encoded, as the preference headers are) with a 400,
 * before any handler hands it to the database. JSON bodies are checked in readJson (valid-json.ts).
 */
export function refuseInvalidText(): MiddlewareHandler {
  return async (c, next) => {
    // Only what can hold one is looked at: a query string, and a decoded value only when it has an escape.
    const url = c.req.url;
    const query = url.includes('?') ? [...new URL(url).searchParams.values()] : [];
    for (const v of [...query, ...Object.values(c.req.header())])
      if (v.includes(NUL) || (v.includes('%') && decoded(v).includes(NUL))) throw invalidText();
    await next();
  };
}

/** JSON.parse reviver: a NUL in any key or string value refuses the body. */
export function refuseNulInJson(key: string, value: unknown): unknown {
  if (key.includes(NUL) || (typeof value === 'string' && value.includes(NUL))) throw invalidText();
  return value;
}
