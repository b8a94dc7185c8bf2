import { fieldErrors } from '@crewroster/shared/schemas';
import * as v from 'valibot';
import { DomainError } from './errors.ts';

/**
 * Parses `input` with a valibot schema; on failure throws a `validation` DomainError whose message is
 * the first issue's message and whose `errors` maps each field to its first message.
 */
export function parseInput<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  /** Messages to use for fields whose schema has only valibot's generic messages. */
  fieldMessages: Record<string, string> = {},
): v.InferOutput<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new DomainError('bad_request', 'The request body must be a JSON object.');
  }
  // valibot reports an absent key as "Invalid key: ..." without the field's own message; a key present with
  // `undefined` runs the field's schema, which carries the spec's "... is required." message.
  const absent = Object.fromEntries(objectKeys(schema).map((key) => [key, undefined]));
  const result = v.safeParse(schema, { ...absent, ...input });
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  const first = result.issues[0];
  const firstKey = first ? v.getDotPath(first) : null;
  for (const [field, message] of Object.entries(fieldMessages)) if (errors[field]) errors[field] = message;
  if (Object.keys(errors).length === 0 && first && firstKey) errors[firstKey] = first.message;
  const message = (firstKey && errors[firstKey]) || first?.message || 'The given data was invalid.';
  throw new DomainError('validation', message, { errors });
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
