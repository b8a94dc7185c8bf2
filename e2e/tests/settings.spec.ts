/**
 * Settings (issue 6): the sidebar and routing, toggles that save on change and survive a reload, a failed
 * save that reverts, the text forms' validation, the confirmation dialogs and the third-party list.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, API, createAccount, MAIN_KEY } from '../support/api';
import { linkTo, type OutboxMail, waitForMail } from '../support/outbox';
import { expectNoAxeViolations, signIn } from '../support/pages';

const CURRENT_REQUIRED = 'Enter your current password.';
const CURRENT_WRONG = 'The current password is incorrect.';

async function openSettings(page: Page, account: Account, path = '/settings/profile') {
  await page.goto(`/sign-in?from=${encodeURIComponent(path)}`);
  await signIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe once the page (and its lazy lists) has finished loading. */
async function axe(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Clicks a switch the way a person does: on its visible label. */
const flip = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function me(request: APIRequestContext, account: Account) {
  const res = await request.get(`${API}/main/v3/user/me`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.user as {
    email: string;
    preferences: Record<string, string>;
    profile_public: boolean;
  };
}

const signInByApi = (request: APIRequestContext, email: string, password: string) =>
  request.post(`${API}/auth/v1/auth`, { data: { email, password, consumer_key: MAIN_KEY } });

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()).data;
}

test('the sidebar has the Account and Export groups, and an unknown settings path shows the profile', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/no-such-page');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(heading(page, 'Profile')).toBeVisible();
  const nav = sidebar(page);
  const account_ = nav.getByRole('region', { name: 'Account' });
  const export_ = nav.getByRole('region', { name: 'Export' });
  for (const name of ['Profile', 'Display', 'Roster', 'Events', 'Privacy', 'Reset password'])
    await expect(account_.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Logbook', 'Safelog', 'Calendar', 'Calendar filter', 'Third party'])
    await expect(export_.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  // /settings itself lands on the profile too.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/profile$/);

  // The profile renders the saved values.
  await expect(page.getByLabel('First name')).toHaveValue(account.firstname);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Position')).toHaveValue('FO');
  await expect(page.getByRole('combobox', { name: 'Airline', exact: true })).toContainText('KLM');
  await expect(page.getByRole('combobox', { name: 'Homebase', exact: true })).toHaveValue('AMS');
  await axe(page);

  // Keyboard: the sidebar links are reachable and follow with Enter.
  await nav.getByRole('link', { name: 'Display' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Display')).toBeVisible();
});

test('profile: validation messages, then a saved change survives a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account);
  await page.getByLabel('First name').fill('B4');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Numbers and symbols are not allowed.')).toBeVisible();
  await expect(page.getByText('Please provide a valid emailaddress.')).toBeVisible();

  await page.getByLabel('First name').fill('Beryl');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Position').selectOption('PIC');
  await page.getByLabel('Search airports').fill('London');
  const homebase = page.getByRole('combobox', { name: 'Homebase', exact: true });
  await expect(homebase.locator('option[value="LHR"]')).toHaveCount(1);
  await homebase.selectOption('LHR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Beryl');
  await expect(page.getByLabel('Position')).toHaveValue('PIC');
  await expect(homebase).toHaveValue('LHR');
});

test('profile pickers: "Show more" reaches a later page, no match says so, and loading shows', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  // A match from the second page of "air" (10 a page), straight from the API.
  const res = await request.get(`${API}/main/v2/airline?header=air&page=2`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const second = (await res.json()) as { data: { pk: number }[]; meta: { total: number } };
  expect(second.meta.total).toBeGreaterThan(20);
  const later = String(second.data[0]?.pk);

  await openSettings(page, account);
  const airline = page.getByRole('combobox', { name: 'Airline', exact: true });
  await page.getByLabel('Search airlines').fill('air');
  await expect(page.getByText(`Matches shown: 10 of ${second.meta.total}.`)).toBeVisible();
  await expect(airline.locator(`option[value="${later}"]`)).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Show more airlines' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Matches shown: 20 of ${second.meta.total}.`)).toBeVisible();
  await expect(airline.locator(`option[value="${later}"]`)).toHaveCount(1);
  await airline.selectOption(later);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(airline).toHaveValue(later);

  // Nothing matches: said in words, and no button for more.
  await page.getByLabel('Search airlines').fill('zzqxjw');
  await expect(page.getByText('No matches.')).toBeVisible();
  await expect(more).toHaveCount(0);

  // A slow answer (delayed on the way): "Loading…" until the matches arrive.
  const airports = (url: URL) => url.pathname.endsWith('/main/v2/airport');
  await page.route(airports, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel('Search airports').fill('International');
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect(page.getByText(/^Matches shown: 10 of \d+\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more airports' })).toBeVisible();
  await page.unroute(airports);
  await axe(page);
});

test('display: the spec defaults, and each choice persists across a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/display');
  await expect(page.getByLabel('Date format')).toHaveValue('mdy');
  await expect(page.getByLabel('Week starts on')).toHaveValue('monday');
  await expect(page.getByLabel('Time zone')).toHaveValue('UTC');
  await expect(page.getByLabel('Distance')).toHaveValue('MI');
  await expect(page.getByLabel('Temperature')).toHaveValue('C');
  await axe(page);

  const choices: [string, string][] = [
    ['Date format', 'dmy'],
    ['Week starts on', 'sunday'],
    ['Time zone', 'Europe/Amsterdam'],
    ['Distance', 'NMI'],
    ['Temperature', 'F'],
  ];
  for (const [label, value] of choices) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
    await page.getByLabel(label).selectOption(value);
    await saved;
  }
  await page.reload();
  for (const [label, value] of choices) await expect(page.getByLabel(label)).toHaveValue(value);
  expect((await me(request, account)).preferences).toMatchObject({ distance: 'NMI', temperature: 'F' });
});

test('calendar filter: each switch persists across a reload; a failed save reverts with the error toast', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/calendar-filter');
  const labels = [
    'Exclude deadhead',
    'Exclude standby',
    'Exclude day off',
    'Exclude report',
    'Exclude debrief',
    'Exclude simulator',
    'Exclude layover',
  ];
  for (const label of labels) await expect(page.getByLabel(label)).not.toBeChecked();
  await axe(page);

  // Keyboard: Space toggles the focused switch.
  await page.getByLabel('Exclude deadhead').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Saved').first()).toBeVisible();
  for (const label of labels.slice(1)) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
    await flip(page, label);
    await saved;
  }
  await page.reload();
  for (const label of labels) await expect(page.getByLabel(label)).toBeChecked();

  // A fault on the way: the switch goes back and the toast shows the body's message.
  await page.route('**/main/v2/user/me/pref', (route) =>
    route.fulfill({ status: 503, json: { message: 'Preferences are unavailable right now.' } }),
  );
  await flip(page, 'Exclude standby');
  await expect(page.getByText('Preferences are unavailable right now.')).toBeVisible();
  await expect(page.getByLabel('Exclude standby')).toBeChecked();
  await page.unroute('**/main/v2/user/me/pref');
  await page.reload();
  await expect(page.getByLabel('Exclude standby')).toBeChecked();
  expect((await me(request, account)).preferences.exclude_sby).toBe('1');
});

