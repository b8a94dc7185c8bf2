import { Hono } from 'hono';
import {
  accountTypeByEmailSchema,
  statusExpiryByEmailSchema,
  type UserService,
} from '../../domain/user/user-service.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

/**
 * Test helpers, mounted at /dev only when DEV_ENDPOINTS is on (never in production):
 * browser tests use them to put an account into states the web app cannot reach by itself.
 */
export function devRouter({ users }: { users: UserService }) {
  return new Hono<AppEnv>()
    .put('/users/account-type', validJson(accountTypeByEmailSchema), async (c) =>
      c.json({ data: await users.setAccountTypeByEmail(c.req.valid('json')) }),
    )
    .put('/users/status-expiry', validJson(statusExpiryByEmailSchema), async (c) =>
      c.json({ data: await users.setStatusExpiryByEmail(c.req.valid('json')) }),
    );
}
