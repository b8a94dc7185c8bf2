import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_MESSAGES } from '../src/domain/roster/parse-pool.ts';
import { createTestContext, registerUser, type TestContext } from './helpers.ts';
import { corpusSamples, eventCount, sample, upload, userIdOf } from './roster-helpers.ts';

/**
 * Random and mutated rosters never produce a 500, and an upload is all or nothing: a 200 leaves exactly the
 * events it reports within its period (plus what was outside it), any other answer changes nothing.
 */
describe('roster upload properties (pglite)', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    // A per-input time budget: an input that would stall a parser is stopped at 5 s and fails the property below.
    ctx = await createTestContext('pglite', { ROSTER_PARSE_TIMEOUT_MS: '5000' });
    const user = await registerUser(ctx);
    token = user.tokens.access_token;
    userId = await userIdOf(ctx.database.db, user.email);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Every text sample: the corpus (all crew systems) and our own format samples. */
  const seeds = [
    ...corpusSamples().map((file) => fs.readFileSync(file, 'utf8')),
    ...['roster.csv', 'roster.ics', 'roster.html', 'roster.xml'].map((name) => sample(name).toString('utf8')),
  ];

  /** A seed roster with random edits: lines dropped, duplicated or swapped, characters replaced or inserted. */
  const mutated = fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.array(
        fc.record({
          op: fc.constantFrom('drop', 'dup', 'swap', 'char', 'insert'),
          at: fc.nat(),
          text: fc.string({ maxLength: 8 }),
        }),
        { maxLength: 12 },
      ),
    )
    .map(([seed, edits]) => {
      const lines = seed.split('\n');
      for (const e of edits) {
        const i = lines.length ? e.at % lines.length : 0;
        const line = lines[i] ?? '';
        if (e.op === 'drop') lines.splice(i, 1);
        else if (e.op === 'dup') lines.splice(i, 0, line);
        else if (e.op === 'swap' && lines.length > 1) [lines[i], lines[0]] = [lines[0] ?? '', line];
        else if (e.op === 'char')
          lines[i] =
            line.slice(0, e.at % (line.length + 1)) + e.text + line.slice((e.at % (line.length + 1)) + 1);
        else lines.splice(i, 0, e.text);
      }
      return lines.join('\n');
    });

  async function check(input: string | Uint8Array, asFile: boolean) {
    const before = await eventCount(ctx.database.db, userId);
    const res = asFile
      ? await upload(ctx, token, Buffer.from(input), { filename: 'roster.txt' })
      : await upload(ctx, token, typeof input === 'string' ? input : Buffer.from(input).toString('utf8'), {
          uploadType: 'text',
        });
    expect(res.status).not.toBe(500);
    expect([200, 422]).toContain(res.status);
    expect(res.body?.message).not.toBe(PARSE_MESSAGES.timeout);
    const after = await eventCount(ctx.database.db, userId);
    if (res.status === 200) {
      const { start, end } = res.body.meta.period;
      const inPeriod = await ctx.call('GET', '/main/v2/event', {
        token,
        headers: {
          startdate: new Date(start * 1000).toISOString().slice(0, 10),
          enddate: new Date((end - 1) * 1000).toISOString().slice(0, 10),
        },
      });
      const starting = inPeriod.body.data.filter(
        (e: { dutyStartTimestamp: number }) => e.dutyStartTimestamp >= start && e.dutyStartTimestamp < end,
      );
      expect(starting).toHaveLength(res.body.meta.events);
    } else {
      expect(after).toBe(before);
    }
  }

  it('mutated rosters: never a 500, never a partial import', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, fc.boolean(), (text, asFile) => check(text, asFile)),
      { numRuns: 80 },
    );
  }, 240_000);

  it('random text and bytes: never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 400 }), fc.uint8Array({ minLength: 1, maxLength: 400 })),
        async (input) => {
          const text = typeof input === 'string' ? input : input;
          await check(text, !!(typeof input !== 'string' || input.trim() === ''));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