test('events, logbook and roster: switches, selects and the roster number', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/event');
  await expect(page.getByLabel('Generate report events')).toBeChecked(); // on by default
  await flip(page, 'Generate report events');
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.getByLabel('Duty-code filter').fill('sby, off');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await me(request, account)).preferences.dutycode_filter).toBe('SBY,OFF');
  await page.reload();
  await expect(page.getByLabel('Generate report events')).not.toBeChecked();
  await expect(page.getByLabel('Duty-code filter')).toHaveValue('SBY,OFF');
  await axe(page);

  await sidebar(page).getByRole('link', { name: 'Logbook' }).click();
  await expect(page.getByLabel('Crew names in the logbook')).toHaveValue('all');
  await flip(page, 'Export flights to the logbook');
  await expect(page.getByText('Saved').first()).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await page.getByLabel('Crew names in the logbook').selectOption('flight_crew');
  await saved;
  await page.reload();
  await axe(page);
  await expect(page.getByLabel('Export flights to the logbook')).toBeChecked();
  await expect(page.getByLabel('Crew names in the logbook')).toHaveValue('flight_crew');

  await sidebar(page).getByRole('link', { name: 'Roster' }).click();
  await expect(page.getByLabel('Never')).toBeChecked();
  await expect(page.getByLabel('Number of periods', { exact: true })).toBeDisabled();
  await page.getByText('When a number of periods is exceeded', { exact: true }).click();
  await expect(page.getByLabel('Number of periods', { exact: true })).toBeEnabled();
  await page.getByLabel('Number of periods', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a whole number of at least 1.')).toBeVisible();
  await page.getByLabel('Number of periods', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await me(request, account)).preferences.auto_delete_roster).toBe('3');
  await page.reload();
  await axe(page);
  await expect(page.getByLabel('When a number of periods is exceeded')).toBeChecked();
  await expect(page.getByLabel('Number of periods', { exact: true })).toHaveValue('3');
  await page.getByText('When expired', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await me(request, account)).preferences.auto_delete_roster).toBe('-1');
});

