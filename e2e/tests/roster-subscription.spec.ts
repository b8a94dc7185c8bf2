/**
 * Roster subscription (issue #19 item 4): subscribe to a roster address (URL) through the upload dialog — the roster
 * is served by a small server this test starts on 127.0.0.1, which the API may reach because the Playwright config
 * sets ROSTER_SUBSCRIPTION_ALLOW_PRIVATE=127.0.0.1 — see the first flight on /home and the subscription's state
 * (source, last check, the change since yesterday), turn the change mail off, and stop it. axe on every screen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

let server: Server;
let rosterUrl: string;

test.beforeAll(async () => {
  const roster = upcomingFlightsIcs();
  server = createServer((req, res) => {
    if (!req.url?.startsWith('/crew/roster.ics')) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(roster);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rosterUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crew/roster.ics?key=e2e`;
});
test.afterAll(() => {
  server?.close();
});

async function expectDialogAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, '[role="dialog"]');
}

test('subscribe to a roster address: the roster imports, and the dashboard shows the subscription', async ({
  page,
  request,
}) => {
  // One flow through two dialogs, three axe runs and four calls that each fetch or import: more than the default.
  test.setTimeout(90_000);
  const account = await createAccount(request, { airline: 'KLM' });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Roster address' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await page.getByRole('link', { name: 'Subscribe to my roster address (URL)' }).click();
  await expect(page).toHaveURL(/\/home\/upload\/address$/);
  const dialog = page.getByRole('dialog', { name: 'Subscribe to your roster address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'E-mail me when my roster changes' })).toBeChecked();
  await expectDialogAccessible(page);

  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please enter the address of your roster.')).toBeVisible();
  await dialog.getByLabel('Roster address (URL)').fill('webcal://portal.example/roster.ics');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    dialog.getByText('Please enter a web address starting with https:// or http://.'),
  ).toBeVisible();
  await expectDialogAccessible(page);

  await dialog.getByLabel('Roster address (URL)').fill(rosterUrl);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(
    success.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flights' }) }),
  ).toHaveText('Flights3');
  // What was imported, by kind, as after an upload.
  await expect(success.getByText(/^Imported: 3 flights/)).toBeVisible();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await expect(page.getByText('KL1001').first()).toBeVisible();
  const card = page.getByRole('region', { name: 'Roster address' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Your roster comes from ${new URL(rosterUrl).host}`)).toBeVisible();
  await expect(card.getByText(/Last checked \d\d\/\d\d\/\d{4} at \d\d:\d\dZ/)).toBeVisible();
  await expect(card.getByText('3 duties added since yesterday')).toBeVisible();
  const mail = card.getByRole('checkbox', { name: 'E-mail me when my roster changes' });
  await expect(mail).toBeChecked();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await card.getByText('E-mail me when my roster changes').click();
  await expect(mail).not.toBeChecked();
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Roster address checked.')).toBeVisible();
  await expect(card.getByText('3 duties added since yesterday')).toBeVisible();

  await card.getByRole('button', { name: 'Stop subscription' }).click();
  await expect(page.getByText('Subscription stopped. Your duties stay as they are.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('KL1001').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Roster address' })).toHaveCount(0);
});
