/** Roster subscription calls: PUT/GET/PATCH/DELETE /v2/roster/subscription, refresh now, and the change summary. */
import {
  type Reply,
  rosterSubscriptionSchema,
  rosterSubscriptionUpdateSchema,
} from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { validationError } from '../../domain/errors.ts';
import type { RosterSubscriptionService } from '../../domain/roster/subscription/subscription-service.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';

export interface RosterSubscriptionRouterDeps {
  subscriptions: RosterSubscriptionService;
  requireUser: MiddlewareHandler<AppEnv>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function rosterSubscriptionRouter({ subscriptions, requireUser }: RosterSubscriptionRouterDeps) {
  return new Hono<AppEnv>()
    .put('/v2/roster/subscription', requireUser, validJson(rosterSubscriptionSchema), async (c) => {
      const { result, subscription } = await subscriptions.subscribe(c.get('user').id, c.req.valid('json'));
      return c.json({
        data: { CUSTOM: result.statistics },
        meta: {
          format: result.format,
          events: result.events,
          period: result.period,
          changes: result.changes,
          // What was imported and skipped by kind, as an upload's answer says it (issue #19 item 5).
          ...result.report,
          subscription,
        },
      });
    })
    .get('/v2/roster/subscription', requireUser, async (c) =>
      c.json<Reply<'main', 'GET v2/roster/subscription'>>({
        data: await subscriptions.get(c.get('user').id),
      }),
    )
    .patch('/v2/roster/subscription', requireUser, validJson(rosterSubscriptionUpdateSchema), async (c) =>
      c.json<Reply<'main', 'PATCH v2/roster/subscription'>>({
        data: await subscriptions.setEmailOnChange(c.get('user').id, c.req.valid('json')),
      }),
    )
    .delete('/v2/roster/subscription', requireUser, async (c) => {
      await subscriptions.remove(c.get('user').id);
      return c.json({ data: null });
    })
    .post('/v2/roster/subscription/refresh', requireUser, async (c) =>
      c.json<Reply<'main', 'POST v2/roster/subscription/refresh'>>({
        data: await subscriptions.refreshNow(c.get('user').id),
      }),
    )
    .get('/v2/roster/changes', requireUser, async (c) => {
      const raw = c.req.query('since');
      const since = raw === undefined ? new Date(Date.now() - DAY_MS) : new Date(raw);
      if (Number.isNaN(since.getTime()))
        throw validationError({ since: 'since must be a date and time (ISO 8601).' });
      return c.json<Reply<'main', 'GET v2/roster/changes'>>({
        data: await subscriptions.changesSince(c.get('user').id, since),
      });
    });
}
