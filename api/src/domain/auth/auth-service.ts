import { messages, type SignInPayload, type SignUpPayload, type TokenSet } from '@crewroster/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DomainError, validationError } from '../errors.ts';
import { type RateLimit, takeAll } from '../rate-limit.ts';
import { FULL_ACCOUNT_TYPE, isWithinReactivationWindow } from '../user/account.ts';
import { DEFAULT_PREFERENCES } from '../user/preferences.ts';
import { ENTERPRISE_DOMAINS, ENTERPRISE_MESSAGE, isEnterpriseEmail } from './enterprise-domains.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type Product, productForConsumerKey } from './products.ts';
import type { SignInRateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const UNKNOWN_CONSUMER_KEY = 'Unknown consumer key.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const REGISTER_LIMITED = 'Too many sign-ups from this address.';

/** Messages for the sign-up and sign-in payload fields whose schemas carry only valibot's generic ones. */
export const PAYLOAD_MESSAGES = {
  consumer_key: 'The consumer key is required.',
  channel: 'The channel must be WEB.',
};

const REFRESH_TOKEN_REQUIRED = 'The refresh token is required.';

/** POST /v1/auth/refresh. */
export const refreshSchema = v.object({
  refresh_token: v.pipe(v.string(REFRESH_TOKEN_REQUIRED), v.nonEmpty(REFRESH_TOKEN_REQUIRED)),
});

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  rateLimiter: SignInRateLimiter;
  /** Sign-ups per client address (each one mails a welcome to the address given). */
  registerLimit: RateLimit;
  consumerKeys: { main: string; logbook: string };
  enterpriseDomains: readonly string[] | null;
  /** Runs after a sign-up is committed (the welcome mail); its failure does not undo the sign-up. */
  onRegistered?: (user: { id: number; email: string; tokenVersion: number }) => Promise<void>;
}

