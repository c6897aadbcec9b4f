import { defineConfig } from 'vitest/config';

// Load tests of the real server process: one file at a time and nothing else running beside them
// (they measure latency on a shared 2-core machine). `npm run test:crowd -w server`; needs the
// client build (`npm run build`), so `npm run test:e2e` runs them right after building.
export default defineConfig({
  test: {
    include: ['load-tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
