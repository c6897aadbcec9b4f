import { defineConfig } from 'vitest/config';

/**
 * Files whose assertions depend on timing (an answer within so many ms, a deadline, a process
 * restart): they run after the rest, one at a time, with nothing beside them on the machine's two
 * cores. Every other file runs two at a time.
 */
const TIMED = [
  'test/calendar-sync-processes.test.ts',
  'test/change-feed.test.ts',
  'test/database-outage.test.ts',
  'test/database-restart.test.ts',
  'test/database-timeouts.test.ts',
  'test/fast-pages.test.ts',
  'test/page-limits.test.ts',
  'test/page-outage.test.ts',
  'test/rules-rate-limit.test.ts',
  'test/rules-upload-limits.test.ts',
  'test/shared-rate-limit.test.ts',
  'test/startup.test.ts',
  'test/two-processes.test.ts',
  'test/upload-limits.test.ts',
  'test/write-reserve.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every supertest response is checked against the API's OpenAPI document (test/support/contract-hook.ts).
    setupFiles: ['test/support/contract-hook.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          exclude: TIMED,
          maxWorkers: 2,
          // Each worker process runs file after file without loading the app's modules again (about
          // 6 s a file: the OpenAPI document, Drizzle, Express): no file changes process.env or
          // mocks a module, and each builds its own app and database (test/support).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'server-timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
