import { isHTTPError } from 'ky';
import type { ApiErrorBody } from '../schemas';

/**
 * The `message` of a JSON error body (`{ message, errors? }`), for the toast; undefined otherwise so the
 * caller shows "Something went wrong.". ky 2 reads and parses the error body once into `error.data`
 * (the response body itself is already consumed), so no extra parsing or caching is needed here.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = error.data as ApiErrorBody | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

/** Field errors of a JSON error body, for forms. */
export function errorFields(error: unknown): Record<string, string> | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = error.data as ApiErrorBody | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  return typeof body.errors === 'object' && body.errors !== null ? body.errors : undefined;
}

/** HTTP status of a ky HTTPError, else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}
