import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/domain/mail/mailer.ts';
import { RetryingMailer } from '../src/domain/mail/retrying-mailer.ts';
import { createLogger } from '../src/logger.ts';
import { createTestContext, signUpPayload, TARGETS, type TestContext } from './helpers.ts';

const pending = async (ctx: TestContext) =>
  (
    (await ctx.database.db.execute(
      sql`select attempts, failed_at, message->>'subject' as subject from mail_retries order by id`,
    )) as unknown as { rows: { attempts: number; failed_at: string | null; subject: string }[] }
  ).rows;

describe.each(TARGETS)('mail retries (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // An SMTP server nobody listens on: every first send fails.
    ctx = await createTestContext(target, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a failed send does not fail the sign-up and is kept for a retry', async () => {
    const res = await ctx.call('POST', '/auth/v1/register', { body: signUpPayload() });
    expect(res.status).toBe(201);
    await expect.poll(async () => (await pending(ctx)).length, { timeout: 15_000 }).toBe(1);
    expect((await pending(ctx))[0]).toMatchObject({ attempts: 1, failed_at: null });
  });

  it('retries when due, with growing pauses, sends once it works, and gives up after its retries', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    const sent: MailMessage[] = [];
    let working = false;
    const transport = {
      send: async (m: MailMessage) => {
        if (!working) throw new Error('connection refused');
        sent.push(m);
      },
    };
    const mail = new RetryingMailer(
      ctx.database.db,
      transport,
      createLogger({ logLevel: 'silent' }),
      () => clock,
    );
    await ctx.database.db.execute(sql`delete from mail_retries`);
    await mail.send({ to: 'a@b.co', subject: 'Hello', text: 'x' });
    expect(await mail.retryDue()).toBe(0); // not due yet: the first pause is a minute
    clock = new Date(clock.getTime() + 61_000);
    expect(await mail.retryDue()).toBe(0); // due, fails again
    expect((await pending(ctx))[0]?.attempts).toBe(2);
    working = true;
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    expect(await mail.retryDue()).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Hello']);
    expect(await pending(ctx)).toEqual([]);

    working = false;
    await mail.send({ to: 'a@b.co', subject: 'Never', text: 'x' });
    for (let i = 0; i < 10; i++) {
      clock = new Date(clock.getTime() + 24 * 3600_000);
      await mail.retryDue();
    }
    expect((await pending(ctx))[0]).toMatchObject({ subject: 'Never', attempts: 8 });
    expect((await pending(ctx))[0]?.failed_at).not.toBeNull();
  });
});
