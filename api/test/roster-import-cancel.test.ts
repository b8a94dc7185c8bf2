/**
 * A client that leaves during an upload (issue #19 / #14 leftovers): the request's abort signal stops the parse
 * at once (its worker thread is ended, not left to run out its budget) and rolls back a write in progress, so no
 * half-written roster is stored and the previous one stays as it was.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { RosterParsePool } from '../src/domain/roster/parse-pool.ts';
import { parseText } from '../src/domain/roster/registry.ts';
import { type ResolvedEvent, resolveDuties } from '../src/domain/roster/resolve.ts';
import { replaceEvents } from '../src/domain/roster/store.ts';
import { ImportCancelledError, UnreadableRosterError } from '../src/domain/roster/types.ts';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, fixture, userIdOf } from './roster-helpers.ts';

// A budget far longer than the test waits: an answer within it proves the abort, not the budget, stopped the parse.
const hostile = new RosterParsePool(
  { timeoutMs: 60_000, maxHeapMb: 64, youngMb: 16, threads: 1, maxQueue: 2 },
  new URL('./hostile-parse-worker.ts', import.meta.url),
);
beforeAll(() => hostile.warmUp(), 60_000);
afterAll(() => hostile.close());

/** The user's stored duties, in order: compared before and after. */
async function storedRoster(db: Db, userId: number) {
  const rows = (await db.execute(
    sql`select title, start_ts, end_ts from roster_events where user_id = ${userId} order by start_ts, title`,
  )) as unknown as { rows: unknown[] };
  return rows.rows;
}

async function importCount(db: Db, userId: number): Promise<number> {
  const rows = (await db.execute(
    sql`select count(*)::int as n from roster_imports where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows.rows[0]?.n ?? 0);
}

describe.each(TARGETS)('a roster import the client cancels (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  let events: ResolvedEvent[];
  beforeAll(async () => {
    ctx = await createTestContext(target, {}, { parsePool: hostile });
    await addRosterAirports(ctx.database.db);
    const user = await registerUser(ctx);
    token = user.tokens.access_token;
    userId = await userIdOf(ctx.database.db, user.email);
    const { duties } = parseText(fixture('dtr/dtr-airlines-2025.txt').toString('utf8'), {
      uploadDate: new Date('2025-09-10T12:00:00Z'),
    });
    events = await resolveDuties(ctx.database.db, duties);
    // The roster the user had before: what a cancelled import must leave untouched.
    await replaceEvents(ctx.database.db, userId, events, { source: 'file', format: 'text' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stops parsing when the request is aborted, stores nothing and frees the user for the next upload', async () => {
    const before = await storedRoster(ctx.database.db, userId);
    const imports = await importCount(ctx.database.db, userId);
    const form = new FormData();
    form.set('source', 'hang'); // the hostile worker never returns on this text
    form.set('upload_type', 'text');
    form.set('channel', 'WEB');
    const client = new AbortController();
    const started = Date.now();
    const request = ctx.app.request('/main/v2/roster/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: client.signal,
    });
    setTimeout(() => client.abort(), 300);
    const res = await request;
    expect(res.status).toBe(499);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await storedRoster(ctx.database.db, userId)).toEqual(before);
    expect(await importCount(ctx.database.db, userId)).toBe(imports);
    // The thread was ended and the user's one-parse slot released: the next parse runs (and answers) at once.
    await expect(hostile.parse(userId, new TextEncoder().encode('other'), new Date())).rejects.toBeInstanceOf(
      UnreadableRosterError,
    );
  });

  it('rolls the write back when the client leaves before it commits: the previous roster stays', async () => {
    const before = await storedRoster(ctx.database.db, userId);
    const imports = await importCount(ctx.database.db, userId);
    const client = new AbortController();
    const shorter = events.slice(0, 5);
    const write = replaceEvents(ctx.database.db, userId, shorter, {
      source: 'file',
      format: 'text',
      signal: client.signal,
      // Runs inside the transaction after the delete and insert: the client leaves just then.
      alsoWrite: async () => client.abort(),
    });
    await expect(write).rejects.toBeInstanceOf(ImportCancelledError);
    expect(await storedRoster(ctx.database.db, userId)).toEqual(before);
    expect(await importCount(ctx.database.db, userId)).toBe(imports);
    expect(before.length).toBe(events.length);
  });
});
