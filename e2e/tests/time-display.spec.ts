/**
 * Times as crew read them (issue 15): a real Qantas roster (api/test/roster-corpus/qantas) is imported, and its
 * first flight, QF940 Perth → Brisbane on 15 July, 09:45Z–13:57Z (the sample's expected.json), is shown in
 * the three zones of the "Times" switch on /home: UTC, each airport's local time (Perth UTC+8, Brisbane UTC+10,
 * with the zone change marked) and home-base time (Amsterdam, UTC+2 in July). The choice is remembered: a reload
 * and the Display settings page show it. The browser runs in UTC so only the switch moves the clocks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../api/test/roster-corpus/qantas/qantas-sh-bp3695-patterns.txt',
);

/** The file gives days and months; the server completes the year from today, so any year's 15 July will do. */
const on15July = (times: string) => new RegExp(`07/15/20\\d\\d ${times}`);

const duties = (page: Page) => page.getByRole('region', { name: /^\d+ duties$/ });
const qf940 = (page: Page) =>
  duties(page).getByRole('listitem').filter({ hasText: 'PER - BNE' }).filter({ hasText: '940' }).first();
const times = (page: Page) => page.getByRole('group', { name: 'Times' });

/** Goes back six months at a time until the July flight is loaded (the list starts today). */
async function showFlight(page: Page) {
  const row = qf940(page);
  for (let back = 0; back < 10 && !(await row.isVisible()); back++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/v2/event') && r.ok());
    await page.getByRole('button', { name: 'Show history' }).click();
    await loaded;
    await row.waitFor({ state: 'visible', timeout: 500 }).catch(() => undefined);
  }
  await expect(row).toBeVisible();
}

async function choose(page: Page, name: string) {
  const saved = page.waitForResponse(
    (r) => r.url().includes('/v2/user/me/pref') && r.request().method() === 'PUT',
  );
  await times(page).getByRole('radio', { name }).check();
  expect((await saved).ok()).toBe(true);
}

test('one duty in UTC, local and home-base time; the choice survives a reload', async ({ page }) => {
  const account = await createAccount(page.request); // home base AMS
  await uploadRoster(page.request, account, readFileSync(SAMPLE), {
    name: 'qantas.txt',
    mimeType: 'text/plain',
  });

  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  await expect(times(page).getByRole('radio', { name: 'UTC' })).toBeChecked();
  await showFlight(page);
  await expect(qf940(page)).toContainText(on15July('09:45Z – 13:57Z'));

  await choose(page, 'Local');
  await expect(qf940(page)).toContainText(on15July('17:45 – 23:57'));
  await expect(qf940(page)).toContainText('UTC+8 → UTC+10');
  await expect(qf940(page).getByText('Time zone changes from UTC+8 to UTC+10')).toBeAttached();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await choose(page, 'Home base');
  await expect(qf940(page)).toContainText(on15July('11:45 – 15:57'));
  await expect(qf940(page)).not.toContainText('UTC+8 → UTC+10');

  // Remembered for the user: after a reload, and on the Display settings page.
  await choose(page, 'Local');
  await page.reload();
  await expect(times(page).getByRole('radio', { name: 'Local' })).toBeChecked();
  await showFlight(page);
  await expect(qf940(page)).toContainText(on15July('17:45 – 23:57'));
  await page.goto('/settings/display');
  await expect(page.getByLabel('Show duty times in')).toHaveValue('local');

  // Keyboard: the switch is a radio group; arrow keys move and save.
  await page.goto('/home');
  await times(page).getByRole('radio', { name: 'Local' }).focus();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/v2/user/me/pref') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('ArrowLeft');
  expect((await saved).ok()).toBe(true);
  await expect(times(page).getByRole('radio', { name: 'UTC' })).toBeChecked();
});
