import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every supertest response is checked against the API's OpenAPI document (test/support/contract-hook.ts).
    setupFiles: ['test/support/contract-hook.ts'],
  },
});
