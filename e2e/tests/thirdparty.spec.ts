import { expect, type Page, test } from '@playwright/test';
import { API, createAccount } from '../support/api';
import { expectNoAxeViolations } from '../support/pages';

const PARTNER = 'http://localhost:4200/';
const CONSENT = 'http://localhost:3000/thirdparty/login';

/** The consent page inside the partner's iframe. */
const consentFrame = (page: Page) => page.frameLocator('iframe[title="CrewRoster authorization"]');

async function authorizeInFrame(page: Page, account: { email: string; password: string }) {
  const frame = consentFrame(page);
  await expect(
    frame.getByRole('heading', { name: 'Demo Partner wants to access your CrewRoster account' }),
  ).toBeVisible();
  await frame.getByLabel('Email').fill(account.email);
  await frame.getByLabel('Password').fill(account.password);
  await frame.getByRole('button', { name: 'Authorize' }).click();
}

test('full flow: PKCE, consent in the iframe, code back, token exchange, data read; revocation stops it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto(PARTNER);
  const frame = consentFrame(page);
  await expect(frame.getByText('Your name and profile picture')).toBeVisible();
  await expect(frame.getByText('Your position, airline and homebase')).toBeVisible();
  await expect(frame.getByRole('img', { name: 'CrewRoster' })).toBeVisible();
  await authorizeInFrame(page, account);
  await expect(page.getByRole('status')).toHaveText('Connected: Amelia Earhart');
  await expect(page.locator('#result')).toContainText('"jobtype": "FO"');
  await expect(page.locator('#result')).not.toContainText(account.email); // no e-mail scope

  // Revocation (the settings page comes later; the same call through the API).
  const me = await request.get(`${API}/main/v3/user/me`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  const userId = (await me.json()).data.user.pk;
  const grants = await request.get(`${API}/auth/v1/thirdparty/user/scopes?user_id=${userId}`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  const grant = (await grants.json()).data.find((g: { consumer: string }) => g.consumer === 'Demo Partner');
  const revoked = await request.delete(
    `${API}/auth/v1/thirdparty/user?consumer_id=${grant.consumer_id}&user_id=${userId}`,
    { headers: { Authorization: `Bearer ${account.accessToken}` } },
  );
  expect(revoked.ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Read data again' }).click();
  await expect(page.getByRole('status')).toHaveText('Reading data failed (401).');
});

test('the partner script cannot read the password field', async ({ page }) => {
  await page.goto(PARTNER);
  await expect(consentFrame(page).getByLabel('Password')).toBeVisible();
  const reach = await page.evaluate(() => {
    const iframe = document.querySelector('iframe');
    let inner: unknown = 'blocked';
    try {
      inner = iframe?.contentDocument?.querySelector('input[type=password]') ?? null;
    } catch {
      inner = 'blocked';
    }
    return {
      ownPasswordFields: document.querySelectorAll('input[type=password]').length,
      frameDocument: iframe?.contentDocument === null ? 'null' : inner === null ? 'null' : 'readable',
      frameOrigin: iframe ? new URL(iframe.src).origin : '',
    };
  });
  expect(reach).toEqual({
    ownPasswordFields: 0,
    frameDocument: 'null',
    frameOrigin: 'http://localhost:3000',
  });
});

test('Deny goes back to the partner with status=FAIL and the state', async ({ page }) => {
  await page.goto(PARTNER);
  await consentFrame(page).getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('status')).toHaveText('Access was denied.');
});

test('Deny without a redirect URI goes to sign-in; standard parameter names work', async ({ page }) => {
  await page.goto(`${CONSENT}?client_id=demo-partner&response_type=code&code_challenge_method=S256`);
  await expect(
    page.getByRole('heading', { name: 'Demo Partner wants to access your CrewRoster account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('Deny on the full page navigates to redirect_uri with status=FAIL and state', async ({ page }) => {
  await page.goto(
    `${CONSENT}?consumer_key=demo-partner&redirect_uri=${encodeURIComponent('http://localhost:4200/callback')}&code_challenge=${'a'.repeat(43)}&state=xyz`,
  );
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL('http://localhost:4200/callback?status=FAIL&state=xyz');
});

test('a hostile redirect_uri is refused on our side and never followed', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto(`${PARTNER}?redirect_uri=${encodeURIComponent('https://evil.test/callback')}`);
  const frame = consentFrame(page);
  await expect(frame.getByText('The redirect URI is not registered for this app.')).toBeVisible();
  await expect(frame.getByLabel('Password')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Deny' })).toHaveCount(0);
  // Straight to the API as well: no code, no redirect.
  const res = await request.post(`${API}/auth/v1/thirdparty/login`, {
    data: {
      email: account.email,
      password: account.password,
      consumer_key: 'demo-partner',
      redirect_uri: 'https://evil.test/callback',
      code_challenge: 'a'.repeat(43),
      state: 's',
    },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).not.toContain('evil.test');
});

test('an unknown consumer shows an error page on our side', async ({ page }) => {
  await page.goto(`${CONSENT}?consumer_key=nope&redirect_uri=${encodeURIComponent('https://evil.test/cb')}`);
  await expect(page.getByText('Unknown third-party app.')).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/thirdparty\/login/);
});

test('a replayed code fails and revokes the tokens it gave', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto(PARTNER);
  await authorizeInFrame(page, account);
  await expect(page.getByRole('status')).toHaveText('Connected: Amelia Earhart');
  const outcome = await page.evaluate(async () => {
    const p = (window as unknown as { partner: Record<string, never> }).partner as unknown as {
      exchange: (c: string, v: string) => Promise<{ status: number; body: { error?: string } }>;
      readData: (t: string) => Promise<{ status: number }>;
      code: string;
      verifier: string;
      token: string;
    };
    const replay = await p.exchange(p.code, p.verifier);
    const data = await p.readData(p.token);
    return { replay: replay.status, error: replay.body.error, data: data.status };
  });
  expect(outcome).toEqual({ replay: 400, error: 'invalid_grant', data: 401 });
});

test('a wrong verifier fails the exchange', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto(`${PARTNER}?tamper=verifier`);
  await authorizeInFrame(page, account);
  await expect(page.getByRole('status')).toHaveText('Token exchange failed: invalid_grant');
});

test('an unregistered framing origin is refused: the iframe stays empty and a popup is offered', async ({
  page,
  request,
}) => {
  const headers = (await request.get(`${CONSENT}?consumer_key=demo-partner`)).headers();
  expect(headers['content-security-policy']).toContain('frame-ancestors http://localhost:4200');
  const none = (await request.get(`${CONSENT}?consumer_key=nope`)).headers();
  expect(none['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(none['x-frame-options']).toBe('DENY');

  // Same partner page, other origin (127.0.0.1 is not registered for framing).
  await page.goto('http://127.0.0.1:4200/');
  await expect(page.getByRole('status')).toHaveText('The consent page could not be shown here.', {
    timeout: 15_000,
  });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue in a new window' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue in a new window' }).click();
  const popup = await popupPromise;
  await expect(
    popup.getByRole('heading', { name: 'Demo Partner wants to access your CrewRoster account' }),
  ).toBeVisible();
});

test('consent page: crew-access offers sign-up, and axe finds nothing', async ({ page }) => {
  await page.goto(
    `${CONSENT}?consumer_key=crew-access&redirect_uri=${encodeURIComponent('http://localhost:4200/crew-access/callback')}&code_challenge=${'a'.repeat(43)}&state=s`,
  );
  await expect(
    page.getByRole('heading', { name: 'Crew Access wants to access your CrewRoster account' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'CrewRoster Logbook' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?from=%2Fthirdparty%2Flogin/);
});
