import type { Context } from 'hono';
import { DomainError } from '../domain/errors.ts';
import { refuseNulInJson } from './invalid-text.ts';

/**
 * Reads a JSON request body. Malformed JSON and non-JSON content types are 400s with a clear message;
 * an empty body reads as `{}` so that validation reports the missing fields.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new DomainError('bad_request', 'The request body must be JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(text, refuseNulInJson) as unknown;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('bad_request', 'Malformed JSON in request body.');
  }
}