test('calendar: validation messages, formats with their examples, and saved values', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/calendar');
  await expect(page.getByLabel('Calendar name')).toHaveValue('CrewRoster');
  await expect(page.getByLabel('Flight alarm station')).toHaveValue('999');
  await expect(page.getByLabel('Trigger time')).toHaveValue('0');

  await page.getByLabel('Calendar name').fill('  ');
  await page.getByLabel('Flight alarm station').fill('AM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A name is required.')).toBeVisible();
  await expect(page.getByText('IATA is required.')).toBeVisible();

  await page.getByLabel('Calendar name').fill('My flights');
  await page.getByLabel('Flight alarm station').fill('ams');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await me(request, account)).preferences.report_add_alarm_iata).toBe('AMS');

  // Trigger times: disabled, 00:05 … 23:55 and 24:00, stored as seconds.
  const alarm = page.getByLabel('Trigger time');
  await expect(alarm.locator('option')).toHaveCount(1 + 288);
  await expect(alarm.locator('option').last()).toHaveText('24:00');
  let saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await alarm.selectOption({ label: '01:30' });
  await saved;

  // pk 1045 is offered for the location but hidden from the flight summary list.
  const summary = page.getByLabel('Flight summary');
  await expect(summary.locator('option')).not.toHaveCount(0);
  await expect(summary.locator('option[value="1045"]')).toHaveCount(0);
  await expect(page.getByLabel('Flight location').locator('option[value="1045"]')).toHaveText(
    'Amsterdam Airport Schiphol (AMS)',
  );
  saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await summary.selectOption('1003');
  await saved;
  saved = page.waitForResponse((r) => r.url().endsWith('/main/v2/user/me/pref') && r.ok());
  await flip(page, 'Combine flights of one duty into one event');
  await saved;

  await page.reload();
  await axe(page);
  await expect(page.getByLabel('Calendar name')).toHaveValue('My flights');
  await expect(page.getByLabel('Flight alarm station')).toHaveValue('AMS');
  await expect(alarm).toHaveValue('5400');
  await expect(summary).toHaveValue('1003');
  await expect(page.getByLabel('Combine flights of one duty into one event')).toBeChecked();
});

test('safelog: the API key is required, then saved', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/safelog');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('API key is required.')).toBeVisible();
  await axe(page);
  await page.getByLabel('Safelog API key').fill('sl-123-abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Safelog API key')).toHaveValue('sl-123-abc');
});

