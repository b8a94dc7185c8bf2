import { expect, test } from '@playwright/test';
import { API, createAccount, MAIN_KEY, PASSWORD, uniqueEmail } from '../support/api';
import { linkTo, waitForMail } from '../support/outbox';
import { expectNoAxeViolations, signIn, solveCaptcha } from '../support/pages';

const ENTERPRISE_SIGN_IN =
  'We have an enterprise agreement with your airline. Please sign in with the ENTERPRISE option of the CrewRoster mobile app.';
const NEW_PASSWORD = 'Skyward2027';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('sign-up', () => {
  test('works with the keyboard only and leads to the complete-profile screen', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Bessie');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Coleman');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Promo code (optional)')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  });

  test('shows every validation message of the form', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Password confirmation is required.')).toBeVisible();
    await page.getByLabel('First name').fill(' A ');
    await page.getByLabel('Last name').fill('B');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('Ab1');
    await page.getByLabel('Confirm password').fill('Ab1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('First name must contain at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Last name must contain at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please provide a valid emailaddress.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('Last name').fill('C3PO');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Numbers and symbols are not allowed.')).toBeVisible();
  });

  test('pre-fills the promo code and refuses enterprise addresses', async ({ page }) => {
    await page.goto('/sign-up?promocode=CREW25');
    await expect(page.getByLabel('Promo code (optional)')).toHaveValue('CREW25');
    await page.getByLabel('First name').fill('Jan');
    await page.getByLabel('Last name').fill('de Vries');
    await page.getByLabel('Email').fill('jan.devries@klm.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(ENTERPRISE_SIGN_IN)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up/);
  });
});

test.describe('sign-in', () => {
  test('shows the messages, refuses enterprise addresses and returns to the page the user came from', async ({
    page,
    request,
  }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await signIn(page, { email: 'captain@lufthansa.com', password: PASSWORD });
    await expect(page.getByText(ENTERPRISE_SIGN_IN)).toBeVisible();

    const account = await createAccount(request);
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fsettings%2Fprofile$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });
});

test.describe('forgot and reset password', () => {
  test('?email= pre-fills, ?source=logbook goes to the logbook page, both fields are required', async ({
    page,
  }) => {
    await page.goto('/forgot-password?email=anna%40crewmail.test');
    await expect(page.getByLabel('Email')).toHaveValue('anna@crewmail.test');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText("Please verify you're not a robot.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/forgot-password?source=logbook&email=anna%40crewmail.test');
    await expect(page).toHaveURL(/\/logbook\/forgot-password\?email=anna%40crewmail\.test$/);
  });

  test('refuses enterprise addresses with the spec message', async ({ page }) => {
    await page.goto('/forgot-password?email=purser%40emirates.com');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        'It is not possible to reset the password for purser@emirates.com, since we have an enterprise agreement with your airline',
      ),
    ).toBeVisible();
  });

  test('full flow: request, follow the mailed link, change, sign in with the new password', async ({
    page,
    request,
  }) => {
    test.slow(); // the captcha's proof of work (up to 20 s), two mails and two sign-ins: CI once took 47.6 s of 45
    const account = await createAccount(request);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await solveCaptcha(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const mail = await waitForMail(request, account.email, /reset/i);
    await page.goto(linkTo(mail, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Password confirmation is required.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('lowercase1');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Use at least one uppercase and lowercase character, and one digit.'),
    ).toBeVisible();
    await expect(page.getByText('Password does not match.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Ab1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Password has been changed successfully!' }),
    ).toBeVisible();
    await expect(page.getByText('Sign in with your new password.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('crewroster.session.main'))).toBeNull();

    await signIn(page, account);
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The link worked once: opened again, it is refused before anything is typed.
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkTo(mail, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });

  test('the link also works for a user who is signed in: it asks for no current password', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto(`/forgot-password?email=${encodeURIComponent(account.email)}`);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const mail = await waitForMail(request, account.email, /reset/i);

    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(linkTo(mail, '/reset-password'));
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Password has been changed successfully!' }),
    ).toBeVisible();
    const signedIn = await request.post(`${API}/auth/v1/auth`, {
      data: { email: account.email, password: NEW_PASSWORD, consumer_key: MAIN_KEY },
    });
    expect(signedIn.status()).toBe(200);
  });

  test('without a temp token the page is unauthorized', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
    await expect(page.getByText('Unable to authenticate.')).toBeVisible();
  });
});

test.describe('pages opened from the welcome mail', () => {
  test('verify e-mail thanks the user once; a spent or missing link shows the unauthorized page', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const mail = await waitForMail(request, account.email, /verify/i);
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByText('Thank you for completing the activation of your account.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fhome$/);

    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
  });

  test('unsubscribe confirms, and shows its own error screen without a valid link', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const mail = await waitForMail(request, account.email, /verify/i);
    await page.goto(linkTo(mail, '/unsubscribe'));
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed.' })).toBeVisible();
    await expectNoAxeViolations(page);
    const me = await request.get(`${API}/main/v3/user/me`, {
      headers: { Authorization: `Bearer ${account.accessToken}` },
    });
    expect((await me.json()).data.user.emailme).toBe(false);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/unsubscribe?tempToken=not-a-token');
    await expect(page.getByRole('heading', { name: 'We could not unsubscribe you.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('ambassador opt-out says goodbye; signed out without a link it is unauthorized', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const mail = await waitForMail(request, account.email, /verify/i);
    await page.goto(linkTo(mail, '/user/ambassador-opt-out'));
    await expect(page.getByText('You have opted-out of the Brand Ambassador Campaign.')).toBeVisible();
    await expect(page.getByText('Sorry to see you go!')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/ambassador-opt-out');
    await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
  });

  test('ambassador opt-out works with the session of a signed-in user', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user/ambassador-opt-out');
    await expect(page.getByText('Sorry to see you go!')).toBeVisible();
  });
});

test.describe('complete profile', () => {
  test('validates, searches 10 a page, uploads the avatar and goes home', async ({ page, request }) => {
    const account = await createAccount(request, { completeProfile: false });
    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Position is required.')).toBeVisible();
    await expect(page.getByText('Airline is required.')).toBeVisible();
    await expect(page.getByText('Homebase is required.')).toBeVisible();

    const airline = page.getByRole('group', { name: 'Airline' });
    await expect(airline.getByRole('radio')).toHaveCount(10);
    await expect(airline.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await airline.getByRole('button', { name: 'Next' }).click();
    await expect(airline.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await airline.getByLabel('Search airlines by name or code').fill('klm');
    await airline.getByRole('radio', { name: /KLM Royal Dutch Airlines/ }).check();

    const homebase = page.getByRole('group', { name: 'Homebase' });
    await homebase.getByLabel('Search airports by name or code').fill('eham');
    await homebase.getByRole('radio', { name: /Schiphol/ }).check();

    const position = page.getByRole('group', { name: 'Position' });
    await position.getByLabel('Search positions').fill('officer');
    await expect(position.getByRole('radio', { name: 'Captain' })).toHaveCount(0);
    await position.getByRole('radio', { name: 'First Officer', exact: true }).check();

    const avatar = page.getByLabel('Avatar (optional)');
    await avatar.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_001) });
    await expect(page.getByText('Avatar may not exceed 1MB.')).toBeVisible();
    await avatar.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Only .jpg, .jpeg or .png image allowed.')).toBeVisible();
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Only .jpg, .jpeg or .png image allowed.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0);
    const me = await request.get(`${API}/main/v3/user/me`, {
      headers: { Authorization: `Bearer ${account.accessToken}` },
    });
    const data = (await me.json()).data;
    expect(data.jobtype.value).toBe('FO');
    expect(data.homeairline.name).toBe('KLM Royal Dutch Airlines');
    expect(data.base.IATA).toBe('AMS');
    const served = await request.get(data.user.avatar_url);
    expect(served.headers()['content-type']).toBe('image/png');
  });
});

test('account cancel, then signing in within 30 days reactivates it', async ({ page, request }) => {
  const account = await createAccount(request);
  const headers = { Authorization: `Bearer ${account.accessToken}` };
  const pk = (await (await request.get(`${API}/main/v3/user/me`, { headers })).json()).data.user.pk;
  const cancelled = await request.put(`${API}/main/v2/user/cancel/${pk}`, { headers });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
  expect((await request.get(`${API}/main/v3/user/me`, { headers })).status()).toBe(401);

  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  const again = await request.post(`${API}/auth/v1/auth`, {
    data: { email: account.email, password: account.password, consumer_key: MAIN_KEY },
  });
  expect(again.ok()).toBeTruthy();
});

test('download-app shows the store badges from the runtime config; unauthorized returns to the origin', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { accountType: 'enterprise' });
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/download-app$/);
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/crewroster',
  );
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/unauthorized?from=%2Fsettings%2Fprivacy');
  await expect(page.getByRole('heading', { name: 'Please Sign In to continue.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?from=%2Fsettings%2Fprivacy$/);
});
