import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server (a fresh copy of the demo content seeded once
// for the run by support/seeded-template.ts, the built client) and drives Debian's Chromium.
// Three files at a time: most of a browser test is waiting (a whole run keeps about 0.6 of this
// 2-core machine's cores busy with two), so a third worker shortens the run.
export default defineConfig({
  // '@/…' is client/src, as in vite.config.ts (specs reuse the client's pure helpers, e.g. date labels).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }] },
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/seeded-template.ts'],
    // A walk over every route, or an admin flow of a dozen screens, takes 20–40 s on a quiet
    // machine and over a minute when CI's two cores are shared by three browsers and servers.
    testTimeout: 150_000,
    hookTimeout: 180_000,
    // A test that fails is run once more (in its file's same server and browser) before it counts:
    // under CI's load a page can miss a wait by a second. The reporter names every retried test.
    retry: 1,
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
  },
});
