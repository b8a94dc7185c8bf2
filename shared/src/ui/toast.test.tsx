import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { UiProvider } from './provider';
import { notify } from './toast';

it('loads the toaster with the first toast and shows it', async () => {
  const { container } = render(
    <UiProvider>
      <p>page</p>
    </UiProvider>,
  );
  // Nothing of the toaster on the page before a toast.
  expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  notify.error('The roster could not be read.');
  expect(await screen.findByText('The roster could not be read.', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('Oops...')).toBeTruthy();
  expect(container.textContent).toContain('page');
});
