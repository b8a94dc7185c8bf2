/**
 * The dashboard's honest states and duty details (issue 14, items 1 and 7): statistics and duties that fail to
 * load say so and load again on "Try again"; another range keeps the old figures and rows in view with a loading
 * note while it loads; duties over several days show their end date; legs show their cities and roster notes.
 * The network is intercepted only to make a call fail or wait. Times are UTC so day boundaries are certain.
 */
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { calendarIcs, day, stamp } from '../support/rosters';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** A day as the list shows it (mdy, the default date format). */
const shown = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${m}/${day}/${y}`;
};

const ROSTER = calendarIcs(
  [
    [`DTSTART:${stamp(-20, 12)}`, `DTEND:${stamp(-20, 14)}`, 'SUMMARY:KL1000 LHR-AMS', 'LOCATION:LHR'],
    [
      `DTSTART:${stamp(1, 8)}`,
      `DTEND:${stamp(1, 10)}`,
      'SUMMARY:KL1001 AMS-LHR',
      'LOCATION:AMS',
      'DESCRIPTION:Aircraft B738 PH-BXA',
    ],
    [`DTSTART:${stamp(1, 11)}`, `DTEND:${stamp(3, 6)}`, 'SUMMARY:LAYOVER LHR', 'LOCATION:LHR'],
    // All day: DTEND is the day after the last night.
    [`DTSTART;VALUE=DATE:${day(4)}`, `DTEND;VALUE=DATE:${day(7)}`, 'SUMMARY:HOTEL Heathrow', 'LOCATION:LHR'],
  ],
  'states',
);

const isStatistics = (url: URL) => url.pathname.endsWith('/main/v2/user/statistics');
const isEvents = (url: URL) => url.pathname.endsWith('/main/v2/event');

/** A new account with the roster above, signed in; `before` runs first (to make a call fail from the start). */
async function open(page: Page, request: APIRequestContext, before?: () => Promise<unknown>) {
  const account = await createAccount(request);
  await uploadRoster(request, account, ROSTER);
  await before?.();
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
}

const statistics = (page: Page) => page.getByRole('region', { name: 'Statistics' });
const flightsCard = (page: Page) =>
  statistics(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Flights' }) });
const duties = (page: Page) => page.getByRole('region', { name: /^\d+ duties$/ });
const row = (page: Page, text: string) => duties(page).getByRole('listitem').filter({ hasText: text });

test('statistics that fail say so, map included, and load again on "Try again"', async ({
  page,
  request,
}) => {
  await open(page, request, () => page.route(isStatistics, (route) => route.fulfill({ status: 500 })));
  await expect(statistics(page).getByRole('alert')).toHaveText(/Failed loading Statistics\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed loading Flight map.' })).toBeVisible();
  await expect(duties(page)).toHaveAccessibleName('4 duties'); // the rest of the page works
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await page.unroute(isStatistics);
  await statistics(page).getByRole('button', { name: 'Try again' }).click();
  await expect(flightsCard(page)).toHaveText('Flights2');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('duties that fail say so and load again on "Try again"', async ({ page, request }) => {
  // A server error, not a lost connection: after a network failure the dashboard tries again by itself every few
  // seconds (offline use, issue 15), which would race the click below.
  await open(page, request, () => page.route(isEvents, (route) => route.fulfill({ status: 500 })));
  const section = page.getByRole('region', { name: 'Duties' });
  await expect(section.getByRole('alert')).toHaveText(/Failed loading Duties\./);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await page.unroute(isEvents);
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(duties(page)).toHaveAccessibleName('4 duties');
});

test('another range keeps the old figures and rows in view while it loads', async ({ page, request }) => {
  await open(page, request);
  await expect(duties(page)).toHaveAccessibleName('4 duties');
  await expect(flightsCard(page)).toHaveText('Flights2');

  // Hold the next range's calls until the old state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(isEvents, hold);
  await page.route(isStatistics, hold);
  await page.getByRole('button', { name: 'Next 7 days', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading duties…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading statistics…' })).toBeVisible();
  await expect(duties(page)).toHaveAttribute('aria-busy', 'true');
  await expect(duties(page)).toHaveAccessibleName('4 duties');
  await expect(row(page, 'KL1000')).toBeVisible();
  await expect(flightsCard(page)).toHaveText('Flights2');
  await page.mouse.move(0, 0);
  // Only the page's main part changes while a range loads (the header is checked elsewhere). The whole page took
  // long enough on a busy machine for the held calls to reach the API client's 10 s timeout.
  await expectNoAxeViolations(page, 'main');

  release();
  await expect(duties(page)).toHaveAccessibleName('3 duties');
  await expect(flightsCard(page)).toHaveText('Flights1');
  await expect(page.getByText(/^Loading (duties|statistics)…$/)).toHaveCount(0);
  await expect(duties(page)).toHaveAttribute('aria-busy', 'false');
});

test('"Show history" keeps the rows in view while the history loads', async ({ page, request }) => {
  await open(page, request);
  await page.route(isEvents, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'All events', exact: true }).click();
  await expect(duties(page)).toHaveAccessibleName('4 duties');
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading duties…' })).toBeVisible();
  await expect(row(page, 'KL1001')).toBeVisible();
  await expect(page.getByText(/^Loading duties…$/)).toHaveCount(0);
});

test('duties over several days show their end date; a leg shows its cities and its roster notes', async ({
  page,
  request,
}) => {
  await open(page, request);
  const flight = row(page, 'KL1001');
  await expect(flight).toContainText(/Amsterdam( \(AMS\))? → London/);
  await expect(flight).toContainText(`${shown(1)} 08:00Z – 10:00Z`);
  await expect(row(page, 'LAYOVER')).toContainText(`${shown(1)} 11:00Z –${shown(3)} 06:00Z`);
  await expect(row(page, 'LAYOVER')).toContainText('London');
  await expect(row(page, 'HOTEL Heathrow')).toContainText(`${shown(4)} –${shown(6)}`);

  const details = flight.getByRole('button', { name: 'Details of KL1001' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  // The roster's notes, and the leg's great-circle distance in the default unit.
  await expect(flight.getByRole('definition')).toContainText(['Aircraft B738 PH-BXA', '230 mi']);
  // The rows below move down to make room: the layover is still whole and visible under it.
  await expect(row(page, 'LAYOVER')).toBeInViewport();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await details.press('Enter');
  await expect(flight.getByRole('definition')).toHaveCount(0);
});
