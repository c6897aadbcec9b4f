import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server (fresh database with the demo content, the
// built client) and drives Debian's Chromium. Two files at a time: most of a browser test is
// waiting, so two workers on this 2-core machine take about 60 % of the time of one.
export default defineConfig({
  // '@/…' is client/src, as in vite.config.ts (specs reuse the client's pure helpers, e.g. date labels).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }] },
  test: {
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
  },
});
