import type { Reply } from '@crewroster/shared/schemas';
import { Hono } from 'hono';
import { parsePage, type ReferenceService } from '../../domain/reference/search.ts';
import type { AppEnv } from '../../http/types.ts';

/** Pickers' reference data (public): airlines, airports, positions. */
export function referenceRouter({ reference }: { reference: ReferenceService }) {
  return new Hono<AppEnv>()
    .get('/v2/airline', async (c) => {
      const page = parsePage(c.req.query('page'));
      return c.json<Reply<'main', 'GET v2/airline'>>(
        await reference.searchAirlines(c.req.query('header'), page),
      );
    })
    .get('/v2/airport', async (c) => {
      const page = parsePage(c.req.query('page'));
      return c.json<Reply<'main', 'GET v2/airport'>>(
        await reference.searchAirports(c.req.query('header'), page),
      );
    })
    .get('/v2/jobtype', async (c) =>
      c.json<Reply<'main', 'GET v2/jobtype'>>({ data: await reference.positions() }),
    );
}
