import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server (fresh database with the demo content, the
// built client) and drives Debian's Chromium. Files run one at a time on this 2-core machine.
export default defineConfig({
  // '@/…' is client/src, as in vite.config.ts (specs reuse the client's pure helpers, e.g. date labels).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }] },
  test: {
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
