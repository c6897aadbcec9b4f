import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeTopic } from '../db/change-feed';

/**
 * lru-cache's clock: the global `performance`, read at each call (tests fake it), from 1 ms on
 * (lru-cache takes a start time of 0 for "no time-to-live").
 */
const clock = { now: () => performance.now() + 1 };

/**
 * One value read from the database and kept between the changes that affect it (a setting every
 * page and quote reads, such as the weekend surcharge's state), in an lru-cache of one entry whose
 * `fetch` gives the single flight.
 *
 * - Single flight: concurrent reads share one load.
 * - Exact: dropped when `changes` announces one of `topics` or reports missed announcements, in
 *   every process; a load that started before such a change is handed to the callers that asked
 *   meanwhile but not kept.
 * - Bounded staleness: kept for `ttlMs` at most (default 5,000 ms; Infinity: until a change), for
 *   writes that are not announced (`npm run seed` against the same database).
 * - A failed load is not kept: the next read tries again.
 * @returns a reader: the kept value, or a fresh load
 */
export function cachedOnChange<T>(
  changes: ChangeFeed,
  topics: readonly ChangeTopic[],
  load: () => Promise<T>,
  ttlMs = 5_000,
): () => Promise<T> {
  const kept = new LRUCache<'value', { value: T }>({
    max: 1,
    ttl: Number.isFinite(ttlMs) ? ttlMs : 0,
    ttlResolution: 0,
    perf: clock,
    fetchMethod: async () => ({ value: await load() }),
    // A load a change overtook still answers its callers; lru-cache then keeps nothing of it.
    ignoreFetchAbort: true,
  });
  changes.subscribe((topic) => {
    if (topic === null || topics.includes(topic)) kept.delete('value');
  });
  return () => {
    const hit = kept.get('value');
    return hit ? Promise.resolve(hit.value) : kept.fetch('value').then((v) => v!.value);
  };
}
