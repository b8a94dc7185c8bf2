/**
 * Dashboard ranges and exports (issue 5): each quick range with its counts, the custom picker's restart rules,
 * show history, CSV and PDF downloads with their file names, the calendar subscription (a calendar that parses,
 * webcal link, download, new address) and an app export's error. Times are UTC so day boundaries are certain.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, hasWebgl, signIn } from '../support/pages';
import { flightsIcs } from '../support/rosters';

// The API's own calendar parser (ical.js), resolved from the api package.
const ICAL = createRequire(new URL('../../api/package.json', import.meta.url))('ical.js');

test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** axe with the pointer parked away: a hovered solid button has its lighter hover colour (shared theme). */
async function expectAccessible(page: Page, include?: string) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, include);
}

const FLIGHTS = [
  { offset: -250, number: 'KL0900', from: 'AMS', to: 'CDG' }, // only after "Show history"
  { offset: -20, number: 'KL0901', from: 'CDG', to: 'AMS' },
  { offset: 1, number: 'KL0902', from: 'AMS', to: 'LHR' },
  { offset: 3, number: 'KL0903', from: 'LHR', to: 'AMS' },
  { offset: 10, number: 'KL0904', from: 'AMS', to: 'FRA' },
  { offset: 20, number: 'KL0905', from: 'FRA', to: 'AMS' },
  { offset: 45, number: 'KL0906', from: 'AMS', to: 'JFK' },
];

const dayOf = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const duties = (page: Page) => page.getByRole('region', { name: /^\d+ duties$/ });
const flightsCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flights' }) });

async function expectCounts(page: Page, count: number) {
  await expect(duties(page)).toHaveAccessibleName(`${count} duties`);
  await expect(flightsCard(page)).toHaveText(`Flights${count}`);
}

/**
 * The flight map draws the range's routes (one line per airport pair), the same ones its label lists; where this
 * browser has no WebGL, only the label is checked.
 */
async function expectMapShows(page: Page, airports: string[]) {
  const map = page.getByRole('region', { name: 'Flight map' });
  await map.scrollIntoViewIfNeeded();
  const drawing = map.getByRole('img');
  const listed = async () => ((await drawing.getAttribute('aria-label')) ?? '').replace(/^.*: /, '');
  await expect.poll(async () => (await listed()).split(/[–, ]+/).sort()).toEqual(airports.sort());
  if (await hasWebgl(page))
    await expect(drawing).toHaveAttribute('data-map-routes', await listed(), { timeout: 20_000 });
}

