import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { usedTokens } from '../../db/schema-accounts.ts';
import { thirdpartyCodes } from '../../db/schema-thirdparty.ts';

/** Expired refresh tokens and codes stay a while, so a late replay is still caught as reuse (family or grant revoked). */
const REFRESH_GRACE_MS = 24 * 60 * 60 * 1000;
const CODE_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired refresh tokens, authorisation codes and spent mail-link tokens
 * (kept only until they would have expired anyway). Idempotent; scheduled hourly on pg-boss.
 */
export async function purgeExpiredCredentials(
  db: Db,
  now: Date,
): Promise<{ refreshTokens: number; codes: number; linkTokens: number }> {
  const count = (result: unknown) => Number((result as { rowCount?: number | null }).rowCount ?? 0);
  return db.transaction(async (tx) => ({
    refreshTokens: count(
      await tx
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, new Date(now.getTime() - REFRESH_GRACE_MS))),
    ),
    codes: count(
      await tx
        .delete(thirdpartyCodes)
        .where(lt(thirdpartyCodes.expiresAt, new Date(now.getTime() - CODE_GRACE_MS))),
    ),
    linkTokens: count(await tx.delete(usedTokens).where(lt(usedTokens.expiresAt, now))),
  }));
}
