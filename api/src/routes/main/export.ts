import { Hono, type MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import type { ExportService } from '../../domain/export/export-service.ts';
import type { AppEnv } from '../../http/types.ts';

export interface ExportRouterDeps {
  exports: ExportService;
  requireUser: MiddlewareHandler<AppEnv>;
}

/** Exports (spec §7): GET /v2/export/{provider}, GET /v2/calendar/pdf, and the public ICS subscription feed. */
export function exportRouter({ exports, requireUser }: ExportRouterDeps) {
  return new Hono<AppEnv>()
    .get('/v2/export/:provider', requireUser, async (c) => {
      const provider = c.req.param('provider');
      const userId = c.get('user').id;
      if (provider === 'ics') {
        const token = await exports.feedToken(userId);
        return c.json({ data: { url: `${new URL(c.req.url).origin}/main/v2/calendar/feed/${token}.ics` } });
      }
      if (provider === 'csv') {
        const period = exports.parsePeriod({ start: c.req.query('start'), end: c.req.query('end') });
        const { filename, text } = await exports.csv(userId, period);
        return c.json({ data: text, filename });
      }
      throw new DomainError('validation', `Export to "${provider}" is not available.`, {
        errors: { provider: 'Unknown export.' },
      });
    })
    .get('/v2/calendar/pdf', requireUser, async (c) => {
      const period = exports.parsePeriod({ start: c.req.header('startdate'), end: c.req.header('enddate') });
      const { filename, pdf } = await exports.pdf(c.get('user').id, period);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
      });
    })
    .get('/v2/calendar/feed/:file', async (c) => {
      const token = c.req.param('file').replace(/\.ics$/, '');
      const ics = await exports.feed(token, new URL(c.req.url).hostname);
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, max-age=300',
      });
    });
}
