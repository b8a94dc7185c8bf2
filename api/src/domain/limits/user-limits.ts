/**
 * The signed-in user's flight-time limits: their events of the past 400 days (the longest window looks back
 * 12 calendar months) and the roster ahead, the rule set preference (EASA by default) and the home base's time
 * zone, handed to the pure computation in ftl-limits.ts.
 */
import type { FlightTimeLimits, FtlRuleSet } from '@crewroster/shared/schemas';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { airports, rosterEvents, users } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isValidZone } from '../roster/time.ts';
import { USER_NOT_FOUND } from '../user/user-service.ts';
import { computeLimits, HORIZON_DAYS } from './ftl-limits.ts';

const DAY = 86_400;
const LOOKBACK_DAYS = 400;

export async function userLimits(
  db: Db,
  userId: number,
  { now, ruleSet }: { now: number; ruleSet?: FtlRuleSet },
): Promise<FlightTimeLimits> {
  const [user] = await db
    .select({ preferences: users.preferences, zone: airports.timezone })
    .from(users)
    .leftJoin(airports, eq(airports.iata, users.baseIata))
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('not_found', USER_NOT_FOUND);
  const events = await db
    .select({
      type: rosterEvents.dutyType,
      start: rosterEvents.startTs,
      end: rosterEvents.endTs,
      allDay: rosterEvents.allDay,
    })
    .from(rosterEvents)
    .where(
      and(
        eq(rosterEvents.userId, userId),
        gte(rosterEvents.startTs, now - LOOKBACK_DAYS * DAY),
        lt(rosterEvents.startTs, now + (HORIZON_DAYS + 2) * DAY),
      ),
    );
  const chosen = ruleSet ?? (user.preferences?.ftl_rules === 'faa' ? 'faa' : 'easa');
  const zone = user.zone && isValidZone(user.zone) ? user.zone : 'UTC';
  return computeLimits(events, { ruleSet: chosen, now, zone });
}
