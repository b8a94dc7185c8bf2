import type { RateLimitConfig } from '../../config.ts';
import { giveBackAll, type LimitedKey, RateLimit, type RateLimitStore, takeAll } from '../rate-limit.ts';

export const SIGNIN_LIMITED = 'Too many sign-in attempts.';

/** An attempt under way: settle it once the password has been checked. */
export interface SignInAttempt {
  /** The right password: the address's point is given back and the account's failures start over. */
  succeeded(): Promise<void>;
  /** Neither right nor wrong (e.g. the database failed): nothing counts. */
  abandoned(): Promise<void>;
}

/**
 * Sign-in limits count failures, not successes: per account (the normalised e-mail, from any address — a
 * password cannot be guessed by spreading attempts over many addresses) and per client address (across
 * accounts). A crew hotel or an airline office behind one address can sign in as often as it likes.
 */
export class SignInRateLimiter {
  readonly #perAccount: RateLimit;
  readonly #perIp: RateLimit;

  constructor(config: RateLimitConfig['signIn'], store: RateLimitStore) {
    const windowSeconds = config.windowSeconds;
    this.#perAccount = new RateLimit(store, {
      name: 'signin_fail_account',
      points: config.failuresPerAccount,
      windowSeconds,
    });
    this.#perIp = new RateLimit(store, {
      name: 'signin_fail_ip',
      points: config.failuresPerIp,
      windowSeconds,
    });
  }

  /**
   * Before the password is checked. The attempt is counted as a failure of the account and of the address up
   * front — so that many concurrent attempts cannot all pass a check made before any of them has failed — and is
   * refused (`rate_limited`, nothing counted) when either already has its limit of failures in the window.
   * A wrong password then leaves both points counted; `succeeded` and `abandoned` give them back.
   */
  async begin(ip: string, email: string): Promise<SignInAttempt> {
    const account = email.trim().toLowerCase();
    const keys: LimitedKey[] = [
      [this.#perAccount, account],
      [this.#perIp, ip],
    ];
    await takeAll(keys, SIGNIN_LIMITED);
    return {
      succeeded: async () => {
        await Promise.all([this.#perAccount.clear(account), this.#perIp.giveBack(ip)]);
      },
      abandoned: () => giveBackAll(keys),
    };
  }
}
