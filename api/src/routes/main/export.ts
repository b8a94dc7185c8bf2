import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import { type ExportService, periodSchema } from '../../domain/export/export-service.ts';
import { isLinkProvider } from '../../domain/export/providers.ts';
import { parseInput } from '../../domain/validation.ts';
import type { AppEnv } from '../../http/types.ts';

export interface ExportRouterDeps {
  exports: ExportService;
  requireUser: MiddlewareHandler<AppEnv>;
  /** Origin under which this API is reached (feed URLs); null = each request's own origin. */
  publicUrl: string | null;
}

/**
 * Exports (spec §7): GET /v2/export/{provider} (csv, ics, logbook, crewalert, safelog, logten; an app export
 * answers prefix, data and the filename for saving the data when the app does not open), GET
 * /v2/calendar/pdf, the public ICS subscription feed, and POST /v2/calendar/feed/reset for a new feed address.
 */
/** Seconds a fetched feed may be reused (calendar apps fetch it again every hour: REFRESH-INTERVAL). */
const FEED_MAX_AGE = 300;

export function exportRouter({ exports, requireUser, publicUrl }: ExportRouterDeps) {
  const feedUrl = (requestUrl: string, token: string) =>
    `${publicUrl ?? new URL(requestUrl).origin}/main/v2/calendar/feed/${token}.ics`;
  return new Hono<AppEnv>()
    .get('/v2/export/:provider', requireUser, async (c) => {
      const provider = c.req.param('provider');
      const userId = c.get('user').id;
      if (provider === 'ics') {
        return c.json<Reply<'main', 'GET v2/export/ics'>>({
          data: { url: feedUrl(c.req.url, await exports.feedToken(userId)) },
        });
      }
      const period = () => parseInput(periodSchema, { start: c.req.query('start'), end: c.req.query('end') });
      if (provider === 'csv') {
        const { filename, text } = await exports.csv(userId, period());
        return c.json<Reply<'main', 'GET v2/export/csv'>>({ data: text, filename });
      }
      if (isLinkProvider(provider))
        return c.json<Reply<'main', 'GET v2/export/:app'>>(await exports.link(userId, provider, period()));
      throw new DomainError('validation', `Export to "${provider}" is not available.`, {
        errors: { provider: 'Unknown export.' },
      });
    })
    .post('/v2/calendar/feed/reset', requireUser, async (c) =>
      c.json<Reply<'main', 'POST v2/calendar/feed/reset'>>({
        data: { url: feedUrl(c.req.url, await exports.resetFeedToken(c.get('user').id)) },
      }),
    )
    .get('/v2/calendar/pdf', requireUser, async (c) => {
      const period = parseInput(periodSchema, {
        start: c.req.header('startdate'),
        end: c.req.header('enddate'),
      });
      const { filename, pdf } = await exports.pdf(c.get('user').id, period);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
      });
    })
    .get('/v2/calendar/feed/:file', async (c) => {
      const token = c.req.param('file').replace(/\.ics$/, '');
      const ics = await exports.feed(token, new URL(publicUrl ?? c.req.url).hostname);
      const headers: Record<string, string> = {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': `private, max-age=${FEED_MAX_AGE}`,
      };
      // ?download=1: save as a file instead of showing it (the dialog's download button).
      if (c.req.query('download')) headers['Content-Disposition'] = 'attachment; filename="Roster.ics"';
      return c.body(ics, 200, headers);
    });
}
