import { defineConfig } from 'vitest/config';

// Each package owns its test setup (its own vitest.config.ts); `pnpm test:unit` runs them all.
export default defineConfig({
  test: { projects: ['*/vitest.config.ts'] },
});
