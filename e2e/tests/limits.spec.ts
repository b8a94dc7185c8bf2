/**
 * Flight-time limits card (issue #15 item 3): a new user uploads a roster built to go over 100 h of flight time in
 * 28 days on a known day; /home warns on that day; the "Flight-time limits" setting switches the card to FAA
 * Part 117. A failed load shows the failure with a retry (the network fault is simulated).
 */
import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS);
const stamp = (days: number, hh: number, mm: number) =>
  `${dayIn(days).toISOString().slice(0, 10).replaceAll('-', '')}T${String(hh).padStart(2, '0')}${String(mm).padStart(2, '0')}00Z`;
/** As the card shows a day to a user with the default date format (mdy): "Mar 14, 2026". */
const shown = (days: number) =>
  new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayIn(days));

/**
 * Ten 10-hour flights every second day from tomorrow, 06:00–16:00 UTC (the same day at the AMS home base): 100:00
 * in 28 days, still allowed. A deadhead on day 20 is not flight time. A 30-minute flight on day 21 makes 100:30:
 * over on day 21.
 */
function rosterCrossing100Hours(): string {
  const vevent = (uid: string, day: number, summary: string, from: [number, number], to: [number, number]) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}@limits.crewroster.test`,
      `DTSTAMP:${stamp(0, 0, 0)}`,
      `DTSTART:${stamp(day, ...from)}`,
      `DTEND:${stamp(day, ...to)}`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ].join('\r\n');
  const events = Array.from({ length: 10 }, (_, i) =>
    vevent(`f${i}`, 1 + 2 * i, `KL${641 + i} AMS-JFK`, [6, 0], [16, 0]),
  );
  events.push(vevent('dh', 20, 'DH KL1001 AMS-LHR', [6, 0], [16, 0]));
  events.push(vevent('last', 21, 'KL1002 LHR-AMS', [6, 0], [6, 30]));
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CrewRoster tests//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const card = (page: Page) => page.getByRole('region', { name: 'Flight-time limits' });

test('a roster over 100 h in 28 days is flagged on the right day; FAA Part 117 from the setting', async ({
  page,
  request,
}) => {
  test.slow(); // an upload, a settings change and three axe checks: about 40 s with two workers
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  // Before any roster: the EASA limits at zero, no warning.
  await expect(
    card(page).getByRole('meter', { name: 'Flight time in any 28 consecutive days' }),
  ).toHaveAttribute('aria-valuetext', '0:00 of 100 h');
  await expect(card(page).getByRole('alert')).toHaveCount(0);

  await page.goto('/home/upload/file');
  await page.getByLabel('Roster file', { exact: true }).setInputFiles({
    name: 'roster.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(rosterCrossing100Hours()),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('dialog', { name: 'Roster uploaded' }).getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const easa = card(page);
  await expect(easa.getByText(/^EASA ORO\.FTL\.210, as of /)).toBeVisible();
  await expect(easa.getByRole('alert')).toHaveText(
    `Flight time: over 100 h in any 28 consecutive days on ${shown(21)}`,
  );
  await expect(easa.getByRole('alert')).toHaveCount(1);
  for (const name of [
    'Duty in any 7 consecutive days',
    'Duty in any 14 consecutive days',
    'Duty in any 28 consecutive days',
    'Flight time in any 28 consecutive days',
    'Flight time in the calendar year',
    'Flight time in any 12 consecutive calendar months',
  ])
    await expect(easa.getByRole('meter', { name })).toBeVisible();
  const flight28 = easa
    .getByRole('listitem')
    .filter({ has: page.getByRole('meter', { name: 'Flight time in any 28 consecutive days' }) });
  await expect(flight28).toContainText(`Highest ahead: 100:30 on ${shown(21)}`);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await page.goto('/settings/roster');
  const rules = page.getByLabel('Flight-time limits');
  await expect(rules).toHaveValue('easa');
  await rules.selectOption({ label: 'FAA Part 117' });
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/home');
  const faa = card(page);
  await expect(faa.getByText(/^FAA Part 117 \(§117\.23\), as of /)).toBeVisible();
  await expect(faa.getByRole('meter', { name: 'Flight time in any 672 consecutive hours' })).toBeVisible();
  await expect(
    faa.getByRole('meter', { name: 'Flight duty period in any 168 consecutive hours' }),
  ).toBeVisible();
  await expect(faa.getByRole('meter', { name: 'Flight time in any 28 consecutive days' })).toHaveCount(0);
  await expect(faa.getByRole('alert')).toHaveText(
    `Flight time: over 100 h in any 672 consecutive hours on ${shown(21)}`,
  );
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('limits that cannot be loaded say so and load again on retry', async ({ page, request }) => {
  const account = await createAccount(request);
  // A server error, not a lost connection: after a network failure the roster's queries try again by themselves
  // every few seconds (offline use, issue 15), which would race the click on "Try again".
  await page.route('**/main/v2/limits', (route) => route.fulfill({ status: 500 }));
  await page.goto('/sign-in');
  await signIn(page, account);
  const failed = card(page).getByRole('alert');
  // The failure shows once the API client's two retries (with back-off) and the query's own retry have run out:
  // several seconds, more than expect's 10 s on a busy CI machine.
  await expect(failed).toContainText('Failed loading Flight-time limits.', { timeout: 30_000 });
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  await page.unroute('**/main/v2/limits');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(card(page).getByRole('meter', { name: 'Duty in any 7 consecutive days' })).toBeVisible();
});
