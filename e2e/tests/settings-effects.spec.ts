/**
 * Settings that take effect (issue 14, item 5): each setting is changed on its settings page, by its visible
 * label, and the change shows where a crew member looks — the distance unit on the statistics and a leg's details,
 * "Generate report events" in the duty list and the CSV and calendar exports, the logbook's crew names in the file
 * the logbook export hands over. (Temperature shows nowhere: the product has no temperature data.)
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { calendarIcs, stamp } from '../support/rosters';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

// A report before two flights; the first flight's notes name its crew, two on the flight deck and two in the cabin.
const ROSTER = calendarIcs(
  [
    [`DTSTART:${stamp(2, 11)}`, `DTEND:${stamp(2, 12)}`, 'SUMMARY:Report', 'LOCATION:AMS'],
    [
      `DTSTART:${stamp(2, 12)}`,
      `DTEND:${stamp(2, 14)}`,
      'SUMMARY:KL1201 AMS-LHR',
      'LOCATION:AMS',
      'DESCRIPTION:CP Anna Berg\\nFO Jan de Vries\\nPU Maria Lopez\\nCC Tom Ek',
    ],
    [`DTSTART:${stamp(3, 12)}`, `DTEND:${stamp(3, 14)}`, 'SUMMARY:KL1202 LHR-AMS', 'LOCATION:LHR'],
  ],
  'effects',
);

const statistics = (page: Page) => page.getByRole('region', { name: 'Statistics' });
const distanceCard = (page: Page) =>
  statistics(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Distance' }) });
const duties = (page: Page) => page.getByRole('region', { name: /^\d+ duties$/ });
const row = (page: Page, text: string) => duties(page).getByRole('listitem').filter({ hasText: text });

/** The first leg's distance, as its details show it. */
async function legDistance(page: Page) {
  const flight = row(page, 'KL1201');
  const details = flight.getByRole('button', { name: 'Details of KL1201' });
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  return flight.getByRole('definition').filter({ hasText: /^[\d,]+ (mi|NM|km)$/ });
}

/** Saves a select's choice the way a person does: the option's visible text. */
async function choose(page: Page, label: string, option: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await page.getByLabel(label).selectOption({ label: option });
  await saved;
}

async function flip(page: Page, label: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await page.getByText(label, { exact: true }).click();
  await saved;
}

async function downloadCsv(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

test('distance unit, report events and logbook crew names change what the dashboard shows and exports', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, ROSTER);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();

  // The defaults: miles, report events on.
  await expect(duties(page)).toHaveAccessibleName('3 duties');
  await expect(row(page, 'Report')).toBeVisible();
  await expect(distanceCard(page)).toHaveText('Distance460 mi');
  await expect(await legDistance(page)).toHaveText('230 mi');
  expect(await downloadCsv(page)).toMatch(/^Report,Report,/m);

  // Settings › Display: kilometres.
  await page.goto('/settings/display');
  await choose(page, 'Distance', 'Kilometres (KM)');
  // Settings › Events: no report events.
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page.getByLabel('Generate report events')).toBeChecked();
  await flip(page, 'Generate report events');
  await expect(page.getByLabel('Generate report events')).not.toBeChecked();
  // Settings › Logbook: the export on, flight crew only.
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Logbook' })
    .click();
  await flip(page, 'Export flights to the logbook');
  await choose(page, 'Crew names in the logbook', 'Flight crew only');

  await page.goto('/home');
  await expect(duties(page)).toHaveAccessibleName('2 duties');
  await expect(row(page, 'Report')).toHaveCount(0);
  await expect(distanceCard(page)).toHaveText('Distance740 km');
  await expect(await legDistance(page)).toHaveText('370 km');
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  // The exports agree with the list: no report in the CSV or the calendar subscription.
  const csv = await downloadCsv(page);
  expect(csv).not.toMatch(/^Report,/m);
  expect(csv).toMatch(/^Flight,KL1201,/m);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Subscribe in my calendar (ICS)' }).click();
  const address = page.getByLabel('Subscription address');
  await expect(address).toHaveValue(/\.ics$/);
  const calendar = await (await page.request.get(await address.inputValue())).text();
  expect(calendar).toContain('KL1201');
  expect(calendar).not.toMatch(/^SUMMARY:Report/m);
  await page.keyboard.press('Escape');
  await expect(address).toBeHidden();

  // The logbook gets the flight deck's names only (the app does not open here: its file downloads instead).
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Send to my logbook' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Nothing opened: is the logbook installed on this device? You can download the file instead.',
    }),
  ).toBeVisible();
  // The browser's attempt at the app's address may leave this page in the background, where it stops painting.
  await page.bringToFront();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file instead' }).click();
  const data = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(data.metadata.crew_names).toBe('flight_crew');
  expect(data.flights[0]).toMatchObject({
    flight_number: 'KL1201',
    crew: [
      { role: 'CP', name: 'Anna Berg' },
      { role: 'FO', name: 'Jan de Vries' },
    ],
  });
  expect(JSON.stringify(data)).not.toMatch(/Maria Lopez|Tom Ek/);
});
