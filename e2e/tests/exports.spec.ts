/**
 * Exports that say what happened (issue 14, items 2 and 4): a PDF shows its progress until the file is saved (the
 * API's answer is held back to stand for a slow PDF) and can be cancelled; an app export says which app is
 * opening and, when none does (no app handles logten:// in a headless browser), offers the same data as a file.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, type Route, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { flightsIcs } from '../support/rosters';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const FLIGHTS = [
  { offset: 2, number: 'KL1201', from: 'AMS', to: 'LHR' },
  { offset: 3, number: 'KL1202', from: 'LHR', to: 'AMS' },
  { offset: 9, number: 'KL1203', from: 'AMS', to: 'OSL' },
];
const PDF = '**/main/v2/calendar/pdf';

test.beforeEach(async ({ page, request }) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, flightsIcs(FLIGHTS));
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
});

/** Holds the PDF answer until `release()`: the page waits as it would for a PDF that takes long to make. */
async function holdPdf(page: Page) {
  let held: (route: Route) => void = () => {};
  const arrived = new Promise<Route>((resolve) => {
    held = resolve;
  });
  await page.route(PDF, (route) => held(route));
  return { arrived, release: async () => (await arrived).continue().catch(() => {}) };
}

async function chooseExport(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a PDF export shows its progress until the file is saved', async ({ page }) => {
  const pdf = await holdPdf(page);
  await chooseExport(page, 'Download PDF');
  await pdf.arrived;
  const progress = page
    .getByRole('status')
    .filter({ hasText: 'Preparing your PDF… This can take up to a minute.' });
  await expect(progress).toBeVisible();
  await page.waitForTimeout(1500); // still there while the PDF is being made, not a passing toast
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await pdf.release();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Roster_1950-01-01_9999-12-30\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(progress).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(page.getByText('Your export is ready.')).toBeVisible();
});

test('a PDF export can be cancelled: nothing is saved and focus goes back to Export', async ({ page }) => {
  const pdf = await holdPdf(page);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await chooseExport(page, 'Download PDF');
  await pdf.arrived;
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'PDF export cancelled.' })).toBeVisible();
  await expect(page.getByText('Preparing your PDF…')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export' })).toBeFocused();
  await pdf.release();
  await page.waitForTimeout(1000);
  expect(downloads).toEqual([]);
  await expect(page.getByText('Your export is ready.')).toBeHidden();
  // A later export still works.
  await page.unroute(PDF);
  const download = page.waitForEvent('download');
  await chooseExport(page, 'Download PDF');
  expect((await download).suggestedFilename()).toBe('Roster_1950-01-01_9999-12-30.pdf');
});

test('an app export says which app is opening; when none opens, the same data downloads as a file', async ({
  page,
}) => {
  const opening = page.getByRole('status').filter({ hasText: 'Opening LogTen…' });
  await chooseExport(page, 'Open in LogTen');
  // The window the link opens in may take the front, and this page then stops painting behind it.
  await page.bringToFront();
  await expect(opening).toBeVisible();
  // The menu has closed. Its exit animation may stall while the browser hands logten:// to the system (the menu
  // then stays in the page, closed, for a while), so the test checks its state rather than its removal.
  await expect(page.locator('[role="menu"][data-state="open"]')).toHaveCount(0);
  await expect(page.getByText('Your export is ready.')).toBeHidden();

  await expect(
    page.getByRole('status').filter({
      hasText: 'Nothing opened: is LogTen installed on this device? You can download the file instead.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  // The browser's attempt at logten:// may leave this page in the background, where it stops painting.
  await page.bringToFront();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file instead' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Roster_1950-01-01_9999-12-30_logten.json');
  const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(data.metadata).toMatchObject({ application: 'CrewRoster', timesAreZulu: true });
  expect(data.entities.map((e: { flight_flightNumber: string }) => e.flight_flightNumber)).toEqual(
    FLIGHTS.map((f) => f.number),
  );

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('link', { name: 'Download the file instead' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export' })).toBeFocused();

  // The app's name comes from the export chosen; a failing export still goes to the error toast.
  await chooseExport(page, 'Send to Crew Alert');
  await page.bringToFront();
  await expect(page.getByRole('status').filter({ hasText: 'Opening Crew Alert…' })).toBeVisible();
  await expect(page.getByText('Nothing opened: is Crew Alert installed on this device?')).toBeVisible();
  await chooseExport(page, 'Send to Safelog');
  await expect(page.getByText('API key is required.')).toBeVisible();
  await expect(page.getByText(/Nothing opened/)).toBeHidden();
});
