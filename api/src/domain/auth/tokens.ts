import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenSet } from '@crewroster/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db, Tx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isProduct, type Product } from './products.ts';

export interface TokenConfig {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** What a temp token (sent in an e-mail link, spec §4 "Temp token entry") may be used for. */
export type TempScope = 'reset-password' | 'verify-email' | 'campaign';
const TEMP_SCOPES: readonly string[] = ['reset-password', 'verify-email', 'campaign'];

export interface AccessClaims {
  userId: number;
  product: Product;
  /** users.token_version at issue time. */
  version: number;
  jti: string;
  /** Set on temp tokens only: the one purpose they are good for. */
  scope?: TempScope;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

const ISSUER = 'crewroster-api';
/** Verified access tokens kept at most (a few MB); the oldest goes first. */
const VERIFIED_CACHE_SIZE = 10_000;
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

/** The user row a session stands on: active, and not force-ended (token version bumped) since the token was issued. */
export function sessionAccepts(
  user: { status: string; tokenVersion: number } | null | undefined,
  claims: AccessClaims,
): boolean {
  return user?.status === 'active' && user.tokenVersion === claims.version;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export class TokenService {
  readonly #key: Uint8Array;
  readonly #config: TokenConfig;
  /**
   * Tokens whose signature was already checked, by their text: a token never changes, so a repeat skips the HMAC,
   * which was a tenth of the CPU of a signed-in read (issue 18). Only the expiry is checked again; the session check
   * (active user, token version) still runs on every request.
   */
  readonly #verified = new Map<string, AccessClaims>();

  constructor(config: TokenConfig) {
    this.#config = config;
    this.#key = new TextEncoder().encode(config.jwtSecret);
  }

  async signAccessToken(
    userId: number,
    product: Product,
    version: number,
  ): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.#config.accessTokenTtlSeconds;
    const token = await new SignJWT({ product, ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.#key);
    return { token, expiresAt };
  }

  /**
   * A temp token for an e-mail link: an access token limited to one scope (the bearer middleware refuses it
   * everywhere else) with its own lifetime. Reset and verify tokens are also spent on first use.
   */
  async signTempToken(
    user: { id: number; tokenVersion: number },
    product: Product,
    scope: TempScope,
    ttlSeconds: number,
    now: Date = new Date(),
  ): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ product, ver: user.tokenVersion, scope })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(user.id))
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.#key);
  }

  /** Returns the claims of a valid access token, or null (bad signature, expired, malformed). */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known;
      this.#verified.delete(token);
      return null;
    }
    const claims = await this.#verify(token);
    if (claims) {
      if (this.#verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
      this.#verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  async #verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (!isProduct(payload.product) || typeof version !== 'number' || typeof payload.jti !== 'string')
        return null;
      const claims: AccessClaims = {
        userId,
        product: payload.product,
        version,
        jti: payload.jti,
        expiresAt: payload.exp ?? 0,
      };
      if (payload.scope !== undefined) {
        if (typeof payload.scope !== 'string' || !TEMP_SCOPES.includes(payload.scope)) return null;
        claims.scope = payload.scope as TempScope;
      }
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }

  /**
   * Issues an access token and a new refresh token (in `familyId`, or a new family).
   * Call inside the transaction that consumed the previous refresh token, if any.
   */
  async issueTokenSet(
    db: Db | Tx,
    user: { id: number; tokenVersion: number },
    product: Product,
    familyId: string = randomUUID(),
  ): Promise<TokenSet> {
    const refreshToken = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId,
      userId: user.id,
      product,
      expiresAt: new Date(Date.now() + this.#config.refreshTokenTtlSeconds * 1000),
    });
    const access = await this.signAccessToken(user.id, product, user.tokenVersion);
    return { access_token: access.token, refresh_token: refreshToken, expired_at_ts: access.expiresAt };
  }

  /**
   * Rotates a refresh token: the presented one is marked used and a new one in the same family is
   * returned. Presenting an already used token revokes the whole family (reuse detection).
   * The row is locked (SELECT ... FOR UPDATE) so concurrent instances cannot both rotate it.
   */
  async rotate(db: Db, presented: string): Promise<TokenSet> {
    const outcome = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (!owner) return { ok: false as const };
      // The user row first (as sign-out-everywhere and password resets lock it): a revocation that runs meanwhile
      // either waits for this rotation and then also revokes the token it issues, or this one waits and sees it.
      const [user] = await tx
        .select({ id: users.id, tokenVersion: users.tokenVersion, status: users.status })
        .from(users)
        .where(eq(users.id, owner.userId))
        .for('share');
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)))
        .for('update');
      const now = new Date();
      if (!row || row.revokedAt) return { ok: false as const };
      if (row.usedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false as const, reuse: true };
      }
      if (row.expiresAt.getTime() <= now.getTime() || !isProduct(row.product)) return { ok: false as const };
      if (user?.status !== 'active') return { ok: false as const };
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      const tokens = await this.issueTokenSet(tx, user, row.product, row.familyId);
      return { ok: true as const, tokens };
    });
    if (!outcome.ok) throw new DomainError('unauthenticated', SESSION_EXPIRED);
    return outcome.tokens;
  }

  /**
   * Revokes every refresh token of the user (all products, all families). Call after updating the user row in the
   * same transaction (token version, password, status): that lock makes a concurrent rotation finish first.
   */
  async revokeAllForUser(db: Db | Tx, userId: number): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
