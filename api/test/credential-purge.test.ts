import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredCredentials } from '../src/domain/auth/purge.ts';
import { CREDENTIAL_PURGE_QUEUE, startScheduledJobs } from '../src/jobs/scheduled-jobs.ts';
import { createLogger } from '../src/logger.ts';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { userIdOf } from './roster-helpers.ts';

const rows = async (ctx: TestContext, table: 'refresh_tokens' | 'used_tokens') =>
  Number(
    (
      (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe.each(TARGETS)('purge of expired credentials (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('deletes expired refresh tokens and spent link tokens, keeps live ones; runs from its schedule', async () => {
    const user = await registerUser(ctx);
    const userId = await userIdOf(ctx.database.db, user.email);
    await ctx.database.db.execute(sql`
      insert into refresh_tokens (token_hash, family_id, user_id, product, expires_at)
      values ('old', gen_random_uuid(), ${userId}, 'main', now() - interval '3 days')`);
    await ctx.database.db.execute(sql`
      insert into used_tokens (id, kind, expires_at) values ('spent-old', 'reset-password', now() - interval '1 hour'),
        ('spent-live', 'reset-password', now() + interval '1 hour')`);
    const before = await rows(ctx, 'refresh_tokens');
    expect(await purgeExpiredCredentials(ctx.database.db, new Date())).toEqual({
      refreshTokens: 1,
      codes: 0,
      linkTokens: 1,
    });
    expect(await rows(ctx, 'refresh_tokens')).toBe(before - 1); // the sign-up's live token stays
    expect(await rows(ctx, 'used_tokens')).toBe(1);

    if (target !== 'pglite') return; // the schedule itself: pg-boss in-process on PGlite
    await ctx.database.db.execute(sql`
      insert into used_tokens (id, kind, expires_at) values ('spent-old-2', 'verify-email', now() - interval '1 hour')`);
    const jobs = await startScheduledJobs(ctx.database, createLogger(ctx.config));
    try {
      expect((await jobs.boss.getSchedules()).map((s) => s.name)).toContain(CREDENTIAL_PURGE_QUEUE);
      await jobs.boss.send(CREDENTIAL_PURGE_QUEUE, {});
      await expect.poll(() => rows(ctx, 'used_tokens'), { timeout: 15_000, interval: 250 }).toBe(1);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
