import { fieldErrors } from '@crewroster/shared/schemas';
import * as v from 'valibot';
import { DomainError } from './errors.ts';

/** Messages to use for fields whose schema has only valibot's generic messages. */
export type FieldMessages = Record<string, string>;

/**
 * Parses `input` with a valibot schema; on failure throws a `validation` DomainError whose message is
 * the first issue's message and whose `errors` maps each field to its first message. Request bodies are
 * validated at the route (http/valid-json.ts); this is for inputs put together inside a service.
 */
export function parseInput<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, withAbsentKeys(schema, requireObject(input)));
  if (result.success) return result.output;
  throw validationFailure(result.issues);
}

/** A body that is not a JSON object (an array, a string, null) is a 400, not a field error. */
export function requireObject(input: unknown): object {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new DomainError('bad_request', 'The request body must be a JSON object.');
  }
  return input;
}

/**
 * valibot reports an absent key as "Invalid key: ..." without the field's own message; a key present with
 * `undefined` runs the field's schema, which carries the spec's "... is required." message.
 */
export function withAbsentKeys(schema: v.GenericSchema, input: object): object {
  const absent = Object.fromEntries(objectKeys(schema).map((key) => [key, undefined]));
  return { ...absent, ...input };
}

/** The `validation` DomainError for failed issues: the first field's message, and each field's first message. */
export function validationFailure(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  fieldMessages: FieldMessages = {},
): DomainError {
  const errors = fieldErrors(issues);
  const first = issues[0];
  const firstKey = v.getDotPath(first);
  for (const [field, message] of Object.entries(fieldMessages)) if (errors[field]) errors[field] = message;
  if (Object.keys(errors).length === 0 && firstKey) errors[firstKey] = first.message;
  const message = (firstKey && errors[firstKey]) || first.message || 'The given data was invalid.';
  return new DomainError('validation', message, { errors });
}

/** The keys of an object schema, also when it is wrapped in a pipe (e.g. with a cross-field check). */
function objectKeys(schema: v.GenericSchema): string[] {
  const candidates: unknown[] = [
    schema,
    ...('pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe : []),
  ];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && 'entries' in candidate) {
      const entries = (candidate as { entries: unknown }).entries;
      if (entries && typeof entries === 'object') return Object.keys(entries);
    }
  }
  return [];
}
