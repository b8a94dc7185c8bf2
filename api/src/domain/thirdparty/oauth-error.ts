/** RFC 6749 §5.2 token-endpoint errors: `{ error, error_description }`, 400 (401 for invalid_client). */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type';

export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  constructor(code: OAuthErrorCode, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.code = code;
  }
  get status(): 400 | 401 {
    return this.code === 'invalid_client' ? 401 : 400;
  }
}
