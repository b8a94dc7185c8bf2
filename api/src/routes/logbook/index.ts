import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** Logbook API, mounted at /logbook. No endpoints yet. */
export function logbookRouter() {
  return new Hono<AppEnv>();
}
