import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** Payment service, mounted at /payment. No endpoints yet. */
export function paymentRouter() {
  return new Hono<AppEnv>();
}
