/**
 * Upload screens (issue 5): the choice offers what the airline's upload type allows; the crew-portal fetch
 * through the demo crew portal (e2e/demo-portal) for a plain username/password airline and one with a memorable
 * word; the success screen shows what was imported by kind, the statistics and routes on the map; axe on every
 * screen (dialogs checked themselves).
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';

/** axe on the dialog, with the pointer parked away (a hovered solid button shows its lighter hover colour). */
async function expectDialogAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, '[role="dialog"]');
}

async function signedIn(browser: Browser, request: APIRequestContext, airline: string) {
  const account = await createAccount(request, { airline });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  return { page, close: () => context.close() };
}

async function openPortal(page: Page) {
  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Upload roster' })).toBeVisible();
  await expectDialogAccessible(page);
  await page.getByRole('link', { name: 'Fetch from my airline crew portal' }).click();
  await expect(page).toHaveURL(/\/home\/upload\/portal$/);
  await expect(page.getByRole('dialog', { name: 'Fetch from your crew portal' })).toBeVisible();
}

/** The success screen: statistics of the import and its routes on the map (or listed where WebGL is missing). */
async function expectImported(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const flights = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Flights' }) });
  await expect(flights).toHaveText(/^Flights[1-9]\d*$/);
  // What was imported, by kind (the demo portal's days cycle through a day off, two flights, standby and SIM).
  await expect(
    dialog.getByText(
      /^Imported: \d+ flights, \d+ standby, \d+ days? off, \d+ training or simulator dut(y|ies), \d+ reports and debriefs$/,
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Nothing was skipped.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Flight map' })).toBeAttached();
  await expect(
    dialog.getByRole('img', { name: /AMS–LHR|LHR–AMS/ }).or(dialog.getByText(/AMS–LHR|LHR–AMS/)),
  ).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: /^[1-9]\d* duties$/ })).toBeVisible();
  await expect(page.getByText(/KL1001/).first()).toBeVisible();
}

test('plain crew portal (username and password): required fields, wrong password, then an import', async ({
  browser,
  request,
}) => {
  const { page, close } = await signedIn(browser, request, 'LH');
  await openPortal(page);
  await expect(
    page.getByText('Sign in with your crew portal account; we fetch your roster for you.'),
  ).toBeVisible();
  await expect(page.getByLabel('Staff number')).toHaveCount(0);
  await expect(page.getByLabel('Memorable word')).toHaveCount(0);
  await expect(page.getByLabel('Month')).toBeVisible();
  await expectDialogAccessible(page);

  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expect(page.getByText('Field may not be empty.')).toHaveCount(2);

  await page.getByLabel('Crew portal username').fill('crew');
  await page.getByLabel('Crew portal password').fill('not-the-password');
  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expect(page.getByText('Oops...')).toBeVisible();
  await expect(page.getByLabel('Crew portal username')).toHaveValue('crew');

  await page.getByLabel('Crew portal password').fill('crew-pass');
  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expectImported(page);
  await close();
});

test('crew portal with a memorable word: the airline offers only the portal; all three fields are needed', async ({
  browser,
  request,
}) => {
  const { page, close } = await signedIn(browser, request, 'VS');
  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await expect(page.getByRole('link', { name: 'Fetch from my airline crew portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload a file' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Paste text or HTML' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await openPortal(page);
  await expect(page.getByText('Your crew portal asks for characters of your memorable word.')).toBeVisible();
  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expect(page.getByText('Field may not be empty.')).toHaveCount(3);
  await expectDialogAccessible(page);

  await page.getByLabel('Crew portal username').fill('memo');
  await page.getByLabel('Crew portal password').fill('memo-pass');
  await page.getByLabel('Memorable word').fill('RUNWAY42');
  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expectImported(page);
  await close();
});

test('the file and paste screens pass axe and show the spec messages', async ({ browser, request }) => {
  const { page, close } = await signedIn(browser, request, 'KLM');
  await page.goto('/home/upload');
  await expect(page.getByRole('link', { name: 'Fetch from my airline crew portal' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Paste text or HTML' }).click();
  await expect(page.getByRole('dialog', { name: 'Paste your roster' })).toBeVisible();
  await expectDialogAccessible(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Copy & Paste your roster in the textbox.')).toBeVisible();
  await expectDialogAccessible(page);

  await page.goto('/home/upload/file');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('A file is required.')).toBeVisible();
  await expectDialogAccessible(page);
  await close();
});

test("the file and paste screens show the airline's own upload instructions for that screen", async ({
  browser,
  request,
}) => {
  // easyJet (U2): a paste-only type with its own instructions, then the general file-and-text type.
  const { page, close } = await signedIn(browser, request, 'U2');
  await page.goto('/home/upload/file');
  const file = page.getByRole('dialog', { name: 'Upload a roster file' });
  await expect(
    file.getByText(/^Export your roster from your crew system .* or copy and paste it\.$/),
  ).toBeVisible();
  await expectDialogAccessible(page);

  await page.goto('/home/upload/src');
  const paste = page.getByRole('dialog', { name: 'Paste your roster' });
  await expect(
    paste.getByText('Open your roster in the crew portal, select all and paste it here.'),
  ).toBeVisible();
  await expect(paste.getByText(/^Export your roster from your crew system/)).toHaveCount(0);
  await expectDialogAccessible(page);
  await close();
});
