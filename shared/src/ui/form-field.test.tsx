import { i18n } from '@crewroster/shared/i18n';
import { messages } from '@crewroster/shared/schemas';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FormField } from './form-field';
import { UiProvider } from './provider';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const field = (error: string) => (
  <UiProvider>
    <FormField label="Password" error={error} input={{ name: 'password', type: 'password' }} />
  </UiProvider>
);

it("shows a schema's message in the user's language, and again after the language changes", async () => {
  render(field(messages.passwordRequired));
  expect(screen.getByText('Password is required.')).toBeTruthy();
  await act(() => i18n.changeLanguage('es'));
  // The Spanish messages arrive in a chunk of their own; the field shows them once they are there.
  expect(await screen.findByText('La contraseña es obligatoria.')).toBeTruthy();
});

it('shows a message outside the catalogue as it is', async () => {
  await i18n.changeLanguage('es');
  render(field('Ya traducido.'));
  expect(screen.getByText('Ya traducido.')).toBeTruthy();
});
