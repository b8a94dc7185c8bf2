/**
 * Test data through the real reference API (no database shortcuts): accounts are created the way the web app
 * creates them, and the dev-only endpoints (off in production) change what a person cannot change themselves.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { API } from './apps';

export { API } from './apps';
export const MAIN_KEY = 'crewroster-web-main';
export const PASSWORD = 'Runway2026';

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  accessToken: string;
}

export const uniqueEmail = (prefix = 'crew') => `${prefix}-${randomUUID().slice(0, 8)}@crewroster.test`;

export async function createAccount(
  request: APIRequestContext,
  opts: { completeProfile?: boolean; accountType?: string; firstname?: string; airline?: string } = {},
): Promise<Account> {
  const account = {
    email: uniqueEmail(),
    password: PASSWORD,
    firstname: opts.firstname ?? 'Amelia',
    lastname: 'Earhart',
  };
  const registered = await request.post(`${API}/auth/v1/register`, {
    data: { ...account, password_confirmation: PASSWORD, channel: 'WEB', consumer_key: MAIN_KEY },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const accessToken = (await registered.json()).data.tokens.access_token as string;
  const headers = { Authorization: `Bearer ${accessToken}` };

  if (opts.completeProfile !== false) {
    const airlines = await request.get(
      `${API}/main/v2/airline?header=${encodeURIComponent(opts.airline ?? 'KLM')}`,
      {
        headers,
      },
    );
    expect(airlines.ok(), await airlines.text()).toBeTruthy();
    const airline = (await airlines.json()).data[0];
    const updated = await request.put(`${API}/main/v2/user`, {
      headers,
      data: { jobtype: 'FO', homeairline: airline.pk, base: 'AMS' },
    });
    expect(updated.ok(), await updated.text()).toBeTruthy();
  }
  if (opts.accountType) {
    const changed = await request.put(`${API}/dev/users/account-type`, {
      data: { email: account.email, account_type: opts.accountType },
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();
  }
  return { ...account, accessToken };
}

/** Imports a roster for the account through the upload endpoint, as the web app's file upload sends it. */
export async function uploadRoster(
  request: APIRequestContext,
  account: Pick<Account, 'accessToken'>,
  roster: string | Buffer,
  file: { name: string; mimeType: string } = { name: 'roster.ics', mimeType: 'text/calendar' },
): Promise<void> {
  const res = await request.post(`${API}/main/v2/roster/upload`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
    multipart: {
      source: { ...file, buffer: Buffer.isBuffer(roster) ? roster : Buffer.from(roster) },
      upload_type: 'file',
      channel: 'WEB',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
