import type { Product } from '../domain/auth/products.ts';

export interface SessionUser {
  id: number;
  product: Product;
}

/** Hono environment of the whole app. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
  };
}
