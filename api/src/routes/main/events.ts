import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../domain/errors.ts';
import { EventAnswers } from '../../domain/events/event-answers.ts';
import { isValidIsoDate, utcToEpoch } from '../../domain/roster/time.ts';
import { refuseSession } from '../../http/auth.ts';
import type { AppEnv } from '../../http/types.ts';

export interface DateRangeDeps {
  db: Db;
  requireUser: MiddlewareHandler<AppEnv>;
}

export interface EventsRouterDeps extends DateRangeDeps {
  /** The token only: the events query checks the session itself (http/auth.ts requireToken). */
  requireToken: MiddlewareHandler<AppEnv>;
}

/** A YYYY-MM-DD day as [00:00 UTC, next 00:00 UTC) bounds; 422 when malformed. */
export function dayStart(raw: string | undefined, field: string, required: boolean): number | undefined {
  if (raw === undefined || raw === '') {
    if (required) throw validationError({ [field]: `The ${field} is required (YYYY-MM-DD).` });
    return undefined;
  }
  if (!isValidIsoDate(raw)) throw validationError({ [field]: `The ${field} must be a date (YYYY-MM-DD).` });
  return utcToEpoch(raw, '00:00');
}

/** GET /v2/event: headers startdate and optional enddate (YYYY-MM-DD, UTC days, enddate included). */
export function eventsRouter({ db, requireToken }: EventsRouterDeps) {
  const answers = new EventAnswers(db);
  return new Hono<AppEnv>().get('/v2/event', requireToken, async (c) => {
    const from = dayStart(c.req.header('startdate'), 'startdate', true) as number;
    const endDay = dayStart(c.req.header('enddate'), 'enddate', false);
    const to = endDay === undefined ? undefined : endDay + 86_400;
    if (to !== undefined && to <= from)
      throw validationError({ enddate: 'The enddate may not be before the startdate.' });
    const text = await answers.answer(c.get('token'), from, to);
    return text === null ? refuseSession(c) : c.body(text, 200, { 'Content-Type': 'application/json' });
  });
}
