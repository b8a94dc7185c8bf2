import type { Product } from '../domain/auth/products.ts';
import type { TempScope } from '../domain/auth/tokens.ts';

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
  };
}
