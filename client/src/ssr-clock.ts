/**
 * Test-only clock for server rendering. Under TEST_FIXED_NOW (the browser tests' fixed instant; the
 * server refuses it when NODE_ENV=production), `new Date()` in the rendering process gives that
 * instant, the one the API treats as now and the test browser's clock shows, so a page is rendered
 * for the same today (prices of the day, date pickers, the stay search) as it hydrates with.
 * `Date.now()` and timers stay real. Loaded first by entry-server.tsx; the browser build never has it.
 */
const fixedNow = globalThis.process?.env?.TEST_FIXED_NOW;
if (fixedNow) {
  const at = Date.parse(fixedNow);
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length ? args : [at], newTarget) as object,
    apply: () => new RealDate(at).toString(),
  });
}

export {};
