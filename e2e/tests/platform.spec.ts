import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from '../support/api';
import { API, originOf, SHELL } from '../support/apps';
import { expectNoAxeViolations, signIn, userMenu } from '../support/pages';

test('sign up leads to the complete-profile screen', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Bessie');
  await page.getByLabel('Last name').fill('Coleman');
  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0); // the screen replaces the normal layout
});

test('sign-up validation shows the spec messages and keeps what was typed', async ({ page }) => {
  await page.goto('/sign-up?promocode=CREW25');
  await expect(page.getByLabel('Promo code (optional)')).toHaveValue('CREW25');
  await page.getByLabel('First name').fill('B4');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Numbers and symbols are not allowed.')).toBeVisible();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(
    page.getByText('Use at least one uppercase and lowercase character, and one digit.'),
  ).toBeVisible();
  await expect(page.getByText('Password does not match.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('B4');
});

test('sign in, the header updates without a reload, then sign out', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenu(page)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Upload roster' }),
  ).toBeVisible();
  // Same document: the auth remote's sign-in updated the shell's store (one session store).
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // The page as crew see it once the dashboard is there (axe once failed on it still loading, without its heading).
  await expect(page.getByRole('heading', { name: 'Your roster', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contact us' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Signed out, a signed-in page is not found (spec §2), with a way to sign in and come back.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
    'href',
    '/sign-in?from=%2Fhome',
  );
});

test('a wrong password shows the API message in a toast', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, { email: account.email, password: 'Wrong-pass1' });
  await expect(page.getByText('Oops...')).toBeVisible();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('the upgrade button follows the premium status', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', /faq\/subscription/);
  const premium = await request.put(`${API}/dev/users/status-expiry`, {
    data: { email: account.email, status_expiry: 'LIFETIME' },
  });
  expect(premium.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Lifetime' })).toHaveAttribute('href', /account\/subscription/);
});

test('a remote that cannot load shows "Failed loading …" while the header keeps working', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.route(`${originOf('settings')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/sign-in?from=%2Fsettings');
  await signIn(page, account);
  await expect(page.getByText('Failed loading Settings.')).toBeVisible();
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test("a remote runs alone on its own port, with its own federation runtime (its team's standalone page)", async ({
  page,
}) => {
  // In the shell the remotes use the shell's runtime; alone, the second build's main.js brings one. (The auth
  // remote's pages need no session: the dashboard's, signed out, go on to its unauthorized redirect.)
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${originOf('auth')}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.goto(`${originOf('auth')}/sign-up`);
  await expect(page.getByLabel('First name')).toBeEditable();
  expect(errors).toEqual([]);
});

test('a 401 lands on /unauthorized and signing in returns to the origin page', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in?from=%2Fsettings');
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.route('**/main/v3/user/me', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Unauthenticated.' }),
    }),
  );
  await page.reload();
  await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/unauthorized\?from=%2Fsettings/);
  await expectNoAxeViolations(page);
  await page.unroute('**/main/v3/user/me');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/settings(\/profile)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a signed-out unknown path shows not-found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a full account's unknown path lands on /home", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
});

test('another account type lands on the download-app page and keeps settings', async ({ page, request }) => {
  const account = await createAccount(request, { accountType: 'basic' });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/download-app$/);
  await expect(page.getByRole('heading', { name: 'Get the CrewRoster app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/download-app$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a return path of ${hostile} is ignored`, async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto(`/sign-in?from=${encodeURIComponent(hostile)}`);
    await signIn(page, account);
    await expect(page).toHaveURL(`${SHELL}/home`);
  });
}

test('signed-out pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up', '/unauthorized']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the browser language is used', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
