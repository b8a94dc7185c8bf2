import type { Context, MiddlewareHandler } from 'hono';
import type { Product } from '../domain/auth/products.ts';
import {
  type AccessClaims,
  sessionAccepts,
  type TempScope,
  type TokenService,
} from '../domain/auth/tokens.ts';
import type { UserService } from '../domain/user/user-service.ts';
import type { AppEnv } from './types.ts';

export const UNAUTHENTICATED = 'Unauthenticated.';

/** 401 `{ message: 'Unauthenticated.' }` with `WWW-Authenticate: Bearer`. */
export function refuseSession(c: Context) {
  c.header('WWW-Authenticate', 'Bearer');
  return c.json({ message: UNAUTHENTICATED }, 401);
}

/** The claims of the request's bearer token if this route takes it (product, temp-token scope); else null. */
async function acceptedClaims(
  c: Context,
  tokens: TokenService,
  tempScopes: readonly TempScope[],
  products: readonly Product[],
): Promise<AccessClaims | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const claims = match?.[1] ? await tokens.verifyAccessToken(match[1]) : null;
  if (!claims) return null;
  const scopeOk = !claims.scope || tempScopes.includes(claims.scope);
  return scopeOk && products.includes(claims.product) ? claims : null;
}

/**
 * Bearer authentication: a valid, unexpired access token of an active user whose sessions were not
 * force-ended since the token was issued. Anything else is 401 `{ message: 'Unauthenticated.' }`.
 */
export function requireUser(
  tokens: TokenService,
  users: UserService,
  /** Temp-token scopes this route also accepts (e-mail links); every other route refuses temp tokens. */
  tempScopes: readonly TempScope[] = [],
  /** The products whose tokens this route accepts: /main takes main tokens, /logbook logbook tokens. */
  products: readonly Product[] = ['main', 'logbook'],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await acceptedClaims(c, tokens, tempScopes, products);
    const user = claims ? await users.findSessionUser(claims.userId) : null;
    if (!claims || !user || !sessionAccepts(user, claims)) return refuseSession(c);
    c.set('user', {
      id: user.id,
      product: claims.product,
      ...(claims.scope && { temp: { jti: claims.jti, scope: claims.scope, expiresAt: claims.expiresAt } }),
    });
    await next();
  };
}

/**
 * requireUser for the hottest reads (the events, /v3/user/me): checks the token the same way but leaves the session
 * check to the handler's own query, so the check and the read take one round trip (issue 18). The handler reads
 * `c.get('token')`, reads the user row in the same statement, and answers refuseSession(c) unless sessionAccepts.
 * Temp tokens are refused.
 */
export function requireToken(tokens: TokenService, products: readonly Product[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await acceptedClaims(c, tokens, [], products);
    if (!claims) return refuseSession(c);
    c.set('token', claims);
    await next();
  };
}
