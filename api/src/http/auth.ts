import type { MiddlewareHandler } from 'hono';
import type { Product } from '../domain/auth/products.ts';
import type { TempScope, TokenService } from '../domain/auth/tokens.ts';
import type { UserService } from '../domain/user/user-service.ts';
import type { AppEnv } from './types.ts';

export const UNAUTHENTICATED = 'Unauthenticated.';

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
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const claims = match?.[1] ? await tokens.verifyAccessToken(match[1]) : null;
    const scopeOk =
      (!claims?.scope || tempScopes.includes(claims.scope)) && (!claims || products.includes(claims.product));
    const user = claims && scopeOk ? await users.findSessionUser(claims.userId) : null;
    if (!claims || !user || user.status !== 'active' || user.tokenVersion !== claims.version) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ message: UNAUTHENTICATED }, 401);
    }
    c.set('user', {
      id: user.id,
      product: claims.product,
      ...(claims.scope && { temp: { jti: claims.jti, scope: claims.scope, expiresAt: claims.expiresAt } }),
    });
    await next();
  };
}
