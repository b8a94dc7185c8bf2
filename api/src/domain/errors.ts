import type { MessageRef } from '@crewroster/shared/schemas';

/** Failures the domain reports; the HTTP layer maps `kind` to a status code. */
export type DomainErrorKind =
  | 'bad_request'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  /** An upstream service (e.g. an airline crew portal) failed or cannot be reached. */
  | 'bad_gateway';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly errors: Record<string, string> | undefined;
  /** For `rate_limited`: seconds until a retry may succeed. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The message's catalogue code, for a message the catalogue cannot recognise by its text; without it the
   * answer carries the code the catalogue finds for the message (http/errors.ts).
   */
  readonly ref: MessageRef | undefined;

  constructor(
    kind: DomainErrorKind,
    message: string,
    extra: { errors?: Record<string, string>; retryAfterSeconds?: number; ref?: MessageRef } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.errors = extra.errors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.ref = extra.ref;
  }
}

/** A validation failure on one or more fields; the message is the first field's message. */
export function validationError(errors: Record<string, string>, message?: string): DomainError {
  const first = message ?? Object.values(errors)[0] ?? 'The given data was invalid.';
  return new DomainError('validation', first, { errors });
}
