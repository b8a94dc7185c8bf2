/**
 * The API's development outbox (GET /dev/outbox): mails are written there instead of being sent, so a test can
 * open a link from a mail the way a person would click it.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { API } from './api';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject matches, newest first. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()).data as OutboxMail[];
        found = mails.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The path and query of the first link to `pagePath` in a mail, to open against the test's baseURL. */
export function linkTo(mail: OutboxMail, pagePath: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === pagePath);
  if (!match) throw new Error(`No ${pagePath} link in the mail "${mail.subject}".`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}
