import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { DomainError } from './errors.ts';

/**
 * Where the counters live: with a PostgreSQL pool the `rate_limits` table (`RateLimiterPostgres`), shared by every
 * API instance; without one (embedded PGlite, one process owns the database) in memory.
 */
export type RateLimitStore = pg.Pool | undefined;

export interface RateLimitSpec {
  /** Key prefix in the store; one per limit. */
  name: string;
  /** Points allowed per key within the window (at least 1). */
  points: number;
  windowSeconds: number;
}

/** `rate_limits.key` is varchar(255): long keys (e-mail addresses have no length limit) are hashed. */
const MAX_PLAIN_KEY = 100;

function storeKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** A fixed-window counter per key (rate-limiter-flexible). */
export class RateLimit {
  readonly name: string;
  readonly #limiter: RateLimiterAbstract;

  constructor(store: RateLimitStore, spec: RateLimitSpec) {
    if (!Number.isInteger(spec.points) || spec.points < 1)
      throw new Error(
        `Rate limit ${spec.name}: at least 1 point per window is required, got ${spec.points}.`,
      );
    this.name = spec.name;
    const options = { keyPrefix: spec.name, points: spec.points, duration: spec.windowSeconds };
    this.#limiter = store
      ? new RateLimiterPostgres({
          ...options,
          storeClient: store,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one point; resolves to 0 within the limit, else to the milliseconds until the window ends. */
  async take(key: string): Promise<number> {
    try {
      await this.#limiter.consume(storeKey(key));
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, err.msBeforeNext);
      throw err;
    }
  }

  /** Gives one point back (a request that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.#limiter.reward(storeKey(key), 1);
  }

  /** Starts the key's count over. */
  async clear(key: string): Promise<void> {
    await this.#limiter.delete(storeKey(key));
  }
}

/** One limit and the key it is counted under. */
export type LimitedKey = readonly [RateLimit, string];

/** "Please try again in 3 minutes." */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one request against every limit. When any of them is exceeded the request counts against none (every
 * point is given back, so a refused request never uses up another key's allowance) and a `rate_limited`
 * DomainError is thrown — 429 with `Retry-After` — whose message is `refusal` followed by "Please try again in N
 * minutes.". Counting first (rather than reading, then counting) keeps concurrent requests within the limit.
 */
export async function takeAll(keys: readonly LimitedKey[], refusal: string): Promise<void> {
  const waits = await Promise.all(keys.map(([limit, key]) => limit.take(key)));
  const waitMs = Math.max(0, ...waits);
  if (waitMs === 0) return;
  await giveBackAll(keys);
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new DomainError('rate_limited', `${refusal} ${tryAgainIn(retryAfterSeconds)}`, { retryAfterSeconds });
}

/** Gives one point back to every limit (see `takeAll`). */
export async function giveBackAll(keys: readonly LimitedKey[]): Promise<void> {
  await Promise.all(keys.map(([limit, key]) => limit.giveBack(key)));
}
