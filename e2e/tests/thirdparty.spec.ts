import { expect, type Page, test } from '@playwright/test';
import { API, createAccount, uploadRoster } from '../support/api';
import { SHELL } from '../support/apps';
import { expectNoAxeViolations, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

const PARTNER = 'http://localhost:4200/';
const CONSENT = `${SHELL}/thirdparty/login`;

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

test('full flow: PKCE, consent in the iframe, code back, token exchange, data and events read; revoking in settings stops it at once', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await uploadRoster(request, account, upcomingFlightsIcs());
  await page.goto(PARTNER);
  const frame = consentFrame(page);
  const scopes = frame.getByRole('region', { name: 'Data shared' }).getByRole('listitem');
  await expect(scopes).toHaveText([
    'Your name and profile picture',
    'Your position, airline and homebase',
    'Your roster events (duties and flights)',
  ]);
  await expect(frame.getByRole('img', { name: 'CrewRoster' })).toBeVisible();
  await authorizeInFrame(page, account);
  await expect(page.getByRole('status')).toHaveText('Connected: Amelia Earhart');
  await expect(page.locator('#result')).toContainText('"jobtype": "FO"');
  await expect(page.locator('#result')).not.toContainText(account.email); // no e-mail scope
  const events = page.getByRole('region', { name: 'Your roster' }).getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('AMS–LHR');
  await expect(events.nth(2)).toContainText('KL641');

  // The person removes the app in settings (another tab, signed in to CrewRoster itself).
  const settings = await context.newPage();
  await settings.goto(`/sign-in?from=${encodeURIComponent('/settings/third-party')}`);
  await signIn(settings, account);
  await expect(settings).toHaveURL(/\/settings\/third-party$/);
  await expect(settings.getByText(/Your roster events \(duties and flights\)/)).toBeVisible();
  await settings.getByRole('button', { name: 'Remove Demo Partner' }).click();
  // A confirmation dialog, when the page asks for one.
  const dialog = settings.getByRole('alertdialog');
  const removed = settings.getByText('Access removed.');
  await expect(dialog.or(removed).first()).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /remove/i }).click();
  await expect(removed).toBeVisible();
  await expect(settings.getByText('No third-party apps found.')).toBeVisible();

  // The partner's token stops working at once: its next read fails and shows nothing.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Read data again' }).click();
  await expect(page.getByRole('status')).toHaveText('Reading data failed (401).');
  await expect(page.getByRole('region', { name: 'Your roster' })).toHaveCount(0);
  await expect(page.locator('#result')).toBeEmpty();
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
    frameOrigin: SHELL,
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
  await expect(page.getByText('Your roster events (duties and flights)')).toBeVisible();
  await expectNoAxeViolations(page);
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
  await expect(page).toHaveURL(new RegExp(`^${SHELL}/thirdparty/login`));
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

  // The browser itself refuses to frame us there: a bare iframe on 127.0.0.1:4200 (not registered) ends on
  // Chromium's error page and never shows the consent page; the same iframe on localhost:4200 does.
  const consentUrl = `${CONSENT}?consumer_key=demo-partner&redirect_uri=${encodeURIComponent('http://localhost:4200/callback')}&code_challenge=${'a'.repeat(43)}&state=probe`;
  const probe = async (origin: string) => {
    await page.goto(`${origin}/health`);
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.title = 'probe';
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      consentUrl,
    );
    return page.frames().find((f) => f !== page.mainFrame());
  };
  const heading = (p: Page) =>
    p
      .frameLocator('iframe[title=probe]')
      .getByRole('heading', { name: 'Demo Partner wants to access your CrewRoster account' });
  const refused = await probe('http://127.0.0.1:4200');
  expect(refused?.url()).not.toContain(SHELL);
  await expect(heading(page)).toHaveCount(0);
  const allowed = await probe('http://localhost:4200');
  expect(allowed?.url()).toBe(consentUrl);
  await expect(heading(page)).toBeVisible();

  // The partner page on that other origin: the embed notices and offers a popup instead.
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