test('privacy: visibility and switches persist; each dialog closes on Cancel', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/privacy');
  const visibility = page.getByLabel('Profile visibility');
  await expect(visibility).toHaveValue('public');
  await expect(page.getByLabel('City deals e-mails')).not.toBeChecked();
  await axe(page);
  const savedVisibility = page.waitForResponse((r) => /\/main\/v2\/user$/.test(r.url()) && r.ok());
  await visibility.selectOption({ label: 'Private' });
  await savedVisibility;
  for (const label of ['E-mail marketing', 'Flight-route e-mails', 'City deals e-mails']) {
    const saved = page.waitForResponse((r) => /\/main\/v2\/user(\/me\/pref)?$/.test(r.url()) && r.ok());
    await flip(page, label);
    await saved;
  }
  await page.reload();
  await expect(page.getByLabel('Profile visibility')).toHaveValue('private');
  await expect(page.getByLabel('E-mail marketing')).not.toBeChecked();
  await expect(page.getByLabel('Flight-route e-mails')).not.toBeChecked();
  await expect(page.getByLabel('City deals e-mails')).toBeChecked();
  expect((await me(request, account)).profile_public).toBe(false);

  for (const [button, title] of [
    ['Request data', 'Request your data?'],
    ['Force sign out', 'Force sign out on all devices?'],
    ['Delete account', 'Delete your account?'],
  ]) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('alertdialog', { name: title });
    await expect(dialog).toBeVisible();
    // The page behind a modal dialog is hidden from assistive tech: check what is shown, the dialog.
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Force sign out' })).toBeVisible();
  await expect(heading(page, 'Privacy')).toBeVisible();
  // Escape closes a dialog too (keyboard).
  await page.getByRole('button', { name: 'Request data' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('privacy: force sign-out says it may take an hour and ends the other sessions', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  // Another device: its own sign-in.
  const other = await request.post(`${API}/auth/v1/auth`, {
    data: { email: account.email, password: account.password, consumer_key: MAIN_KEY },
  });
  const otherTokens = (await other.json()).data;
  await openSettings(page, account, '/settings/privacy');
  await page.getByRole('button', { name: 'Force sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Force sign out on all devices?' });
  await expect(dialog).toContainText('up to 1 hour');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const meOther = await request.get(`${API}/main/v3/user/me`, {
    headers: { Authorization: `Bearer ${otherTokens.access_token}` },
  });
  expect(meOther.status()).toBe(401);
  const refreshed = await request.post(`${API}/auth/v1/auth/refresh`, {
    data: { refresh_token: otherTokens.refresh_token },
  });
  expect(refreshed.status()).toBe(401);
});

// Needs GET /main/v2/user/profiledata (accounts issue).
test('privacy: request data says an e-mail follows within 24 hours', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/privacy');
  await page.getByRole('button', { name: 'Request data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Request your data?' });
  await expect(dialog).toContainText('within 24 hours');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Your data is on its way: expect an e-mail within 24 hours.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

// Needs PUT /main/v2/user/cancel/{pk} (accounts issue).
test('privacy: deleting the account signs out and leaves the account inactive', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/privacy');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('30 days');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // Inactive: the token issued before no longer reads the account.
  const res = await request.get(`${API}/main/v3/user/me`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  expect(res.status()).toBe(401);
});

// Needs POST /auth/v1/password/reset (accounts issue) and its current-password check (hardening item 7).
test('reset password: the spec rules, then the new password signs in and the account is told by mail', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/reset-password');
  await axe(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleErrorMessage(CURRENT_REQUIRED);
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByText('Password confirmation is required.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Use at least one uppercase and lowercase character, and one digit.'),
  ).toBeVisible();
  await expect(page.getByText('Password does not match.')).toBeVisible();
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('Taxiway2027');
  await page.getByLabel('Confirm new password').fill('Taxiway2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed successfully!')).toBeVisible();
  expect((await signInByApi(request, account.email, 'Taxiway2027')).status()).toBe(200);
  const mail = await waitForMail(request, account.email, /password was changed/);
  expect(mail.text).toContain("If this wasn't you, reset your password now:");
  expect(linkTo(mail, '/forgot-password')).toBe(
    `/forgot-password?email=${encodeURIComponent(account.email)}`,
  );
});

test('reset password: a wrong current password shows the message under its field and changes nothing', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/reset-password');
  await page.getByLabel('Current password').fill('Wrong2026');
  await page.getByLabel('New password', { exact: true }).fill('Taxiway2027');
  await page.getByLabel('Confirm new password').fill('Taxiway2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleErrorMessage(CURRENT_WRONG);
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  // Still signed in, the old password still works, the new one does not, and no notice went out.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  expect((await signInByApi(request, account.email, account.password)).status()).toBe(200);
  expect((await signInByApi(request, account.email, 'Taxiway2027')).status()).toBe(401);
  expect((await outbox(request, account.email)).some((m) => /password was changed/.test(m.subject))).toBe(
    false,
  );
});

test('profile: a new e-mail address asks for the current password; the old address is told', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account);
  const current = page.getByLabel('Current password');
  // Without an e-mail change nothing is asked.
  await expect(current).toHaveCount(0);
  await page.getByLabel('Last name').fill('Olsen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(current).toHaveCount(0);

  const newEmail = `nina-${randomBytes(4).toString('hex')}@crewroster.test`;
  await page.getByLabel('Email').fill(newEmail);
  await expect(current).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(current).toHaveAccessibleErrorMessage(CURRENT_REQUIRED);

  // A wrong password: the server's message on the field, and the address stays.
  await current.fill('Wrong2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(current).toHaveAccessibleErrorMessage(CURRENT_WRONG);
  expect((await me(request, account)).email).toBe(account.email);

  // Typing the old address back removes the field again.
  await page.getByLabel('Email').fill(account.email);
  await expect(current).toHaveCount(0);

  await page.getByLabel('Email').fill(newEmail);
  await current.fill(account.password);
  const saved = page.waitForResponse(
    (r) => /\/main\/v2\/user$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(current).toHaveCount(0);
  expect((await me(request, account)).email).toBe(newEmail);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);

  const mail = await waitForMail(request, account.email, /e-mail address was changed/);
  expect(mail.text).toContain('Your CrewRoster e-mail address was changed to n***@crewroster.test.');
  expect(mail.text).not.toContain(newEmail);
});

// Needs GET /auth/v1/thirdparty/user/scopes, POST /auth/v1/thirdparty/login and DELETE /auth/v1/thirdparty/user
// (third-party issue).
test('third party: the not-found message, then an authorised app that can be removed', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSettings(page, account, '/settings/third-party');
  await expect(page.getByText('No third-party apps found.')).toBeVisible();
  await axe(page);

  const verifier = randomBytes(32).toString('base64url');
  const granted = await request.post(`${API}/auth/v1/thirdparty/login`, {
    data: {
      email: account.email,
      password: account.password,
      consumer_key: 'demo-partner',
      redirect_uri: 'http://localhost:4200/callback',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      state: 'settings-test',
    },
  });
  expect(granted.ok(), await granted.text()).toBeTruthy();
  await page.reload();
  const remove = page.getByRole('button', { name: 'Remove Demo Partner' });
  await expect(remove).toBeVisible();
  await axe(page);
  await remove.click();
  await expect(page.getByText('Access removed.')).toBeVisible();
  await expect(page.getByText('No third-party apps found.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No third-party apps found.')).toBeVisible();
});
