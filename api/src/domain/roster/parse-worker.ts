/**
 * Runs in a parse-pool thread (see parse-pool.ts): one roster's bytes in, its duties out. An unreadable roster
 * is an answer, not a thrown error, because an error's class does not survive the trip between threads.
 */
import type { RosterMapping } from '@crewroster/shared/schemas';
import { defaultExtractors, type ParseResult, parseRoster } from './registry.ts';
import { UnreadableRosterError } from './types.ts';

export interface ParseTask {
  bytes: Uint8Array;
  /** Epoch milliseconds of the upload: the dates a roster leaves out are inferred from it. */
  uploadDate: number;
  /** The user's (or the airline's remembered) column mapping of a table roster. */
  mapping?: RosterMapping;
}

export type ParseAnswer = { ok: true; result: ParseResult } | { ok: false; message: string };

export default async function parseInWorker({ bytes, uploadDate, mapping }: ParseTask): Promise<ParseAnswer> {
  try {
    const ctx = { uploadDate: new Date(uploadDate) };
    return { ok: true, result: await parseRoster(bytes, ctx, defaultExtractors, mapping) };
  } catch (err) {
    if (err instanceof UnreadableRosterError) return { ok: false, message: err.message };
    throw err;
  }
}
