import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

test.beforeEach(async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
});

test('an empty dashboard invites an upload; a roster file fills it', async ({ page }) => {
  await expect(page.getByText('No duties in this period')).toBeVisible();
  await page.mouse.move(0, 0); // not hovering a button (hover colours are lighter)
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await expect(page).toHaveURL(/\/home\/upload$/);
  await page.getByRole('link', { name: 'Upload a file' }).click();
  await expect(page).toHaveURL(/\/home\/upload\/file$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Roster file', { exact: true }).setInputFiles({
    name: 'roster.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(upcomingFlightsIcs()),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Roster uploaded' })).toBeVisible();
  // The imported routes on the map (listed instead where the browser has no WebGL).
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(
    success.getByRole('img', { name: /AMS–LHR|LHR–AMS/ }).or(success.getByText(/AMS–LHR|LHR–AMS/)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const flights = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flights' }) });
  await expect(flights).toContainText('3');
  await expect(page.getByText('KL641').first()).toBeVisible();
  await expect(page.getByText(/\d\d:\d\dZ/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Exports: a CSV file of all events, and a live calendar subscription.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('Roster_1950-01-01_9999-12-30.csv');
  await expect(page.getByText('Your export is ready.')).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Subscribe in my calendar (ICS)' }).click();
  const address = page.getByLabel('Subscription address');
  await expect(address).toHaveValue(/\/main\/v2\/calendar\/feed\/.+\.ics$/);
  const feed = await page.request.get(await address.inputValue());
  expect(await feed.text()).toContain('KL641');
  await expectNoAxeViolations(page);
});

test('roster file rules show the spec messages before anything is sent', async ({ page }) => {
  await page.goto('/home/upload/file');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('A file is required.')).toBeVisible();

  await page.getByLabel('Roster file', { exact: true }).setInputFiles({
    name: 'roster.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(12 * 1024 * 1024, 'a'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('File may not exceed 10MB.')).toBeVisible();

  await page
    .getByLabel('Roster file', { exact: true })
    .setInputFiles({ name: 'roster.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Only .txt or .pdf file allowed.')).toBeVisible();
});

test('pasting nothing asks for the roster; an unreadable paste keeps the text and explains', async ({
  page,
}) => {
  await page.goto('/home/upload/src');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Copy & Paste your roster in the textbox.')).toBeVisible();
  await page.getByLabel('Roster text').fill('this is not a roster at all');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Oops...')).toBeVisible();
  await expect(page.getByLabel('Roster text')).toHaveValue('this is not a roster at all');
});

test('the custom range picker restarts on a click before the start and needs both ends', async ({ page }) => {
  await page.getByRole('button', { name: 'Custom range' }).click();
  const calendar = page.getByRole('group', { name: 'Choose the first and last day' });
  const days = calendar.getByRole('button', { name: /\d{4}/ });
  const apply = calendar.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await days.nth(15).click();
  await expect(apply).toBeDisabled();
  await days.nth(10).click(); // before the start: a new start
  await expect(days.nth(10)).toHaveAttribute('aria-pressed', 'true');
  await expect(days.nth(15)).toHaveAttribute('aria-pressed', 'false');
  await days.nth(12).click();
  await expect(apply).toBeEnabled();
  await expectNoAxeViolations(page);
  await apply.click();
  await expect(page.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('crew portal fetch', () => {
  test('fields follow the airline; wrong credentials are reported; right ones import', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request, { airline: 'American Airlines' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/sign-in');
    await signIn(page, account);
    await page.getByRole('button', { name: 'Upload roster' }).first().click();
    await page.getByRole('link', { name: 'Fetch from my airline crew portal' }).click();
    await expect(page.getByText('Sign in with your crew portal account and staff number.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Fetch roster' }).click();
    await expect(page.getByText('Field may not be empty.')).toHaveCount(3);

    await page.getByLabel('Crew portal username').fill('extra');
    await page.getByLabel('Crew portal password').fill('wrong-pass');
    await page.getByLabel('Staff number').fill('12345');
    await page.getByRole('button', { name: 'Fetch roster' }).click();
    await expect(page.getByText('Oops...')).toBeVisible();
    await expect(page.getByLabel('Crew portal username')).toHaveValue('extra');

    await page.getByLabel('Crew portal password').fill('extra-pass');
    await page.getByRole('button', { name: 'Fetch roster' }).click();
    await expect(page.getByRole('heading', { name: 'Roster uploaded' })).toBeVisible({ timeout: 30_000 });
    await context.close();
  });
});
