import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseText } from '../src/domain/roster/registry.ts';
import { resolveDuties } from '../src/domain/roster/resolve.ts';
import { replaceEvents } from '../src/domain/roster/store.ts';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, eventCount, fixture, userIdOf } from './roster-helpers.ts';

describe.each(TARGETS)('simultaneous imports of one user (%s)', (target) => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    userId = await userIdOf(ctx.database.db, (await registerUser(ctx)).email);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never duplicate events: each import replaces the period the one before it stored', async () => {
    const { duties } = parseText(fixture('dtr/dtr-airlines-2025.txt').toString('utf8'), {
      uploadDate: new Date('2025-09-10T12:00:00Z'),
    });
    const events = await resolveDuties(ctx.database.db, duties);
    // Open the pool's connections first, so the imports really run side by side.
    await Promise.all(Array.from({ length: 8 }, () => ctx.database.db.execute(sql`select pg_sleep(0.05)`)));
    await Promise.all(
      Array.from({ length: 8 }, () =>
        replaceEvents(ctx.database.db, userId, events, { source: 'file', format: 'test' }),
      ),
    );
    expect(await eventCount(ctx.database.db, userId)).toBe(events.length);
  });
});
