/**
 * Spanish is complete (issue #14 item 11): form checks, the API's errors (translated by the code the API sends
 * beside its English message) and "Unable to authenticate." come in the browser's language.
 */
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectNoAxeViolations } from '../support/pages';

test.use({ locale: 'es-ES' });

test('sign-in: the form checks and the server refusal are in Spanish', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio.')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Correo electrónico').fill('not-an-address');
  await expect(page.getByText('Introduce un correo electrónico válido.')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill('Wrong1234');
  const refused = page.waitForResponse((r) => r.url().endsWith('/auth/v1/auth') && r.status() === 401);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // The API answers in English with the message's code; the toast shows the Spanish.
  expect(await (await refused).json()).toEqual({
    message: 'These credentials do not match our records.',
    code: 'auth.badCredentials',
  });
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("sign-up: the server's refusal is in Spanish", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/sign-up');
  await page.getByLabel('Nombre', { exact: true }).fill('Bessie');
  await page.getByLabel('Apellido').fill('Coleman');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('Ya existe una cuenta con este correo electrónico.').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page opened without its link token says "Unable to authenticate." in Spanish', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('No se ha podido autenticar.')).toBeVisible();
  await expect(page.getByText('Unable to authenticate.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
