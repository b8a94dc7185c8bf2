/**
 * The roster in airplane mode (issue 15 item 1): after one online visit, /home reloads without any network with the
 * last roster, its statistics, the event list and the offline base map, says how old the roster is and that
 * actions need a connection; back online the banner goes by itself. Signing out leaves nothing for the next person.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectFlightMapDrawn, expectNoAxeViolations, signIn, userMenu } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

// Every other test blocks the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** A new account with a roster, signed in on /home, once the service worker controls the page. */
async function openOnline(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  await uploadRoster(request, account, upcomingFlightsIcs());
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  await expect(page.getByText('KL641').first()).toBeVisible();
  // The map draws once scrolled to (its drawing code loads then); the worker keeps it for offline use.
  await expectFlightMapDrawn(page, /^(AMS–LHR|LHR–AMS)/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The worker has kept every script the page loaded before it took control, and the roster is on the device.
  await expect.poll(() => chunksNotKept(page), { timeout: 20_000 }).toEqual([]);
  await expect.poll(() => keptEntries(page)).toBeGreaterThan(0);
}

/** The hashed chunks and assets this page loaded (the remotes' too) that no cache of the service worker holds. */
const chunksNotKept = (page: Page) =>
  page.evaluate(async () => {
    const hashed = /\/(chunks|assets)\/[^/]+\.[0-9a-f]{10}\./;
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => hashed.test(url));
    const found = await Promise.all(urls.map((url) => caches.match(url)));
    return urls.length === 0 ? ['(no chunk loaded)'] : urls.filter((_, i) => !found[i]);
  });

/** How many entries the device's offline store (IndexedDB `crewroster-offline`) holds; 0 when there is none. */
const keptEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('crewroster-offline');
        // Never create the database here (the app would then find it without its store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('data')) return resolve(0);
          const count = db.transaction('data').objectStore('data').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

const flightsCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flights' }) });
test('after one online visit /home works offline, says so, and refreshes itself back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await openOnline(page, request);
  // Installable as an app: Chromium finds nothing missing in the manifest, icons and service worker.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (A test browser context is incognito, where Chromium never offers to install.)
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  // The time alone, with the day only when this run crossed midnight since the roster was kept.
  await expect(page.getByText(/^Offline — roster as of ([A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Uploading, exporting and saving settings need a connection.')).toBeVisible();
  await expect(flightsCard(page)).toContainText('3');
  await expect(page.getByText('KL641').first()).toBeVisible();
  // Drawn on the bundled Natural Earth base map, which loaded (with its worker and drawing code) from the device.
  await expectFlightMapDrawn(page, /^(AMS–LHR|LHR–AMS)/);
  await expectNoAxeViolations(page);

  // An action that needs the server says so; nothing is queued.
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  await expect(
    page.getByText("You're offline. This needs a connection: try again when you're back online."),
  ).toBeVisible();

  // Back online: the banner goes and the roster is fetched again without a reload.
  const refetched = page.waitForResponse((r) => r.url().includes('/main/v2/event') && r.ok());
  await context.setOffline(false);
  await expect(page.getByText(/^Offline — roster as of/)).toHaveCount(0);
  await refetched;
});

test('offline the next day, the roster kept yesterday shows with its day', async ({
  page,
  context,
  request,
}) => {
  await openOnline(page, request);
  await context.setOffline(true);
  // "All events" then starts a day later, so the range the roster was kept under is not today's.
  await page.clock.setFixedTime(Date.now() + 24 * 3600_000);
  await page.reload();
  await expect(page.getByText(/^Offline — roster as of [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d$/)).toBeVisible();
  await expect(flightsCard(page)).toContainText('3');
  await expect(page.getByText('KL641').first()).toBeVisible();
});

test('signed out, an offline reload shows nothing of the previous user', async ({
  page,
  context,
  request,
}) => {
  await openOnline(page, request);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crewroster.offline.me'))).toBeNull();

  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your roster' })).toHaveCount(0);
  await expect(page.getByText('KL641')).toHaveCount(0);
  // Nothing of the roster is left on the device either.
  expect(await keptEntries(page)).toBe(0);
});
