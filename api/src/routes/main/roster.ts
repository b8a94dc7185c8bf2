import {
  ROSTER_EXTENSIONS,
  ROSTER_MAX_BYTES,
  ROSTER_MIME_TYPES,
  rosterMessages,
} from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { DomainError, validationError } from '../../domain/errors.ts';
import type { RosterFetchService } from '../../domain/roster/portal/fetch-service.ts';
import type { ImportResult, RosterService } from '../../domain/roster/roster-service.ts';
import { readJson } from '../../http/body.ts';
import type { AppEnv } from '../../http/types.ts';
import { type DateRangeDeps, eventsRouter } from './events.ts';
import { type RosterSubscriptionRouterDeps, rosterSubscriptionRouter } from './roster-subscription.ts';
import { statisticsRouter } from './statistics.ts';

export interface RosterRouterDeps {
  roster: RosterService;
  rosterFetch: RosterFetchService;
  requireUser: MiddlewareHandler<AppEnv>;
}

function answer(result: ImportResult) {
  return {
    data: { CUSTOM: result.statistics },
    meta: { format: result.format, events: result.events, period: result.period, changes: result.changes },
  };
}

function allowedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    (ROSTER_MIME_TYPES as readonly string[]).includes(type) ||
    ROSTER_EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

/** Reads the multipart upload (spec §5 rules) into bytes; failures are 422 with the spec's messages. */
async function readUpload(
  form: Record<string, unknown>,
): Promise<{ bytes: Uint8Array; source: 'file' | 'text' }> {
  const uploadType = typeof form.upload_type === 'string' ? form.upload_type : 'file';
  if (form.channel !== undefined && form.channel !== 'WEB')
    throw validationError({ channel: 'Channel must be WEB.' });
  if (uploadType === 'text') {
    const text = typeof form.source === 'string' ? form.source : '';
    if (text.trim() === '') throw validationError({ source: rosterMessages.textRequired });
    const bytes = new TextEncoder().encode(text);
    if (bytes.byteLength > ROSTER_MAX_BYTES) throw validationError({ source: rosterMessages.fileTooLarge });
    return { bytes, source: 'text' };
  }
  if (uploadType !== 'file') throw validationError({ upload_type: 'The upload type must be file or text.' });
  const file = form.source;
  if (!(file instanceof File) || file.size === 0)
    throw validationError({ source: rosterMessages.fileRequired });
  if (file.size > ROSTER_MAX_BYTES) throw validationError({ source: rosterMessages.fileTooLarge });
  if (!allowedFile(file)) throw validationError({ source: rosterMessages.fileType });
  return { bytes: new Uint8Array(await file.arrayBuffer()), source: 'file' };
}

/** POST /v2/roster/upload (multipart) and POST /v2/roster/fetch (crew portal). */
export function rosterRouter({ roster, rosterFetch, requireUser }: RosterRouterDeps) {
  return new Hono<AppEnv>()
    .post('/v2/roster/upload', requireUser, async (c) => {
      const userId = c.get('user').id;
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        throw new DomainError('bad_request', 'The upload must be multipart/form-data.');
      }
      let upload: Awaited<ReturnType<typeof readUpload>>;
      try {
        upload = await readUpload(form);
      } catch (err) {
        const source = form.upload_type === 'text' ? 'text' : 'file';
        await roster.recordFailure(userId, source, err instanceof Error ? err.message : 'invalid upload');
        throw err;
      }
      return c.json(answer(await roster.import(userId, upload.bytes, upload.source)));
    })
    .post('/v2/roster/fetch', requireUser, async (c) => {
      const result = await rosterFetch.fetch(c.get('user').id, await readJson(c));
      return c.json(answer(result));
    });
}

/** Roster, event and statistics calls of the main API (mounted at /main beside mainRouter). */
export function rosterApi(deps: RosterRouterDeps & RosterSubscriptionRouterDeps & DateRangeDeps) {
  return new Hono<AppEnv>()
    .route('/', rosterRouter(deps))
    .route('/', rosterSubscriptionRouter(deps))
    .route('/', eventsRouter(deps))
    .route('/', statisticsRouter(deps));
}
