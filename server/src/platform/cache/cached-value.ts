import type { ChangeFeed, ChangeTopic } from '../db/change-feed';

/**
 * One value read from the database and kept between the changes that affect it (a setting every
 * page and quote reads, such as the weekend surcharge's state).
 *
 * - Single flight: concurrent reads share one load.
 * - Exact: dropped when `changes` announces one of `topics` or reports missed announcements, in
 *   every process; a load that started before such a change is handed to the callers that asked
 *   meanwhile but not kept.
 * - Bounded staleness: kept for `ttlMs` at most (default 5,000 ms), for writes that are not
 *   announced (`npm run seed` against the same database).
 * - A failed load is not kept: the next read tries again.
 * @returns a reader: the kept value, or a fresh load
 */
export function cachedOnChange<T>(
  changes: ChangeFeed,
  topics: readonly ChangeTopic[],
  load: () => Promise<T>,
  ttlMs = 5_000,
): () => Promise<T> {
  let version = 0;
  let kept: { value: Promise<T>; version: number; until: number } | undefined;
  changes.subscribe((topic) => {
    if (topic !== null && !topics.includes(topic)) return;
    version++;
    kept = undefined;
  });
  return () => {
    const now = performance.now();
    if (kept && kept.version === version && now < kept.until) return kept.value;
    const value = load();
    const entry = { value, version, until: now + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
