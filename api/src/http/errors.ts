import type { Context } from 'hono';
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

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** The single place that turns a thrown error into the `{ message, errors? }` body. */
export function errorResponse(err: unknown, c: Context, logger: Logger): Response {
  if (err instanceof DomainError) {
    const body: ErrorBody = { message: err.message };
    if (err.errors && Object.keys(err.errors).length > 0) body.errors = err.errors;
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body, STATUS_BY_KIND[err.kind]);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status >= 500) logger.error({ err }, 'request failed');
    return c.json({ message: err.message || 'Request failed.' }, status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json({ message: 'Something went wrong.' }, 500);
}