/** Postgres unique_violation. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class AuthService {
  readonly #deps: AuthServiceDeps;
  readonly #enterpriseDomains: readonly string[];

  constructor(deps: AuthServiceDeps) {
    this.#deps = deps;
    this.#enterpriseDomains = deps.enterpriseDomains ?? ENTERPRISE_DOMAINS;
  }

  isEnterpriseEmail(email: string): boolean {
    return isEnterpriseEmail(email, this.#enterpriseDomains);
  }

  #product(consumerKey: string): Product {
    const product = productForConsumerKey(this.#deps.consumerKeys, consumerKey);
    if (!product) throw new DomainError('unauthenticated', UNKNOWN_CONSUMER_KEY);
    return product;
  }

  #refuseEnterprise(email: string): void {
    if (this.isEnterpriseEmail(email)) throw new DomainError('forbidden', ENTERPRISE_MESSAGE);
  }

  /**
   * POST /v1/register. Creates a full account and signs it in. `ip` keys the sign-up limit, which counts every
   * well-formed request (also one refused because the address is taken: no probing for members either).
   */
  async register(payload: SignUpPayload, ip: string): Promise<TokenSet> {
    const product = this.#product(payload.consumer_key);
    this.#refuseEnterprise(payload.email);
    const { db, tokens } = this.#deps;
    await takeAll([[this.#deps.registerLimit, ip]], REGISTER_LIMITED);
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, payload.email.toLowerCase()));
    if (existing.length > 0)
      throw new DomainError('conflict', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
    const passwordHash = await hashPassword(payload.password);
    let created: { id: number; tokenVersion: number } | undefined;
    let tokenSet: TokenSet;
    try {
      tokenSet = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: payload.email,
            passwordHash,
            firstname: payload.firstname,
            lastname: payload.lastname,
            accountType: FULL_ACCOUNT_TYPE,
            channel: payload.channel,
            promocode: payload.promocode || null,
            preferences: { ...DEFAULT_PREFERENCES },
            profilePublic: true,
          })
          .returning({ id: users.id, tokenVersion: users.tokenVersion });
        if (!user) throw new Error('insert returned no row');
        created = user;
        return tokens.issueTokenSet(tx, user, product);
      });
    } catch (err) {
      // Two sign-ups with one address at the same time: the unique index decides.
      if (isUniqueViolation(err))
        throw new DomainError('conflict', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
      throw err;
    }
    if (created) await this.#deps.onRegistered?.({ ...created, email: payload.email });
    return tokenSet;
  }

  /** POST /v1/auth. `ip` keys the per-address limit. Reactivates an account deleted less than 30 days ago. */
  async signIn(payload: SignInPayload, ip: string): Promise<TokenSet> {
    const product = this.#product(payload.consumer_key);
    const user = await this.authenticate(payload.email, payload.password, ip);
    return this.#deps.tokens.issueTokenSet(this.#deps.db, user, product);
  }

  /**
   * Checks e-mail and password under the sign-in limits (also used by third-party consent): a wrong password or
   * an unknown e-mail counts as a failure of the account and of `ip`, a success does not count. Reactivates an
   * account deleted less than 30 days ago. Throws BAD_CREDENTIALS otherwise.
   */
  async authenticate(
    email: string,
    password: string,
    ip: string,
  ): Promise<{ id: number; tokenVersion: number }> {
    this.#refuseEnterprise(email);
    const attempt = await this.#deps.rateLimiter.begin(ip, email);
    let user: { id: number; tokenVersion: number } | null;
    try {
      user = await this.#checkCredentials(email, password);
    } catch (err) {
      await attempt.abandoned();
      throw err;
    }
    if (!user) throw new DomainError('unauthenticated', BAD_CREDENTIALS);
    await attempt.succeeded();
    return user;
  }

  /**
   * A signed-in change of the password or the e-mail address: the account's current password must be given
   * (422 on `current_password` otherwise) and right. It is checked under the sign-in limits, keyed by the account's
   * address and `ip`, so a stolen session cannot guess the password here faster than on the sign-in page: a wrong
   * one counts as a failed sign-in, and a locked account is refused (429) even with the right one.
   */
  async verifyCurrentPassword(userId: number, password: string | undefined, ip: string): Promise<void> {
    if (!password) throw validationError({ current_password: messages.currentPasswordRequired });
    const [user] = await this.#deps.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new DomainError('unauthenticated', 'Unauthenticated.');
    const attempt = await this.#deps.rateLimiter.begin(ip, user.email);
    let ok: boolean;
    try {
      ok = await verifyPassword(user.passwordHash, password);
    } catch (err) {
      await attempt.abandoned();
      throw err;
    }
    if (!ok) throw validationError({ current_password: messages.currentPasswordWrong });
    await attempt.succeeded();
  }

  /** The account if the password is right (reactivated when deleted less than 30 days ago), else null. */
  async #checkCredentials(
    email: string,
    password: string,
  ): Promise<{ id: number; tokenVersion: number } | null> {
    const { db } = this.#deps;
    const [user] = await db
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        status: users.status,
        deletedAt: users.deletedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) return null;
    if (user.status !== 'active') {
      // Past the 30-day window the account is as good as gone (the purge job deletes it).
      if (!isWithinReactivationWindow(user.deletedAt)) return null;
      await db
        .update(users)
        .set({ status: 'active', deletedAt: null, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
    return { id: user.id, tokenVersion: user.tokenVersion };
  }

  /** POST /v1/auth/refresh. */
  async refresh({ refresh_token }: v.InferOutput<typeof refreshSchema>): Promise<TokenSet> {
    return this.#deps.tokens.rotate(this.#deps.db, refresh_token);
  }

  /** POST /v1/auth/forcelogout: every session of the user, in both products, ends. */
  async forceLogout(userId: number): Promise<void> {
    const { db, tokens } = this.#deps;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tokens.revokeAllForUser(tx, userId);
    });
  }
}
