import { defineConfig } from 'vitest/config';

// Each package owns its test setup; `pnpm test:unit` runs them all.
export default defineConfig({
  test: { projects: ['shared', 'shell', 'remote-*', 'api'].map((p) => `${p}/vitest.config.ts`) },
});
