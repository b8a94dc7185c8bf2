/**
 * Runs in a parse-pool thread (see parse-pool.ts): one roster's bytes in, its duties out. An unreadable roster
 * is an answer, not a thrown error, because an error's class does not survive the trip between threads.
 */
import type { RosterMapping } from '@crewroster/shared/schemas';
import { defaultExtractors, type ParseResult, parseRoster } from './registry.ts';
import { UnreadableRosterError } from './types.ts';

// pdf.js inflates a PDF's streams through DecompressionStream where the global has one. In Node that is zlib on the
// thread pool, fed through web streams: a one-year PDF cost about 170 ms of CPU on the pool's threads that way, and
// the whole parse twice its CPU. Without it pdf.js inflates with its own decoder, in this thread, in a few ms.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;

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
