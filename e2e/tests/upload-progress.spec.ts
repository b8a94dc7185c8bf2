/**
 * Long imports (issue 14 item 2) and the upload-to-list path (issue 16 item 3): a real roster file shows the bytes
 * sent (the upload throttled to a slow link), then "Reading your roster…", then the success screen; "Done" shows
 * its duties on /home in the same document (no page load). A slow crew-portal fetch (its request held back by the
 * test) is cancelled: the note says so and the form keeps everything typed; sent again, it imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../api/test/roster-corpus/ccnx/ccnx-dat-2022-01-10.html',
);

async function signedIn(browser: Browser, airline: string) {
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  const account = await createAccount(page.request, { airline });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  // Survives only as long as the document does: a reload or a full navigation would drop it.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  let loads = 0;
  page.on('load', () => loads++);
  return { page, loads: () => loads, close: () => context.close() };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Every value text a progress bar showed, however briefly (the server may read a roster in milliseconds). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"], progress')) {
        const text = bar.getAttribute('aria-valuetext');
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
}

test('a roster file: bytes sent, then read, then its duties on /home without a page load', async ({
  browser,
}) => {
  const { page, loads, close } = await signedIn(browser, 'KLM');
  const seen = await recordProgress(page);
  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await page.getByRole('link', { name: 'Upload a file' }).click();
  await page.getByLabel('Roster file', { exact: true }).setInputFiles({
    name: path.basename(SAMPLE),
    mimeType: 'text/html',
    buffer: readFileSync(SAMPLE),
  });
  // A slow uplink (fault simulation): the 118 kB roster takes a few seconds to leave.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toHaveAttribute('aria-valuetext', /^Uploading… \d+(\.\d)? kB of 11\d\.\d kB$/);
  await expect(page.getByRole('dialog').getByText(/^Uploading… /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const shown = await seen();
  expect(shown.some((t) => /^Uploading… /.test(t))).toBe(true);
  expect(shown.at(-1)).toBe('Reading your roster…');
  await expect(success.getByText(/^Imported: \d+ flights?/)).toBeVisible();

  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Fresh data through the dashboard's queries, not a restarted app.
  const list = page.getByRole('region', { name: /^\d+ duties$/ });
  const row = list.getByRole('listitem').filter({ hasText: 'KRP - CPH' }).filter({ hasText: 'DX77' }).first();
  for (let back = 0; back < 30 && !(await row.isVisible()); back++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/v2/event') && r.ok());
    await page.getByRole('button', { name: 'Show history' }).click();
    await loaded;
    await row.waitFor({ state: 'visible', timeout: 300 }).catch(() => undefined);
  }
  await expect(row).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(loads()).toBe(0);
  await close();
});

test('a slow crew-portal fetch is cancelled with everything typed kept; sent again, it imports', async ({
  browser,
}) => {
  const { page, loads, close } = await signedIn(browser, 'LH');
  await page.getByRole('button', { name: 'Upload roster' }).first().click();
  await page.getByRole('link', { name: 'Fetch from my airline crew portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fetch from your crew portal' });
  await expect(dialog).toBeVisible();
  await page.getByLabel('Crew portal username').fill('crew');
  await page.getByLabel('Crew portal password').fill('crew-pass');

  // A portal that takes its time (fault simulation): the request is held until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v2/roster/fetch', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Fetch roster' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Reading your roster…' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(
    dialog.getByText(
      'Cancelled. The server had already received your request and may still finish importing your roster.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByLabel('Crew portal username')).toHaveValue('crew');
  await expect(page.getByLabel('Crew portal password')).toHaveValue('crew-pass');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('crew-pass');
  await expectNoAxeViolations(page, '[role="dialog"]');
  release();
  await page.unroute('**/v2/roster/fetch');

  await page.getByRole('button', { name: 'Fetch roster' }).click();
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: /^[1-9]\d* duties$/ })).toBeVisible();
  await expect(page.getByText(/KL1001/).first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(loads()).toBe(0);
  await close();
});
