import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-dashboard',
    // happy-dom with Node's fetch, and the reference API served once per run, for the page tests (both explained
    // in their files); the unit tests do not need them but run in the same environment.
    environment: '../shared/src/testing/happy-dom-environment.ts',
    globalSetup: ['../api/test/reference-api-server.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
