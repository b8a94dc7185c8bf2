import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../../config.ts';
import { DomainError } from '../errors.ts';

/** Limits sign-in attempts per IP + e-mail and per IP. */
export class SignInRateLimiter {
  readonly #perIpEmail: RateLimiterAbstract;
  readonly #perIp: RateLimiterAbstract;

  /**
   * With a PostgreSQL pool the counters live in the `rate_limits` table (shared by all instances);
   * without one (embedded PGlite, one process) they live in memory.
   */
  constructor(config: RateLimitConfig, pool?: pg.Pool) {
    const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
      pool
        ? new RateLimiterPostgres({
            storeClient: pool,
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix,
            points,
            duration: config.windowSeconds,
          })
        : new RateLimiterMemory({ keyPrefix, points, duration: config.windowSeconds });
    this.#perIpEmail = make('signin_ip_email', config.perIpEmail);
    this.#perIp = make('signin_ip', config.perIp);
  }

  /** Counts an attempt; throws a `rate_limited` DomainError when a limit is exceeded. */
  async consume(ip: string, email: string): Promise<void> {
    const results = await Promise.allSettled([
      this.#perIpEmail.consume(`${ip}|${email.trim().toLowerCase()}`),
      this.#perIp.consume(ip),
    ]);
    let waitMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new DomainError(
        'rate_limited',
        `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds },
      );
    }
  }

  /** After a successful sign-in the per-account counter starts over. */
  async reset(ip: string, email: string): Promise<void> {
    await this.#perIpEmail.delete(`${ip}|${email.trim().toLowerCase()}`);
  }
}
