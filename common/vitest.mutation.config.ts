import { configDefaults, defineConfig } from 'vitest/config';

// The common tests as the mutation run uses them (stryker.config.mjs). Left out: the time-zone test,
// which switches TZ and so needs a main thread (the mutation runner runs tests in worker threads).
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, 'test/time-zone.test.ts'] },
});
