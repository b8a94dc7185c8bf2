import {
  type ApiErrorBody,
  describeMessage,
  type MessageParams,
  type MessageRef,
} from '@crewroster/shared/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';

export const STATUS_BY_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  bad_request: 400,
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  bad_gateway: 502,
};

export interface ErrorBody extends ApiErrorBody {
  message: string;
}

/**
 * Adds the catalogue codes (issue #14 item 11) to an error body: `code` and `params` for `message` (`ref` when
 * the thrower named it, else what the catalogue finds for the text), `error_codes` and `error_params` per field of
 * `errors`. `message` and `errors` stay as they are (the spec's English). Codes already there are kept.
 */
export function withMessageCodes<B extends ApiErrorBody>(body: B, ref?: MessageRef): B {
  const out: B = { ...body };
  const found =
    body.code === undefined && typeof body.message === 'string'
      ? (ref ?? describeMessage(body.message))
      : undefined;
  if (found) {
    out.code = found.code;
    if (found.params) out.params = found.params;
  }
  if (body.errors && body.error_codes === undefined) {
    const codes: Record<string, string> = {};
    const params: Record<string, MessageParams> = {};
    for (const [field, message] of Object.entries(body.errors)) {
      const fieldRef = typeof message === 'string' ? describeMessage(message) : undefined;
      if (!fieldRef) continue;
      codes[field] = fieldRef.code;
      if (fieldRef.params) params[field] = fieldRef.params;
    }
    if (Object.keys(codes).length > 0) out.error_codes = codes;
    if (Object.keys(params).length > 0) out.error_params = params;
  }
  return out;
}

/** The single place that turns a thrown error into the `{ message, errors? }` body (with its codes). */
export function errorResponse(err: unknown, c: Context, logger: Logger): Response {
  if (err instanceof DomainError) {
    const body: ErrorBody = { message: err.message };
    if (err.errors && Object.keys(err.errors).length > 0) body.errors = err.errors;
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(withMessageCodes(body, err.ref), STATUS_BY_KIND[err.kind]);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status >= 500) logger.error({ err }, 'request failed');
    return c.json(withMessageCodes({ message: err.message || 'Request failed.' }), status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json(withMessageCodes({ message: 'Something went wrong.' }), 500);
}

/**
 * Gives the codes to the JSON error answers written without errorResponse (404 of unknown routes, 401 of the
 * bearer check, 413 of the body limit, …), so every error the web app shows can be translated.
 */
export function messageCodes(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || res.headers.has('content-encoding')) return;
    if (!res.headers.get('content-type')?.includes('application/json')) return;
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => undefined);
    if (!isErrorBody(body)) return;
    const coded = withMessageCodes(body);
    if (coded.code === body.code && coded.error_codes === body.error_codes) return;
    c.res = new Response(JSON.stringify(coded), { status: res.status, headers: res.headers });
  };
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'message' in body;
}
