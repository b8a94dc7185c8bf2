/** POST /v2/roster/upload (multipart: source, upload_type file|text, channel WEB) → statistics and routes. */
import { authorisedClient } from '@crewroster/shared/api';
import {
  CHANNEL,
  ROSTER_EXTENSIONS,
  ROSTER_MAX_BYTES,
  ROSTER_MIME_TYPES,
  rosterMessages,
  type Statistics,
  type StatisticsResponse,
} from '@crewroster/shared/schemas';

export async function uploadRoster(source: File | string): Promise<Statistics> {
  const form = new FormData();
  form.set('source', source);
  form.set('upload_type', typeof source === 'string' ? 'text' : 'file');
  form.set('channel', CHANNEL);
  // Long imports (PDF, images) take time: no client timeout shorter than the server's own.
  const body = await authorisedClient('main', 'main')
    .post('v2/roster/upload', { body: form, timeout: 120_000 })
    .json<{ data: StatisticsResponse }>();
  return body.data.CUSTOM;
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
