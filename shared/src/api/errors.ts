import { i18n, translateMessage } from '@crewroster/shared/i18n';
import { isHTTPError } from 'ky';
import type { ApiErrorBody } from '../schemas';
import { isOffline } from '../session/offline';

/**
 * The `message` of a JSON error body (`{ message, errors? }`), for the toast, in the user's language (by the
 * `code` the API sent with it; as sent when there is no translation); undefined otherwise so the caller shows
 * "Something went wrong.". ky 2 reads and parses the error body once into `error.data` (the response body itself
 * is already consumed), so no extra parsing or caching is needed here. Offline, it says the action needs a connection.
 */
export function errorMessage(error: unknown): string | undefined {
  // Offline (the browser says so, or a page shows it is cut off), an action that needs the server says so
  // (issue 15). Otherwise a call that got no answer keeps the spec's "Something went wrong." (§8).
  if (isOffline() && !isHTTPError(error)) return i18n.t('offline.needsConnection', { ns: 'common' });
  if (!isHTTPError(error)) return undefined;
  const body = error.data as ApiErrorBody | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  if (typeof body.message !== 'string' || body.message.trim() === '') return undefined;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return translateMessage(body.message, code ? { code, params: body.params } : undefined);
}

/** Field errors of a JSON error body, for forms, in the user's language (by `error_codes`, like errorMessage). */
export function errorFields(error: unknown): Record<string, string> | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = error.data as ApiErrorBody | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  if (typeof body.errors !== 'object' || body.errors === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message !== 'string') continue;
    const code = body.error_codes?.[field];
    fields[field] = translateMessage(
      message,
      code ? { code, params: body.error_params?.[field] } : undefined,
    );
  }
  return fields;
}

/** The whole parsed JSON error body, for answers that carry more than a message (e.g. a roster preview). */
export function errorBody(error: unknown): unknown {
  return isHTTPError(error) ? error.data : undefined;
}

/** HTTP status of a ky HTTPError, else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}
