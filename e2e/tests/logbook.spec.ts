import { expect, type Page, test } from '@playwright/test';
import { type Account, API, createAccount } from '../support/api';
import { contrastRatio } from '../support/contrast';
import { linkTo, waitForMail } from '../support/outbox';
import { expectNoAxeViolations, signIn, solveCaptcha } from '../support/pages';

const LOGBOOK_KEY = 'crewroster-web-logbook';
const NEW_PASSWORD = 'Tailwind2029';

async function logbookToken(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post(`${API}/auth/v1/auth`, {
    data: { email, password, consumer_key: LOGBOOK_KEY },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.access_token;
}

/** A main-product session, then a logbook session beside it. */
async function signInToBothProducts(page: Page, account: Account) {
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/logbook/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/logbook$/);
}

const buttonColours = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, text: style.color };
  });

test('logbook sign-in shows who is signed in, and signs out to the logbook sign-in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { firstname: 'Jacqueline' });
  await page.goto('/logbook/sign-in');
  await expect(page.getByText('Simplify your pilot life.')).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/logbook$/);
  await expect(page.getByText('Jacqueline Earhart')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/logbook\/sign-in$/);
});

test('a main session and a logbook session live side by side', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInToBothProducts(page, account);
  const stored = await page.evaluate(() => [
    JSON.parse(localStorage.getItem('crewroster.session.main') ?? '{}').product,
    JSON.parse(localStorage.getItem('crewroster.session.logbook') ?? '{}').product,
  ]);
  expect(stored).toEqual(['main', 'logbook']);

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
  await page.goto('/logbook');
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a failed logbook refresh signs out of the logbook only, to the logbook sign-in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signInToBothProducts(page, account);
  // An expired access token with a refresh token the API no longer knows.
  await page.evaluate(() => {
    const key = 'crewroster.session.logbook';
    const set = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...set, expired_at_ts: 1, refresh_token: 'revoked' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/logbook\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('crewroster.session.logbook'))).toBeNull();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
});

test('the logbook is orange, the main product blue, both readable, also on hover', async ({ page }) => {
  await page.goto('/sign-in');
  const main = await buttonColours(page, 'Sign in');
  await page.goto('/logbook/sign-in');
  const logbook = await buttonColours(page, 'Sign in');
  expect(logbook.background).not.toBe(main.background);
  const [r, g, b] = (logbook.background.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  expect(r).toBeGreaterThan(b); // orange, not blue
  expect(r).toBeGreaterThan(g);
  expect(contrastRatio(logbook.background, logbook.text)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(main.background, main.text)).toBeGreaterThanOrEqual(4.5);

  // A hovered button stays readable in both themes (read once the hover colour has settled).
  for (const path of ['/sign-in', '/logbook/sign-in']) {
    await page.goto(path);
    const resting = await buttonColours(page, 'Sign in');
    await page.getByRole('button', { name: 'Sign in' }).hover();
    await expect
      .poll(async () => (await buttonColours(page, 'Sign in')).background)
      .not.toBe(resting.background);
    await page.waitForTimeout(400); // the colour transition
    const hovered = await buttonColours(page, 'Sign in');
    expect(contrastRatio(hovered.background, hovered.text), `${path} hovered`).toBeGreaterThanOrEqual(4.5);
  }
});

test.describe('pages opened from a logbook e-mail', () => {
  for (const path of ['/logbook/verify-email', '/logbook/unsubscribe']) {
    test(`${path} without a temp token shows the unauthorized page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
      await expect(page.getByText('Unable to authenticate.')).toBeVisible();
    });

    test(`${path} with an invalid temp token shows the unauthorized page`, async ({ page }) => {
      await page.goto(`${path}?email=x%40crewroster.test&tempToken=not-a-token`);
      await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
      await expect(page.getByText('Unable to authenticate.')).toBeVisible();
    });
  }

  test('verify and unsubscribe links from the logbook welcome mail act once, on the logbook profile', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // The first logbook use sends the welcome mail.
    const token = await logbookToken(page, account.email, account.password);
    const logbookUser = async () =>
      (
        await (
          await request.get(`${API}/logbook/v1/user`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()
      ).data;
    expect((await logbookUser()).email_me).toBe(0);
    const mail = await waitForMail(request, account.email, /Logbook/);

    // Opened in a browser with no session at all, the way a person clicks the link.
    await page.goto(linkTo(mail, '/logbook/verify-email'));
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await logbookUser()).email_me).toBe(1);
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkTo(mail, '/logbook/verify-email'));
    await expect(page.getByText('Please Sign In to continue.')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto(linkTo(mail, '/logbook/unsubscribe'));
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await logbookUser()).email_me).toBe(0);
  });
});

test.describe('logbook forgot and reset password', () => {
  test('the request goes to the logbook API; the mailed link changes the password and leads to the logbook sign-in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/logbook/sign-in');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/logbook\/forgot-password\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText("Please verify you're not a robot.")).toBeVisible();
    await expectNoAxeViolations(page);
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/logbook/v2/auth/resetpassword'),
    );
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      email: account.email,
      'g-recaptcha-response': expect.any(String),
    });
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const mail = await waitForMail(request, account.email, /Reset your CrewRoster Logbook password/);
    await page.goto(linkTo(mail, '/logbook/reset-password'));
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Different1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password does not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Password has been changed successfully!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/logbook\/sign-in$/);
    await signIn(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/logbook$/);

    // The link worked once: opened again, it is refused before anything is typed.
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkTo(mail, '/logbook/reset-password'));
    await expect(page).toHaveURL(/\/unauthorized/);
    await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
  });

  test('reset-password without a temp token is unauthorized', async ({ page }) => {
    await page.goto('/logbook/reset-password');
    await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
    await expect(page.getByText('Unable to authenticate.')).toBeVisible();
  });

  test('reset-password with an invalid temp token is refused as it opens', async ({ page }) => {
    const checked = page.waitForResponse((r) => r.url().endsWith('/auth/v1/password/reset/check'));
    await page.goto('/logbook/reset-password?email=x%40crewroster.test&tempToken=not-a-token');
    expect((await checked).status()).toBe(401);
    await expect(page).toHaveURL(/\/unauthorized/);
    await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
    await expect(page.getByText('Unable to authenticate.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });
});
