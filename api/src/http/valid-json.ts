import { vValidator } from '@hono/valibot-validator';
import type { Context, Next } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import {
  type FieldMessages,
  requireObject,
  validationFailure,
  withAbsentKeys,
} from '../domain/validation.ts';
import { refuseNulInJson } from './invalid-text.ts';

/** JSON media types, as Hono's validator recognises them (it reads no other body). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export interface ValidJsonOptions {
  /** Messages for fields whose schema has only valibot's generic messages. */
  fieldMessages?: FieldMessages;
  /**
   * Reads a body that is not a JSON object (`"x"`, `[]`, `null`) as `{}`, so it gets the missing fields' 422
   * instead of a 400: the calls that have always answered so (sign-in refresh, reset request, partner login).
   */
  nonObjectAsEmpty?: boolean;
}

/**
 * Validates the JSON request body at the route; the handler reads the typed value with `c.req.valid('json')`.
 * The body is read by our rules first (readJson), so a failure answers exactly as the services' checks did:
 * 400 for a body that is not a JSON object, else 422 with the first field's message and `errors` per field.
 */
export function validJson<S extends v.GenericSchema>(schema: S, options: ValidJsonOptions = {}) {
  const { fieldMessages, nonObjectAsEmpty = false } = options;
  const asObject = (input: unknown) =>
    nonObjectAsEmpty && (input === null || typeof input !== 'object' || Array.isArray(input))
      ? {}
      : requireObject(input);
  // Hono's validator hands over `{}` for a body it does not read (empty, or without a content type).
  const body = v.pipe(
    v.unknown(),
    v.transform((input) => withAbsentKeys(schema, asObject(input))),
    schema,
  );
  const validate = vValidator('json', body, (result) => {
    if (!result.success) throw validationFailure(result.issues, fieldMessages);
  });
  const readThenValidate = async (c: Parameters<typeof validate>[0], next: Next) => {
    const body = await readJson(c);
    // Hono's validator parses the cached text of a JSON body again: give it the body as readJson read it
    // (an empty body stands for `{}`; everything readJson refuses never gets here).
    // (Hono keeps promises in the cache, though its type names the values.)
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(body));
    return validate(c, next);
  };
  // Typed as the validator itself, so that routes get `c.req.valid('json')` as the schema's output.
  return readThenValidate as typeof validate;
}

/**
 * Reads a JSON request body. Malformed JSON and a body without a JSON content type are 400s with a clear
 * message; an empty body reads as `{}` so that validation reports the missing fields.
 */
async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mediaType)) {
    throw new DomainError('bad_request', 'The request body must be JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(text, refuseNulInJson) as unknown;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('bad_request', 'Malformed JSON in request body.');
  }
}
