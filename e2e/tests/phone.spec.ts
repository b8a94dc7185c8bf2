/**
 * /home on a phone's screen (issue 18 is about crew on their phones): the page fits the screen's width, the header
 * buttons keep their names, and a duty row shows its whole flight number and times (they stack under it).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Nothing of the page lies beyond the screen's right edge (no sideways scrolling). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
/** The element's text is cut (an ellipsis, or clipped). */
const cut = (el: Locator) => el.evaluate((e) => e.scrollWidth > e.clientWidth);

test('on a phone /home fits the screen, and each duty shows its flight number and times in full', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, upcomingFlightsIcs());
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'KL1001' });
  await expect(row).toBeVisible();

  expect(await overflowsSideways(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Upload roster' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeInViewport();

  await row.scrollIntoViewIfNeeded();
  const title = row.locator('p').filter({ hasText: 'KL1001' });
  expect(await cut(title)).toBe(false);
  const times = row.getByText(/\d\d:\d\dZ – \d\d:\d\dZ/);
  await expect(times).toBeInViewport();
  expect(await cut(times)).toBe(false);
  // The times stand under the title, not beside it.
  const [titleBox, timesBox] = [await title.boundingBox(), await times.boundingBox()];
  expect(timesBox?.y).toBeGreaterThan((titleBox?.y ?? 0) + (titleBox?.height ?? 0) - 1);

  await page.getByRole('button', { name: 'Upload roster' }).click();
  await expect(page).toHaveURL(/\/home\/upload$/);
  const choice = page.getByRole('dialog', { name: 'Upload roster' });
  await expect(choice).toBeVisible();
  await expect(choice).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});
