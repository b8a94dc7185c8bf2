import { Hono, type MiddlewareHandler } from 'hono';
import type { LogbookUserService } from '../../domain/logbook/logbook-user-service.ts';
import { readJson } from '../../http/body.ts';
import type { AppEnv } from '../../http/types.ts';

export interface LogbookRouterDeps {
  logbookUsers: LogbookUserService;
  requireUser: MiddlewareHandler<AppEnv>;
}

/** Logbook API, mounted at /logbook: the logbook user (spec §7 "Logbook API"). */
export function logbookRouter({ logbookUsers, requireUser }: LogbookRouterDeps) {
  return new Hono<AppEnv>()
    .get('/v1/user', requireUser, async (c) => c.json({ data: await logbookUsers.get(c.get('user').id) }))
    .put('/v1/user', requireUser, async (c) =>
      c.json({ data: await logbookUsers.update(c.get('user').id, await readJson(c)) }),
    )
    .put('/v1/user/email/unsubscribe', requireUser, async (c) =>
      c.json({ data: await logbookUsers.unsubscribe(c.get('user').id) }),
    );
}
