import type { Product } from '../domain/auth/products.ts';
import type { AccessClaims, TempScope } from '../domain/auth/tokens.ts';

export interface SessionUser {
  id: number;
  product: Product;
  /** Present when the request came with a temp token from an e-mail link. */
  temp?: { jti: string; scope: TempScope; expiresAt: number };
}

/** Hono environment of the whole app. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    /** Set by requireToken: a verified token whose session the handler's own query still has to check. */
    token: AccessClaims;
  };
}
