import {
  ROSTER_EXTENSIONS,
  ROSTER_MAX_BYTES,
  ROSTER_MIME_TYPES,
  ROSTER_NEEDS_MAPPING,
  type RosterMapping,
  type RosterNeedsMappingBody,
  rosterFetchSchema,
  rosterMappingMessages,
  rosterMappingSchema,
  rosterMessages,
} from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { DomainError, validationError } from '../../domain/errors.ts';
import type { RosterFetchService } from '../../domain/roster/portal/fetch-service.ts';
import {
  type ImportResult,
  RosterNeedsMappingError,
  type RosterService,
} from '../../domain/roster/roster-service.ts';
import { ImportCancelledError } from '../../domain/roster/types.ts';
import type { AppEnv } from '../../http/types.ts';
import { validJson } from '../../http/valid-json.ts';
import { type EventsRouterDeps, eventsRouter } from './events.ts';
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
    meta: {
      format: result.format,
      events: result.events,
      period: result.period,
      changes: result.changes,
      ...result.report,
    },
  };
}

/** The optional `mapping` field: JSON `{ columns: [role, …], times? }` (engine/mapping.ts). */
function readMapping(form: Record<string, unknown>): RosterMapping | undefined {
  if (form.mapping === undefined || form.mapping === '') return undefined;
  let json: unknown;
  try {
    json = typeof form.mapping === 'string' ? JSON.parse(form.mapping) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(rosterMappingSchema, json);
  if (!parsed.success) throw validationError({ mapping: rosterMappingMessages.invalid });
  return parsed.output;
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
): Promise<{ bytes: Uint8Array; source: 'file' | 'text'; mapping: RosterMapping | undefined }> {
  const mapping = readMapping(form);
  const uploadType = typeof form.upload_type === 'string' ? form.upload_type : 'file';
  if (form.channel !== undefined && form.channel !== 'WEB')
    throw validationError({ channel: 'Channel must be WEB.' });
  if (uploadType === 'text') {
    const text = typeof form.source === 'string' ? form.source : '';
    if (text.trim() === '') throw validationError({ source: rosterMessages.textRequired });
    const bytes = new TextEncoder().encode(text);
    if (bytes.byteLength > ROSTER_MAX_BYTES) throw validationError({ source: rosterMessages.fileTooLarge });
    return { bytes, source: 'text', mapping };
  }
  if (uploadType !== 'file') throw validationError({ upload_type: 'The upload type must be file or text.' });
  const file = form.source;
  if (!(file instanceof File) || file.size === 0)
    throw validationError({ source: rosterMessages.fileRequired });
  if (file.size > ROSTER_MAX_BYTES) throw validationError({ source: rosterMessages.fileTooLarge });
  if (!allowedFile(file)) throw validationError({ source: rosterMessages.fileType });
  return { bytes: new Uint8Array(await file.arrayBuffer()), source: 'file', mapping };
}

/**
 * POST /v2/roster/upload (multipart) and POST /v2/roster/fetch (crew portal). An upload the engine is unsure of
 * answers 422 `roster_needs_mapping` with the preview; it is sent again with a `mapping` to import.
 */
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
      try {
        // The request's signal: a client that leaves mid-import stops the parse and rolls the write back.
        const options = { signal: c.req.raw.signal, ...(upload.mapping ? { mapping: upload.mapping } : {}) };
        return c.json(answer(await roster.import(userId, upload.bytes, upload.source, options)));
      } catch (err) {
        // Nobody is left to read an answer; 499 (client closed request) marks it in the access log.
        if (err instanceof ImportCancelledError) return new Response(null, { status: 499 });
        if (!(err instanceof RosterNeedsMappingError)) throw err;
        const body: RosterNeedsMappingBody = {
          message: err.message,
          code: ROSTER_NEEDS_MAPPING,
          preview: err.preview,
        };
        return c.json(body, 422);
      }
    })
    .post(
      '/v2/roster/fetch',
      requireUser,
      validJson(rosterFetchSchema, { nonObjectAsEmpty: true }),
      async (c) => {
        const result = await rosterFetch.fetch(c.get('user').id, c.req.valid('json'));
        return c.json(answer(result));
      },
    );
}

/** Roster, event and statistics calls of the main API (mounted at /main beside mainRouter). */
export function rosterApi(deps: RosterRouterDeps & RosterSubscriptionRouterDeps & EventsRouterDeps) {
  return new Hono<AppEnv>()
    .route('/', rosterRouter(deps))
    .route('/', rosterSubscriptionRouter(deps))
    .route('/', eventsRouter(deps))
    .route('/', statisticsRouter(deps));
}
