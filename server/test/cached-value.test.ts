import { describe, expect, it, vi } from 'vitest';
import { cachedOnChange } from '../src/platform/cache/cached-value';
import { localChangeFeed } from '../src/platform/db/change-feed';

/** A loader the test finishes by hand; counts the loads started. */
function loader() {
  const pending: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  let started = 0;
  return {
    load: () => {
      started++;
      return new Promise<string>((resolve, reject) => void pending.push({ resolve, reject }));
    },
    get started() {
      return started;
    },
    finish: (value: string) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('database unavailable')),
  };
}

describe('a value kept between changes (cachedOnChange)', () => {
  it('when many read at once, then one load serves them; later reads get the kept value without loading', async () => {
    const l = loader();
    const read = cachedOnChange(localChangeFeed(), ['pricing'], l.load);
    const reads = Array.from({ length: 50 }, () => read());
    l.finish('off');
    expect(new Set(await Promise.all(reads))).toEqual(new Set(['off']));
    expect(await read()).toBe('off');
    expect(l.started).toBe(1);
  });

  it('when its topic or missed announcements are announced, then the next read loads again; other topics change nothing', async () => {
    const changes = localChangeFeed();
    const l = loader();
    const read = cachedOnChange(changes, ['pricing'], l.load);
    const first = read();
    l.finish('off');
    await first;
    await changes.publish('room');
    expect(await read()).toBe('off');
    expect(l.started).toBe(1);
    await changes.publish('pricing');
    const second = read();
    l.finish('on 25 %');
    expect(await second).toBe('on 25 %');
    expect(l.started).toBe(2);
  });

  it('when a change arrives during a load, then that load answers its callers but is not kept', async () => {
    const changes = localChangeFeed();
    const l = loader();
    const read = cachedOnChange(changes, ['pricing'], l.load);
    const early = read();
    await changes.publish('pricing');
    l.finish('off (before the change)');
    expect(await early).toBe('off (before the change)');
    const late = read();
    expect(l.started).toBe(2);
    l.finish('on');
    expect(await late).toBe('on');
  });

  it('when a load fails, then its callers get the error and the next read tries again; after ttlMs it loads again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const l = loader();
      const read = cachedOnChange(localChangeFeed(), ['pricing'], l.load, 5_000);
      const failing = read();
      l.fail();
      await expect(failing).rejects.toThrow('database unavailable');
      const next = read();
      l.finish('off');
      expect(await next).toBe('off');
      vi.advanceTimersByTime(4_999);
      expect(await read()).toBe('off');
      expect(l.started).toBe(2);
      vi.advanceTimersByTime(2);
      const fresh = read();
      expect(l.started).toBe(3);
      l.finish('on');
      expect(await fresh).toBe('on');
    } finally {
      vi.useRealTimers();
    }
  });
});
