/**
 * POST /v2/roster/upload (multipart: source, upload_type file|text, channel WEB, and a column `mapping` when the
 * user confirmed one) → statistics, routes and what was imported and skipped; or a 422 `roster_needs_mapping`
 * with the preview of a table the API is unsure of.
 */
import { authorisedClient, errorBody } from '@crewroster/shared/api';
import {
  CHANNEL,
  type ImportReply,
  type ImportReport,
  type Reply,
  ROSTER_EXTENSIONS,
  ROSTER_MAX_BYTES,
  ROSTER_MIME_TYPES,
  ROSTER_NEEDS_MAPPING,
  type RosterMapping,
  type RosterNeedsMappingBody,
  type RosterPreview,
  rosterMessages,
  type Statistics,
} from '@crewroster/shared/schemas';
import { fetchWithUploadProgress, type UploadProgress } from './xhr-fetch';

/** What the success screen shows (router state of /home/upload/success). */
export interface UploadAnswer {
  statistics: Statistics;
  /** Absent from answers that do not report it. */
  report?: ImportReport;
}

/** The statistics and report of an upload, fetch or subscription answer. */
export function answerOf(body: ImportReply): UploadAnswer {
  const { imported, skipped, mapping } = body.meta ?? {};
  return {
    statistics: body.data.CUSTOM,
    ...(imported && skipped ? { report: { imported, skipped, mapping: mapping ?? null } } : {}),
  };
}

/** How an import request is watched: the signal that cancels it, and the bytes sent (file uploads only). */
export interface Transfer {
  signal: AbortSignal;
  onProgress?: UploadProgress;
}

export async function uploadRoster(
  source: File | string,
  mapping: RosterMapping | undefined,
  { signal, onProgress }: Transfer,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('source', source);
  form.set('upload_type', typeof source === 'string' ? 'text' : 'file');
  form.set('channel', CHANNEL);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  // Long imports (PDF, images) take time: no client timeout shorter than the server's own.
  const body = await authorisedClient('main', 'main')
    .post('v2/roster/upload', {
      body: form,
      timeout: 120_000,
      signal,
      // Only a file is worth a byte count; pasted text is sent in a blink.
      ...(onProgress && typeof source !== 'string' ? { fetch: fetchWithUploadProgress(onProgress) } : {}),
    })
    .json<Reply<'main', 'POST v2/roster/upload'>>();
  return answerOf(body);
}

/** The preview of a refused upload the API asks the user to confirm, if that is what the error is. */
export function previewOf(error: unknown): RosterPreview | undefined {
  const body = errorBody(error) as Partial<RosterNeedsMappingBody> | undefined;
  return body?.code === ROSTER_NEEDS_MAPPING && body.preview ? body.preview : undefined;
}

/** Spec §5 roster file rules, checked before anything is sent. */
export function rosterFileError(file: File | undefined): string | undefined {
  if (!file) return rosterMessages.fileRequired;
  if (file.size > ROSTER_MAX_BYTES) return rosterMessages.fileTooLarge;
  const name = file.name.toLowerCase();
  const typeOk = (ROSTER_MIME_TYPES as readonly string[]).includes(file.type);
  const extensionOk = ROSTER_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk && !extensionOk) return rosterMessages.fileType;
  return undefined;
}
