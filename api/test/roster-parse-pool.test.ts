import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/domain/errors.ts';
import { PARSE_MESSAGES, RosterParsePool } from '../src/domain/roster/parse-pool.ts';
import { UNREADABLE_MESSAGE } from '../src/domain/roster/registry.ts';
import { UnreadableRosterError } from '../src/domain/roster/types.ts';
import { createTestContext, registerUser } from './helpers.ts';
import { eventCount, fixture, upload } from './roster-helpers.ts';

const limits = { timeoutMs: 1_500, maxHeapMb: 64, youngMb: 16, threads: 2, maxQueue: 1 };
const real = new RosterParsePool(limits);
const hostile = new RosterParsePool(limits, new URL('./hostile-parse-worker.ts', import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);
// The budget is short here; a thread's start (TypeScript and the engine loading) is not part of it.
beforeAll(() => Promise.all([real.warmUp(), hostile.warmUp()]), 60_000);
afterAll(async () => {
  await Promise.all([real.close(), hostile.close()]);
});

/** Resolves when the event loop gets a turn: proof that the request thread is not the one parsing. */
const loopTurn = () => new Promise<string>((resolve) => setTimeout(() => resolve('loop turned'), 20));

describe('roster parse pool', () => {
  it('parses in a worker thread', async () => {
    const { format, duties } = await real.parse(
      1,
      fixture('dtr/dtr-airlines-2025.txt'),
      new Date('2025-09-10'),
    );
    expect(format).toBe('text');
    expect(duties.length).toBeGreaterThan(50);
  });

  it('reports an unreadable roster with its message', async () => {
    const failure = real.parse(1, bytes('hello, this is not a roster'), new Date());
    await expect(failure).rejects.toBeInstanceOf(UnreadableRosterError);
    await expect(failure).rejects.toThrow(UNREADABLE_MESSAGE);
  });

  it('stops a parse over its wall-clock budget while this thread stays free', async () => {
    const stuck = hostile.parse(2, bytes('hang'), new Date());
    stuck.catch(() => {});
    expect(
      await Promise.race([
        stuck.then(
          () => 'parsed',
          () => 'failed',
        ),
        loopTurn(),
      ]),
    ).toBe('loop turned');
    await expect(stuck).rejects.toThrow(PARSE_MESSAGES.timeout);
  });

  it('lets one user run one parse at a time', async () => {
    const first = hostile.parse(3, bytes('hang'), new Date());
    first.catch(() => {});
    const second = hostile.parse(3, bytes('hang'), new Date());
    await expect(second).rejects.toBeInstanceOf(DomainError);
    await expect(second).rejects.toThrow(PARSE_MESSAGES.oneAtATime);
    await expect(first).rejects.toThrow(PARSE_MESSAGES.timeout);
  });

  it('refuses a parse that outgrows its heap, and goes on parsing', async () => {
    await expect(hostile.parse(4, bytes('memory'), new Date())).rejects.toThrow(PARSE_MESSAGES.memory);
    await expect(real.parse(4, fixture('netline/netline-style.txt'), new Date())).resolves.toMatchObject({
      format: 'text',
    });
  });

  it('tells uploads to come back when every thread and the queue are taken', async () => {
    const running = [5, 6, 7].map((user) => hostile.parse(user, bytes('hang'), new Date()));
    for (const p of running) p.catch(() => {});
    const busy = hostile.parse(8, bytes('hang'), new Date());
    await expect(busy).rejects.toThrow(PARSE_MESSAGES.busy);
    await Promise.allSettled(running);
  });
});

describe('a hostile upload through the API', () => {
  it('answers 422 over budget while /health and other users answer at once, and writes nothing', async () => {
    const ctx = await createTestContext('pglite', {}, { parsePool: hostile });
    try {
      const attacker = await registerUser(ctx);
      const other = await registerUser(ctx);
      const started = upload(ctx, attacker.tokens.access_token, 'hang', { uploadType: 'text' });
      const health = await Promise.race([ctx.call('GET', '/health'), started.then(() => null)]);
      expect(health?.status).toBe(200);
      const me = await Promise.race([
        ctx.call('GET', '/main/v3/user/me', { token: other.tokens.access_token }),
        started.then(() => null),
      ]);
      expect(me?.status).toBe(200);
      const answer = await started;
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(PARSE_MESSAGES.timeout);
      expect(await eventCount(ctx.database.db)).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
