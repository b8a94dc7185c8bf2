import { Hono } from 'hono';
import type { UserService } from '../../domain/user/user-service.ts';
import { readJson } from '../../http/body.ts';
import type { AppEnv } from '../../http/types.ts';

/**
 * Test helpers, mounted at /dev only when DEV_ENDPOINTS is on (never in production):
 * browser tests use them to put an account into states the web app cannot reach by itself.
 */
export function devRouter({ users }: { users: UserService }) {
  return new Hono<AppEnv>()
    .put('/users/account-type', async (c) =>
      c.json({ data: await users.setAccountTypeByEmail(await readJson(c)) }),
    )
    .put('/users/status-expiry', async (c) =>
      c.json({ data: await users.setStatusExpiryByEmail(await readJson(c)) }),
    );
}