async function exportFile(page: Page, item: 'Download CSV' | 'Download PDF') {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

/** Clicks a day of the custom range calendar, turning to the next month when it is not shown. */
async function pickDay(page: Page, iso: string) {
  const calendar = page.getByRole('group', { name: 'Choose the first and last day' });
  const label = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  const button = calendar.getByRole('button', { name: label, exact: true });
  if (!(await button.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
  await button.click();
}

test.beforeEach(async ({ page, request }) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, flightsIcs(FLIGHTS));
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
});

test('each quick range shows its duties and statistics; show history goes further back', async ({ page }) => {
  const range = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(range('All events')).toHaveAttribute('aria-pressed', 'true');
  await expectCounts(page, 6); // from 6 months back, every future duty
  await expect(page.getByText('KL0900')).toHaveCount(0);
  await expectAccessible(page);

  await range('Next 7 days').click();
  await expect(range('Next 7 days')).toHaveAttribute('aria-pressed', 'true');
  await expectCounts(page, 2);
  await expect(page.getByRole('button', { name: 'Show history' })).toHaveCount(0);
  await expectMapShows(page, ['AMS', 'LHR']); // AMS–LHR and back: one line

  await range('Next 30 days').click();
  await expectCounts(page, 4);

  await range('All events').click();
  await expectCounts(page, 6);
  await expectMapShows(page, ['CDG', 'AMS', 'AMS', 'LHR', 'AMS', 'FRA', 'AMS', 'JFK']);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(duties(page)).toHaveAccessibleName('7 duties');
  await expect(page.getByText(/KL0900/).first()).toBeVisible();
});

test('custom range: restarts on a click before the start or after a complete range; Apply needs both', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Custom range' }).click();
  const calendar = page.getByRole('group', { name: 'Choose the first and last day' });
  const apply = calendar.getByRole('button', { name: 'Apply' });
  const pressed = calendar.locator('button[aria-pressed="true"]');
  await expect(apply).toBeDisabled();
  await expectAccessible(page);

  await pickDay(page, dayOf(3)); // start
  await expect(apply).toBeDisabled();
  await pickDay(page, dayOf(1)); // before the start: a new start, still no end
  await expect(apply).toBeDisabled();
  await expect(pressed).toHaveCount(1);
  await pickDay(page, dayOf(10)); // end: 1 … 10
  await expect(apply).toBeEnabled();
  await pickDay(page, dayOf(25)); // after a complete range: restarts
  await expect(apply).toBeDisabled();
  await expect(pressed).toHaveCount(1);

  await calendar.getByRole('button', { name: 'Cancel' }).click();
  await expect(calendar).toBeHidden();
  await page.getByRole('button', { name: 'Custom range' }).click(); // a fresh picker
  await expect(apply).toBeDisabled();
  await pickDay(page, dayOf(1));
  await pickDay(page, dayOf(10));
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
  await expectCounts(page, 3);

  const pdf = await exportFile(page, 'Download PDF');
  expect(pdf.suggestedFilename()).toBe(`Roster_${dayOf(1)}_${dayOf(10)}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText('Your export is ready.')).toBeVisible();
});

test('CSV and PDF downloads carry the range in their names; all events use 1950-01-01 to 9999-12-30', async ({
  page,
}) => {
  const allCsv = await exportFile(page, 'Download CSV');
  expect(allCsv.suggestedFilename()).toBe('Roster_1950-01-01_9999-12-30.csv');
  const rows = readFileSync(await allCsv.path(), 'utf8')
    .trim()
    .split('\n');
  expect(rows[0]).toMatch(/^type,title,subtitle,start_utc,end_utc/);
  expect(rows).toHaveLength(1 + FLIGHTS.length);
  const allPdf = await exportFile(page, 'Download PDF');
  expect(allPdf.suggestedFilename()).toBe('Roster_1950-01-01_9999-12-30.pdf');

  await page.getByRole('button', { name: 'Next 7 days', exact: true }).click();
  await expectCounts(page, 2);
  const weekCsv = await exportFile(page, 'Download CSV');
  expect(weekCsv.suggestedFilename()).toBe(`Roster_${dayOf(0)}_${dayOf(6)}.csv`);
  expect(
    readFileSync(await weekCsv.path(), 'utf8')
      .trim()
      .split('\n'),
  ).toHaveLength(3);
  const weekPdf = await exportFile(page, 'Download PDF');
  expect(weekPdf.suggestedFilename()).toBe(`Roster_${dayOf(0)}_${dayOf(6)}.pdf`);
});

test('the calendar subscription: a valid calendar, webcal link, download, and a new address', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Subscribe in my calendar (ICS)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar subscription' });
  const address = dialog.getByLabel('Subscription address');
  await expect(address).toHaveValue(/^http:\/\/.+\/main\/v2\/calendar\/feed\/.+\.ics$/);
  const url = await address.inputValue();
  await expectAccessible(page, '[role="dialog"]');

  const feed = await page.request.get(url);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('CrewRoster');
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((e: { getFirstPropertyValue: (n: string) => string }) => e.getFirstPropertyValue('summary'));
  expect(summaries).toHaveLength(FLIGHTS.length);
  expect(summaries).toContain('KL0906 AMS-JFK');

  await expect(dialog.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download calendar file' }).click();
  expect((await download).suggestedFilename()).toBe('Roster.ics');

  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByText('New address made. The old one no longer works.')).toBeVisible();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an app export that needs a setting explains it (Safelog without an API key)', async ({ page }) => {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Send to Safelog' }).click();
  await expect(page.getByText('API key is required.')).toBeVisible();
});
