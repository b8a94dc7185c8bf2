/**
 * Ask, don't refuse (issue #19 items 3 and 5): a table roster whose columns the API cannot place (a Turkish export)
 * is answered with a preview; the user corrects a column and imports without choosing the file again; the success
 * screen counts what was imported by kind and names the skipped rows; the airline's next upload of that layout
 * imports without asking. A mapping that reads nothing is refused with what was missing and keeps the form filled.
 * The success screen's counts for an existing fixture (the iCalendar roster).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

/** dd/mm/yyyy, days from today. */
function dmy(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

const HEADER = 'Tarih;Görev;Nereden;Nereye;Kalkış;Varış;Sefer;Uçak';

/** A crew roster export in Turkish: flight numbers without the airline, in a column of their own. */
function turkishRoster(): string {
  return [
    HEADER,
    `${dmy(1)};UCUS;MAD;LHR;07:15;09:40;3166;A320`,
    `${dmy(1)};UCUS;LHR;MAD;10:40;14:05;3167;A320`,
    `${dmy(2)};SBY;MAD;MAD;06:00;14:00;;`,
    `${dmy(3)};OFF;;;;;;`,
    `${dmy(4)};DH;MAD;CDG;09:00;11:05;3170;A321`,
    `${dmy(4)};UCUS;CDG;MAD;12:00;14:05;3171;A321`,
    `${dmy(5)};OFF;;;;;;`,
    `${dmy(6)};;;;;;3180;`,
    '',
  ].join('\n');
}

/** The next weeks of the same export. */
function laterRoster(): string {
  return [HEADER, `${dmy(10)};UCUS;MAD;FRA;08:00;10:30;3300;A320`, `${dmy(11)};OFF;;;;;;`, ''].join('\n');
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function signedIn(browser: Browser, airline: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page.request, { airline });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  return { page, close: () => context.close() };
}

/** axe on the dialog, with the pointer parked away (a hovered button shows its lighter hover colour). */
async function expectDialogAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, '[role="dialog"]');
}

test('an unsure CSV: preview, a corrected column, the import by kind, and the next upload without asking', async ({
  browser,
}) => {
  const { page, close } = await signedIn(browser, 'Iberia Express');
  await page.goto('/home/upload/file');
  const file = page.getByLabel('Roster file', { exact: true });
  await file.setInputFiles(csvFile('cizelge.csv', turkishRoster()));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  // The preview: what each column was taken for, how sure, and what the first rows give.
  const dialog = page.getByRole('dialog', { name: 'Upload a roster file' });
  await expect(dialog.getByRole('heading', { name: 'Check the columns' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/nothing was imported yet/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'The first 8 rows of 8' })).toBeVisible();
  await expect(dialog.getByLabel('Column “Tarih”')).toHaveValue('date');
  await expect(dialog.getByLabel('Column “Nereden”')).toHaveValue('from');
  await expect(dialog.getByLabel('Column “Kalkış”')).toHaveValue('dep');
  const flightColumn = dialog.getByLabel('Column “Sefer”');
  await expect(flightColumn).toHaveValue('ignore');
  await expect(dialog.getByText('Not sure: please check')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '3166' })).toBeVisible();
  await expect(dialog.getByText(/UCUS · MAD → LHR · Unknown/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await expectDialogAccessible(page);

  // Keyboard: the column selects follow one another.
  await dialog.getByLabel('Column “Varış”').focus();
  await page.keyboard.press('Tab');
  await expect(flightColumn).toBeFocused();
  await flightColumn.selectOption({ label: 'Flight number' });
  await expect(dialog.getByText('Your changes apply when you import.')).toBeVisible();
  // The file is still the chosen one: it is sent again with the columns.
  await expect(file).toHaveValue(/cizelge\.csv$/);
  await dialog.getByRole('button', { name: 'Import with these columns' }).click();

  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByText('Imported: 3 flights, 1 deadhead, 1 standby, 2 days off')).toBeVisible();
  await expect(success.getByText(/Read with the columns you confirmed/)).toBeVisible();
  const skipped = success.getByText('1 line was skipped');
  await skipped.click();
  await expect(success.getByText('Line 9:')).toBeVisible();
  await expect(success.getByText('(a flight number without airports and times)')).toBeVisible();
  await expectDialogAccessible(page);
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The duty list shows the flight as "3166 · Flight".
  await expect(page.getByText(/^3166 · Flight$/).first()).toBeVisible();
  await expect(page.getByText('MAD - LHR').first()).toBeVisible();

  // The same layout again (the next weeks): read with the remembered columns, no question asked.
  await page.goto('/home/upload/file');
  await page
    .getByLabel('Roster file', { exact: true })
    .setInputFiles(csvFile('cizelge-2.csv', laterRoster()));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await expect(again.getByText('Imported: 1 flight, 1 day off')).toBeVisible();
  await expect(again.getByText(/Read with the columns confirmed before/)).toBeVisible();
  await expect(again.getByText('Nothing was skipped.')).toBeVisible();
  await close();
});

test('columns that read nothing are refused with what is missing, and the pasted text and columns stay', async ({
  browser,
}) => {
  const { page, close } = await signedIn(browser, 'Vueling Airlines');
  await page.goto('/home/upload/src');
  const roster = turkishRoster();
  await page.getByLabel('Roster text').fill(roster);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste your roster' });
  await expect(dialog.getByRole('heading', { name: 'Check the columns' })).toBeVisible({ timeout: 30_000 });
  for (const column of ['Görev', 'Nereden', 'Nereye', 'Kalkış', 'Varış', 'Sefer', 'Uçak'])
    await dialog.getByLabel(`Column “${column}”`).selectOption('ignore');
  await dialog.getByRole('button', { name: 'Import with these columns' }).click();
  await expect(page.getByText('Oops...')).toBeVisible();
  await expect(page.getByText(/It has dates but no flight numbers or duty codes/)).toBeVisible();
  await expect(page.getByLabel('Roster text')).toHaveValue(roster);
  await expect(dialog.getByLabel('Column “Sefer”')).toHaveValue('ignore');

  // Corrected, the same text imports.
  await dialog.getByLabel('Column “Görev”').selectOption('code');
  await dialog.getByLabel('Column “Nereden”').selectOption('from');
  await dialog.getByLabel('Column “Nereye”').selectOption('to');
  await dialog.getByLabel('Column “Kalkış”').selectOption('dep');
  await dialog.getByLabel('Column “Varış”').selectOption('arr');
  await dialog.getByLabel('Column “Sefer”').selectOption('flight');
  await dialog.getByRole('button', { name: 'Import with these columns' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Roster uploaded' }).getByText(/^Imported: 3 flights, 1 deadhead/),
  ).toBeVisible({ timeout: 30_000 });
  await close();
});

test('the success screen counts an iCalendar roster by kind and says nothing was skipped', async ({
  browser,
}) => {
  const { page, close } = await signedIn(browser, 'KLM');
  await page.goto('/home/upload/file');
  await page.getByLabel('Roster file', { exact: true }).setInputFiles({
    name: 'roster.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(upcomingFlightsIcs()),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success.getByText('Imported: 3 flights')).toBeVisible({ timeout: 30_000 });
  await expect(success.getByText('Nothing was skipped.')).toBeVisible();
  await expectDialogAccessible(page);
  await close();
});
