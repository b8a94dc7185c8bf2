import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { RosterMapping } from '@crewroster/shared/schemas';
import Piscina from 'piscina';
import type { ParseLimits } from '../../config.ts';
import { DomainError } from '../errors.ts';
import type { ParseAnswer, ParseTask } from './parse-worker.ts';
import type { ParseResult } from './registry.ts';
import { ImportCancelledError, UnreadableRosterError } from './types.ts';

export const PARSE_MESSAGES = {
  timeout:
    'Reading this roster took too long, so it was stopped. Please upload a shorter period or another format of it.',
  memory: 'This roster is too large to read. Please upload a shorter period.',
  busy: 'Many rosters are being read right now. Please try again in a minute.',
  oneAtATime: 'Your previous roster is still being read. Please wait until it has finished.',
} as const;

/** The roster parsers need TypeScript in their threads too: the same tsx loader the API runs with. */
function tsxLoaderArgs(): string[] {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', loader];
}

/**
 * Parses rosters off the request thread: a pool of worker threads with a wall-clock budget (a parse over it is
 * stopped by terminating its thread), a heap limit, a bounded queue per instance and one parse at a time per
 * user. So a hostile file costs its sender a 422 and nobody else anything: /health and other calls answer at once.
 */
export class RosterParsePool {
  readonly #pool: Piscina<ParseTask, ParseAnswer>;
  readonly #limits: ParseLimits;
  readonly #busyUsers = new Set<number>();

  constructor(limits: ParseLimits, workerFile = new URL('./parse-worker.ts', import.meta.url)) {
    this.#limits = limits;
    this.#pool = new Piscina({
      filename: workerFile.href,
      // One thread stays up: a thread's first parse loads TypeScript and the engine (about a second), which
      // would otherwise land on the first import after each idle minute.
      minThreads: Math.min(1, this.#limits.threads),
      maxThreads: this.#limits.threads,
      maxQueue: this.#limits.maxQueue,
      idleTimeout: 60_000,
      execArgv: tsxLoaderArgs(),
      resourceLimits: {
        maxOldGenerationSizeMb: this.#limits.maxHeapMb,
        maxYoungGenerationSizeMb: this.#limits.youngMb,
      },
    });
  }

  async parse(
    userId: number,
    bytes: Uint8Array,
    uploadDate: Date,
    mapping?: RosterMapping,
    /** The client's request: when it is aborted the parse stops (its thread is ended) at once. */
    signal?: AbortSignal,
  ): Promise<ParseResult> {
    if (this.#busyUsers.has(userId))
      throw new DomainError('rate_limited', PARSE_MESSAGES.oneAtATime, { retryAfterSeconds: 5 });
    if (this.#pool.queueSize >= this.#limits.maxQueue)
      throw new DomainError('rate_limited', PARSE_MESSAGES.busy, { retryAfterSeconds: 60 });
    if (signal?.aborted) throw new ImportCancelledError();
    this.#busyUsers.add(userId);
    const budget = AbortSignal.timeout(this.#limits.timeoutMs);
    try {
      const answer = await this.#pool.run(
        { bytes, uploadDate: uploadDate.getTime(), ...(mapping ? { mapping } : {}) },
        { signal: signal ? AbortSignal.any([budget, signal]) : budget },
      );
      if (!answer.ok) throw new UnreadableRosterError(answer.message);
      return answer.result;
    } catch (err) {
      if (signal?.aborted && !budget.aborted) throw new ImportCancelledError();
      throw translate(err);
    } finally {
      this.#busyUsers.delete(userId);
    }
  }

  /** Loads the engine in the resident thread before the first upload needs it (outside any parse budget). */
  async warmUp(): Promise<void> {
    await this.#pool.run({ bytes: new Uint8Array(), uploadDate: Date.now() }).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}

function translate(err: unknown): unknown {
  if (err instanceof UnreadableRosterError || err instanceof DomainError) return err;
  const { name, code, message } = (err ?? {}) as { name?: string; code?: string; message?: string };
  if (name === 'AbortError') return new UnreadableRosterError(PARSE_MESSAGES.timeout);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new UnreadableRosterError(PARSE_MESSAGES.memory);
  if (message?.includes('Task queue is at limit'))
    return new DomainError('rate_limited', PARSE_MESSAGES.busy, { retryAfterSeconds: 60 });
  return err;
}
