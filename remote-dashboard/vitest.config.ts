import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-dashboard', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
