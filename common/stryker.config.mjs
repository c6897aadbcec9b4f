// Mutation testing of the business rules in common/src (npm run test:mutation): each mutant is a
// one-token change to a rule (a comparison, a boundary, a weekday, a constant); the common tests
// must fail on it. The clear-text report prints the score per file and in total; below 85 % the
// run fails. A mutant that survives gets a test, or a one-line reason below (MUTANT-NOTES) and a
// `// Stryker disable next-line <mutator>: <reason>` comment at its line.
//
// MUTANT-NOTES (equivalent mutants: they survive because no behaviour changes; counted in the score):
// - pricing/rates.ts `rules.length === 0` → false (periodsMinimumOn, closedOn): a shortcut; the loop over no rules returns null too.
// - pricing/rates.ts `a.createdAt > b.createdAt` → `>=`: the line runs only when the two differ.
// - pricing/rates.ts periodsMinimumOn `min === null` → false and `p.minNights > min` → `>=`: a minimum equal to the one kept changes nothing; `n > null` is `n > 0`.
// - pricing/rates.ts suggestStay `issue.code === 'room-guests'` → false: every moved stay has the same guests and is refused too, so the answer is null either way.
// - pricing/rates.ts suggestStay cost `n - nights` → `n + nights`: adds the same 2 × nights to every candidate, so their order is unchanged.
// - pricing/rates.ts minimumRentalDays `text ?? ''` → 'Stryker was here!' and `n >= 1` → `n > 1`: that text has no number, and 1 falls back to 1.
// - pricing/quote-item.ts `price >= 0` → `> 0` and pricing/weekend.ts `percentageIncrease > 0` → `>= 0`: 0 falls back to 0.
// - tax/amount-in-words.ts TENS[0] and TENS[1] → 'Stryker was here!': numbers below 20 take ONES, so these two places are never read.
// - tax/paise.ts rupeesToPaise `> 1e-6` → `>= 1e-6`: a difference of exactly 1e-6 paise is not reachable; it is either float noise (~1e-12) or a third decimal (≥ 0.1 paise).
// - tax/gst-rates.ts roomGstRate `slab.upTo === null` → false and `slabs.length - 1` → `+ 1` (no coverage): every table ends with an open band, so the loop falls through to that same last rate; the line after the loop is never reached.
// - tax/gstin.ts isValidGstin `value.slice(0, 14)` → `value`: gstinCheckCharacter reads the first 14 characters only.
// - calendar-sync/nights.ts offsetMs `if (!f)` → true: a cache of the zone's formatter; building a new one each time gives the same offset.
// - stay-status.ts checkOutDate `today >= checkOut` → `>`: on the check-out day the next line returns today, which is the check-out date.

/** The rule files: quote, weekend pricing and rates, GST and the money rules (tax/), capacity, stay search, availability state, booking hold, stay statuses, imported nights, phone, IST dates. */
const RULES = [
  'src/pricing/**/*.ts',
  'src/capacity.ts',
  'src/stay-search.ts',
  'src/availability-state.ts',
  'src/booking-hold.ts',
  'src/phone.ts',
  'src/time.ts',
  'src/tax/**/*.ts',
  'src/stay-status.ts',
  'src/calendar-sync/**/*.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: RULES,
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
  htmlReporter: { fileName: '../test-output/mutation/common.html' },
  jsonReporter: { fileName: '../test-output/mutation/common.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['node_modules', 'stryker.config.mjs'],
  timeoutMS: 10_000,
};
