import type { Reply } from '@crewroster/shared/schemas';
import { Hono } from 'hono';
import { validationError } from '../../domain/errors.ts';
import { computeStatistics } from '../../domain/statistics/statistics.ts';
import type { AppEnv } from '../../http/types.ts';
import { type DateRangeDeps, dayStart } from './events.ts';

/** GET /v2/user/statistics?start_date&end_date (YYYY-MM-DD, UTC days, end_date included) → { data: { CUSTOM } }. */
export function statisticsRouter({ db, requireUser }: DateRangeDeps) {
  return new Hono<AppEnv>().get('/v2/user/statistics', requireUser, async (c) => {
    const from = dayStart(c.req.query('start_date'), 'start_date', true) as number;
    const to = (dayStart(c.req.query('end_date'), 'end_date', true) as number) + 86_400;
    if (to <= from) throw validationError({ end_date: 'The end_date may not be before the start_date.' });
    return c.json<Reply<'main', 'GET v2/user/statistics'>>({
      data: { CUSTOM: await computeStatistics(db, c.get('user').id, from, to) },
    });
  });
}
