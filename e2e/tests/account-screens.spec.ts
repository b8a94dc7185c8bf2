/**
 * Honest account screens (issue 14 items 3, 9, 10, 12): a reset link is checked as its page opens, the
 * complete-profile screen previews the avatar and can sign out, tooltips and avatars follow the spec's presets, and
 * "Request data" mails everything kept about the user, the roster included.
 */
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { linkTo, type OutboxMail, waitForMail } from '../support/outbox';
import { expectNoAxeViolations, signIn, solveCaptcha } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

// The archive is read with the API's own zip library, resolved from the api package.
const { unzipSync, strFromU8 } = createRequire(new URL('../../api/package.json', import.meta.url))(
  'fflate',
) as { unzipSync: (zip: Uint8Array) => Record<string, Uint8Array>; strFromU8: (bytes: Uint8Array) => string };

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const UNAUTHORIZED = 'Please Sign In to continue.';
const NEW_PASSWORD = 'Crosswind2027';

const newPassword = (page: Page) => page.getByLabel('New password', { exact: true });

test.describe('a password-reset link is checked when its page opens', () => {
  test('a bad link shows the unauthorized page before anything is typed', async ({ page }) => {
    await page.goto('/reset-password?email=nobody%40crewroster.test&tempToken=not-a-token');
    await expect(page.getByRole('heading', { name: UNAUTHORIZED })).toBeVisible();
    await expect(page.getByText('Unable to authenticate.')).toBeVisible();
    await expect(newPassword(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a good link: a spinner while it is checked, then the form; once used, it is refused on opening', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto(`/forgot-password?email=${encodeURIComponent(account.email)}`);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const mail = await waitForMail(request, account.email, /reset/i);

    // A slow network holds the check: the page says it is loading and offers no form yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/password/reset/check', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(linkTo(mail, '/reset-password'));
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(newPassword(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.unrouteAll();
    await expectNoAxeViolations(page);

    await newPassword(page).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Password has been changed successfully!' }),
    ).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto(linkTo(mail, '/reset-password'));
    await expect(page.getByRole('heading', { name: UNAUTHORIZED })).toBeVisible();
    await expect(page.getByText('Unable to authenticate.')).toBeVisible();
    await expect(newPassword(page)).toHaveCount(0);
  });
});

test('complete profile: previews the chosen avatar before saving and has a sign-out', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { completeProfile: false });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();

  // The initials until a picture is chosen, at the spec's 4 rem preset.
  const avatarBox = page.locator('[data-size-preset="md"]');
  await expect(avatarBox).toHaveText('AE');
  expect(await avatarBox.boundingBox()).toMatchObject({ width: 64, height: 64 });
  const preview = page.getByRole('img', { name: 'Preview of your avatar' });
  await expect(preview).toHaveCount(0);

  const avatar = page.getByLabel('Avatar (optional)');
  await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toBeVisible();
  const first = (await preview.getAttribute('src')) as string;
  expect(first).toMatch(/^blob:/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page);

  // Another choice replaces the preview; the first picture's address is given up.
  await avatar.setInputFiles({ name: 'me-too.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).not.toHaveAttribute('src', first);
  const firstStillReadable = await page.evaluate(
    (url) =>
      fetch(url).then(
        () => true,
        () => false,
      ),
    first,
  );
  expect(firstStillReadable).toBe(false);

  // A file the form refuses is not shown as if it would be saved.
  await avatar.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only .jpg, .jpeg or .png image allowed.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(avatarBox).toHaveText('AE');

  // Signing out works from this screen too (its layout has no user menu), by keyboard.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('crewroster.session.main'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('tooltips open after 250 ms and close after 400 ms; the header avatar is the 2.5 rem preset', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  const headerAvatar = page.locator('header [data-size-preset]');
  await expect(headerAvatar).toHaveAttribute('data-size-preset', 'xs');
  expect(await headerAvatar.boundingBox()).toMatchObject({ width: 40, height: 40 });

  await page.getByRole('button', { name: 'Custom range' }).click();
  const next = page.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  // Times measured in the page: from just before the pointer arrives (or leaves) to the tooltip's change.
  await page.evaluate(() => {
    const w = window as unknown as { tooltipShownAt?: number; tooltipGoneAt?: number };
    new MutationObserver(() => {
      const shown = document.querySelector('[role="tooltip"]');
      if (shown && w.tooltipShownAt === undefined) w.tooltipShownAt = performance.now();
      if (!shown && w.tooltipShownAt !== undefined && w.tooltipGoneAt === undefined)
        w.tooltipGoneAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const now = () => page.evaluate(() => performance.now());
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Next month' });

  const beforeHover = await now();
  await next.hover();
  await expect(tooltip).toBeVisible();
  const shownAfter =
    (await page.evaluate(() => (window as unknown as { tooltipShownAt: number }).tooltipShownAt)) -
    beforeHover;
  expect(shownAfter).toBeGreaterThanOrEqual(250);
  await expectNoAxeViolations(page);

  const beforeLeave = await now();
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  const goneAfter =
    (await page.evaluate(() => (window as unknown as { tooltipGoneAt: number }).tooltipGoneAt)) - beforeLeave;
  expect(goneAfter).toBeGreaterThanOrEqual(400);

  // Keyboard users get it too: focus shows it.
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect(tooltip).toBeVisible();
});

test('request data mails a zip with the profile and the roster as JSON and CSV', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, upcomingFlightsIcs());

  await page.goto(`/sign-in?from=${encodeURIComponent('/settings/privacy')}`);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Request data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Request your data?' })
    .getByRole('button', { name: 'Send the request' })
    .click();
  await expect(page.getByText('Your data is on its way: expect an e-mail within 24 hours.')).toBeVisible();

  const mail = (await waitForMail(request, account.email, /^Your CrewRoster data$/)) as OutboxMail & {
    attachments: { filename: string; contentType: string; content: string }[];
  };
  expect(mail.attachments.map((a) => a.filename)).toEqual(['crewroster-data.zip']);
  const files = unzipSync(Buffer.from(mail.attachments[0]?.content ?? '', 'base64'));
  const read = (name: string) => strFromU8(files[name] as Uint8Array);
  expect(JSON.parse(read('account.json')).user.email).toBe(account.email);
  const roster = JSON.parse(read('roster.json')) as { dutyTitle: string }[];
  expect(roster.map((e) => e.dutyTitle)).toEqual(['KL1001', 'KL1002', 'KL641']);
  const csv = read('roster.csv').trim().split('\n');
  expect(csv[0]).toMatch(/^type,title,subtitle,start_utc,end_utc/);
  expect(csv.slice(1).map((line) => line.split(',')[1])).toEqual(['KL1001', 'KL1002', 'KL641']);
});
