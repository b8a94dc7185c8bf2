import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-thirdparty',
    // happy-dom with Node's fetch, and the reference API served once per run (both explained in their files).
    environment: '../shared/src/testing/happy-dom-environment.ts',
    globalSetup: ['../api/test/reference-api-server.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A file's first test compiles the page (and Chakra) on demand: seconds on a busy machine.
    testTimeout: 20_000,
  },
});
