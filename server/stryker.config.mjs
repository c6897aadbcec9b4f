// Mutation testing of the server's rule modules (npm run test:mutation): the capacity rule
// (occupancy), the booking hold, the rate limits and the upload limits. Each mutant is a one-token
// change; the tests in vitest.mutation.config.ts must fail on it. The clear-text report prints the
// score per file and in total; below 70 % the run fails. A surviving mutant gets a test, or a
// one-line reason below and a `// Stryker disable next-line <mutator>: <reason>` at its line.
//
// MUTANT-NOTES (equivalent mutants: they survive because no behaviour changes; counted in the score):
// - rate-limit.ts `++this.increments` → `--`: -100 % 100 is -0, which === 0, so the sweep still runs every 100th hit.
// - occupancy.ts `a < b` → `a <= b` in firstClash's sort: a Map's dates are distinct, equal keys are never compared.
// - upload-files.ts `keys ?? []` → `["Stryker was here"]`: an extra unknown key goes to store.remove, which skips keys it does not hold.
// - upload-files.ts `{ force: true }` → `{}` / false in fsp.rm: the temp file exists there, or the error is swallowed by .catch.
// - upload-files.ts `req.file ? [req.file] : []`: the uploads use multer's array(), never single(), so req.file is never set.
// - upload-files.ts `size > 0 ?` → true / `>=`: file-type finds no type in an empty file either, so the refusal is the same.
// - rate-limit.ts `let reported = false` → true: the client's 'ready' on connect sets it back to false before any error.
// - rate-limit.ts Redis client options and error logging are killed only where redis-server is installed (CI); elsewhere NoCoverage.

import fs from 'node:fs';

// The sandbox Stryker copies the server into sits at .stryker-tmp/sandbox-*/, and src/paths.ts
// finds the repository two folders above src/: .stryker-tmp/. A link .stryker-tmp/server → the
// server folder lets the sandbox find the migrations (server/drizzle) and the seed images there.
const TEMP_DIR = '.stryker-tmp';
fs.mkdirSync(TEMP_DIR, { recursive: true });
if (!fs.existsSync(`${TEMP_DIR}/server`)) fs.symlinkSync('..', `${TEMP_DIR}/server`, 'dir');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/modules/reservations/occupancy.ts',
    'src/modules/inventory/hold.ts',
    'src/platform/http/rate-limit.ts',
    'src/platform/http/upload-files.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most (STRYKER_CONCURRENCY overrides).
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportScoreTable: true,
    reportMutants: true,
    skipFull: false,
  },
  htmlReporter: { fileName: '../test-output/mutation/server.html' },
  jsonReporter: { fileName: '../test-output/mutation/server.json' },
  thresholds: { high: 85, low: 70, break: 70 },
  tempDirName: TEMP_DIR,
  cleanTempDir: 'always',
  ignorePatterns: ['node_modules', 'dist', 'bench', 'load-tests', 'scratch-oa', 'stryker.config.mjs'],
  timeoutMS: 30_000,
};
