import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredRosterEvents } from '../src/domain/roster/auto-delete.ts';
import { ROSTER_AUTO_DELETE_QUEUE, startScheduledJobs } from '../src/jobs/scheduled-jobs.ts';
import { createLogger } from '../src/logger.ts';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { eventCount, upload, userIdOf } from './roster-helpers.ts';

// Three events: ended 1 Jan 2025, 1 Mar 2025 and 1 Jun 2025.
const ROSTER = [
  '2025-01-01 SBY     08:00   16:00   AMS            Standby',
  '2025-03-01 SBY     08:00   16:00   AMS            Standby',
  '2025-06-01 SBY     08:00   16:00   AMS            Standby',
].join('\n');

describe.each(TARGETS)('roster auto-delete (%s)', (target) => {
  let ctx: TestContext;
  const users: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await createTestContext(target);
    for (const pref of ['0', '-1', '2']) {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      expect((await upload(ctx, token, ROSTER)).status).toBe(200);
      await ctx.database.db.execute(sql`
        update users set preferences = preferences || jsonb_build_object('auto_delete_roster', ${pref}::text)
        where lower(email) = lower(${user.email})`);
      users[pref] = await userIdOf(ctx.database.db, user.email);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never (0), when expired (-1), after N months (2), with an injected clock', async () => {
    const db = ctx.database.db;
    // 15 Apr 2025: -1 drops the two ended events; 2 months back is 15 Feb, so only January's goes.
    expect(await deleteExpiredRosterEvents(db, new Date('2025-04-15T00:00:00Z'))).toBe(3);
    expect(await eventCount(db, users['0'])).toBe(3);
    expect(await eventCount(db, users['-1'])).toBe(1);
    expect(await eventCount(db, users['2'])).toBe(2);
    // Idempotent: running again at the same time deletes nothing more.
    expect(await deleteExpiredRosterEvents(db, new Date('2025-04-15T00:00:00Z'))).toBe(0);
    // 1 Sep: -1 drops June's; 2 months back is 1 Jul, so March and June go for the other.
    expect(await deleteExpiredRosterEvents(db, new Date('2025-09-01T00:00:00Z'))).toBe(3);
    expect(await eventCount(db, users['0'])).toBe(3);
  });
});

describe('roster auto-delete on pg-boss (pglite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a job on the queue runs the delete', async () => {
    const user = await registerUser(ctx);
    expect((await upload(ctx, user.tokens.access_token, ROSTER)).status).toBe(200);
    await ctx.database.db.execute(sql`
      update users set preferences = preferences || '{"auto_delete_roster":"-1"}'::jsonb
      where lower(email) = lower(${user.email})`);
    const jobs = await startScheduledJobs(ctx.database, createLogger(ctx.config), {
      now: () => new Date('2025-04-15T00:00:00Z'),
    });
    try {
      expect(jobs.boss).toBeInstanceOf(PgBoss);
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(ROSTER_AUTO_DELETE_QUEUE);
      await jobs.boss.send(ROSTER_AUTO_DELETE_QUEUE, {});
      const userId = await userIdOf(ctx.database.db, user.email);
      await expect
        .poll(() => eventCount(ctx.database.db, userId), { timeout: 15_000, interval: 250 })
        .toBe(1);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
