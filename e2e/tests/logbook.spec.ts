import { expect, type Page, test } from '@playwright/test';
import { API, createAccount } from '../support/api';
import { contrastRatio } from '../support/contrast';
import { expectNoAxeViolations, signIn } from '../support/pages';

const LOGBOOK_KEY = 'crewroster-web-logbook';

async function logbookToken(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post(`${API}/auth/v1/auth`, {
    data: { email, password, consumer_key: LOGBOOK_KEY },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.access_token;
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
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/logbook/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/logbook$/);
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

test('the logbook is orange, the main product blue, both readable', async ({ page }) => {
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
});

test.describe('pages opened from a logbook e-mail', () => {
  for (const path of ['/logbook/verify-email', '/logbook/unsubscribe']) {
    test(`${path} without a temp token shows the unauthorized page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
    });

    test(`${path} with an invalid temp token shows the unauthorized page`, async ({ page }) => {
      await page.goto(`${path}?email=x%40crewroster.test&tempToken=not-a-token`);
      await expect(page.getByText('Please Sign In to continue.')).toBeVisible();
    });
  }

  test('unsubscribe with a valid temp token turns logbook e-mails off', async ({ page, request }) => {
    const account = await createAccount(request);
    const token = await logbookToken(page, account.email, account.password);
    await request.put(`${API}/logbook/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { email_me: 1 },
    });
    await page.goto(`/logbook/unsubscribe?tempToken=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expectNoAxeViolations(page);
    const user = await request.get(`${API}/logbook/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await user.json()).data.email_me).toBe(0);
  });
});
