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
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  const first = result.issues[0];
  const firstKey = first ? v.getDotPath(first) : null;
  for (const [field, message] of Object.entries(fieldMessages)) if (errors[field]) errors[field] = message;
  if (Object.keys(errors).length === 0 && first && firstKey) errors[firstKey] = first.message;
  const message = (firstKey && errors[firstKey]) || first?.message || 'The given data was invalid.';
  throw new DomainError('validation', message, { errors });
}
