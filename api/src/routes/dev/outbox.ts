import { Hono } from 'hono';
import type { Mailer } from '../../domain/mail/mailer.ts';
import type { AppEnv } from '../../http/types.ts';

/** Dev only: the mails written to the outbox (newest first), so tests can follow a link in them. */
export function devOutboxRouter({ mailer }: { mailer: Mailer }) {
  return new Hono<AppEnv>().get('/outbox', async (c) =>
    c.json({ data: await mailer.listOutbox(c.req.query('to')) }),
  );
}
