import { defineConfig } from 'vitest/config';

// The server tests the mutation run uses (stryker.config.mjs): the tests of the rule modules it
// mutates (occupancy, booking holds, rate limits, upload limits). The API tests that also reach
// them (reservations, bookings, availability) start a whole app per file and would make every
// mutant a minute long; they stay in npm test.
export default defineConfig({
  test: {
    include: [
      // The rules on their own (fast: most mutants run a few of these tests).
      'test/rules-*.test.ts',
      // The upload limits through the API's routes: the gallery's one image, the 8 MB default.
      'test/upload-limits.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
