import { FTL_RULE_SETS, type FtlRuleSet, type Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../domain/errors.ts';
import { userLimits } from '../../domain/limits/user-limits.ts';
import type { AppEnv } from '../../http/types.ts';

function ruleSetParam(raw: string | undefined): FtlRuleSet | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(FTL_RULE_SETS as readonly string[]).includes(raw))
    throw validationError({ rules: `The rules must be one of: ${FTL_RULE_SETS.join(', ')}.` });
  return raw as FtlRuleSet;
}

/**
 * GET /v2/limits (issue #15 item 3): each flight-time and duty limit of the user's rule set (the `ftl_rules`
 * preference, or `?rules=easa|faa`) with its value today, the highest projected value through the end of the
 * roster and the first day it is exceeded → { data: FlightTimeLimits }.
 */
export function limitsRouter({ db, requireUser }: { db: Db; requireUser: MiddlewareHandler<AppEnv> }) {
  return new Hono<AppEnv>().get('/v2/limits', requireUser, async (c) => {
    const ruleSet = ruleSetParam(c.req.query('rules'));
    const now = Math.floor(Date.now() / 1000);
    return c.json<Reply<'main', 'GET v2/limits'>>({
      data: await userLimits(db, c.get('user').id, { now, ruleSet }),
    });
  });
}
