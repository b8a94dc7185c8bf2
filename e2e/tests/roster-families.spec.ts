/**
 * One real roster per family of the corpus (api/test/roster-corpus, issue 19), uploaded through the UI as crew
 * would (a saved page or file through "Upload a roster file", text copied from a portal through "Paste your
 * roster"), then its first operating flight found in the event list on /home. Each family gets a new user. The
 * server completes dates without a year from today, so the flight is looked for from "All events" back through
 * "Show history" as far as the roster's own year needs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { signIn } from '../support/pages';

const CORPUS = path.resolve(import.meta.dirname, '../../api/test/roster-corpus');

interface Family {
  family: string;
  sample: string;
  how: 'file' | 'paste';
  /** The sample's first operating flight as the event list shows it. */
  flight: string;
  route: string;
}

const FAMILIES: Family[] = [
  {
    family: 'airmalta',
    sample: 'airmalta-cwp-roster-2015-06.xml',
    how: 'file',
    flight: 'KM466',
    route: 'MLA - ORY',
  },
  {
    family: 'azul',
    sample: 'azul-escala-summary-vcp-2025-05.txt',
    how: 'file',
    flight: 'AD4438',
    route: 'CNF - BEL',
  },
  { family: 'ccnx', sample: 'ccnx-dat-2022-01-10.html', how: 'file', flight: 'DX77', route: 'KRP - CPH' },
  {
    family: 'crewtrac',
    sample: 'crewtrac-nk-pairing-2023-09.txt',
    how: 'file',
    flight: '930',
    route: 'MCO - RIC',
  },
  {
    family: 'delta-icrew',
    sample: 'delta-icrew-rot0233-2026-04.txt',
    how: 'paste',
    flight: 'DL1272',
    route: 'SLC - SJC',
  },
  { family: 'dtr', sample: 'dtr-airlines-2025.txt', how: 'file', flight: 'DX101', route: 'AMS - CDG' },
  { family: 'flica', sample: 'flica-mco-a321-2026-02.html', how: 'file', flight: '460', route: 'MCO - SJU' },
  {
    family: 'netline',
    sample: 'netline-cor-cxi-2026-09-29.txt',
    how: 'file',
    flight: 'CXI2210',
    route: 'HER - GRZ',
  },
  {
    family: 'netline-iadp',
    sample: 'abx-netline-iadp-2025-12.html',
    how: 'file',
    flight: 'GB3130',
    route: 'CVG - SEA',
  },
  {
    family: 'qantas',
    sample: 'qantas-sh-bp3695-patterns.txt',
    how: 'file',
    flight: '940',
    route: 'PER - BNE',
  },
  {
    family: 'schedule-csv',
    sample: 'indigo-crew-schedule-2026-01.csv',
    how: 'file',
    flight: '6327',
    route: 'DEL - DED',
  },
];

const MIME: Record<string, string> = {
  csv: 'text/csv',
  html: 'text/html',
  txt: 'text/plain',
  xml: 'application/xml',
};

async function upload(page: Page, { family, sample, how }: Family) {
  const bytes = readFileSync(path.join(CORPUS, family, sample));
  if (how === 'paste') {
    await page.goto('/home/upload/src');
    await page.getByLabel('Roster text').fill(bytes.toString('utf8'));
  } else {
    await page.goto('/home/upload/file');
    await page.getByLabel('Roster file', { exact: true }).setInputFiles({
      name: sample,
      mimeType: MIME[sample.split('.').at(-1) ?? ''] ?? 'text/plain',
      buffer: bytes,
    });
  }
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByText(/^Imported: \d+ flights?/)).toBeVisible();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The flight's row in the event list, going back six months at a time until it is loaded. */
async function findInList(page: Page, { flight, route }: Family) {
  const list = page.getByRole('region', { name: /^\d+ duties$/ });
  const row = list.getByRole('listitem').filter({ hasText: route }).filter({ hasText: flight }).first();
  for (let back = 0; back < 30 && !(await row.isVisible()); back++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/v2/event') && r.ok());
    await page.getByRole('button', { name: 'Show history' }).click();
    await loaded;
    await row.waitFor({ state: 'visible', timeout: 300 }).catch(() => undefined);
  }
  await expect(row).toBeVisible();
}

for (const family of FAMILIES)
  test(`${family.family}: ${family.sample} imports and its first flight is in the list`, async ({
    browser,
  }) => {
    // The oldest samples are a decade back: "Show history" reaches them six months a click.
    test.slow();
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
    const page = await context.newPage();
    const account = await createAccount(page.request, { airline: 'KLM' });
    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
    await upload(page, family);
    await findInList(page, family);
    await context.close();
  });
