import { describe, expect, it } from 'vitest';
import { ListCache, type BuiltList } from '../src/platform/cache/list-cache';

const TTL = 5_000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

/** A list builder whose builds the test finishes by hand; counts how many were started. */
function builder() {
  const pending: Array<{ resolve: (b: BuiltList) => void; reject: (e: Error) => void }> = [];
  let started = 0;
  const build = () => {
    started++;
    return new Promise<BuiltList>((resolve, reject) => void pending.push({ resolve, reject }));
  };
  return {
    build,
    get started() {
      return started;
    },
    finish: (body: string, nextExpiry?: number) => pending.shift()!.resolve({ body, nextExpiry }),
    fail: () => pending.shift()!.reject(new Error('database unavailable')),
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ListCache', () => {
  it('when 100 requests ask for an uncached list at once, then one build serves them all', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const gets = Array.from({ length: 100 }, () => cache.get('room', at(0), b.build));
    await tick();
    expect(b.started).toBe(1);
    b.finish('v1');
    expect(new Set((await Promise.all(gets)).map((g) => g.body))).toEqual(new Set(['v1']));
    expect((await cache.get('room', at(1000), b.build)).body).toBe('v1');
    expect(b.started).toBe(1);
  });

  it('when the entry is past its TTL, then the old body is served at once while one rebuild runs', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const first = cache.get('room', at(0), b.build);
    await tick();
    b.finish('v1');
    await first;
    const stale = await Promise.all(Array.from({ length: 50 }, () => cache.get('room', at(TTL + 1), b.build)));
    expect(stale.every((s) => s.body === 'v1')).toBe(true);
    await tick();
    expect(b.started).toBe(2);
    b.finish('v2');
    await tick();
    expect((await cache.get('room', at(TTL + 2), b.build)).body).toBe('v2');
    expect(b.started).toBe(2);
  });

  it('when a write invalidates the kind, then the next read waits for a build started after the write', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const first = cache.get('room', at(0), b.build);
    await tick();
    b.finish('v1');
    await first;
    cache.invalidate('room');
    let answered = '';
    const next = cache.get('room', at(1), b.build).then((r) => (answered = r.body));
    await tick();
    expect(answered).toBe(''); // the old body is not served after a write
    b.finish('v2');
    await next;
    expect(answered).toBe('v2');
  });

  it('when a write lands while a build runs, then later reads do not join or keep that build', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const before = cache.get('room', at(0), b.build);
    await tick();
    cache.invalidate('room');
    const after = cache.get('room', at(1), b.build);
    await tick();
    expect(b.started).toBe(2);
    b.finish('before-write');
    b.finish('after-write');
    expect((await before).body).toBe('before-write');
    expect((await after).body).toBe('after-write');
    expect((await cache.get('room', at(2), b.build)).body).toBe('after-write');
  });

  it('when a booking hold in the list ends, then the body is not served stale but rebuilt first', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const first = cache.get('room', at(0), b.build);
    await tick();
    b.finish('booked', at(1000).getTime());
    await first;
    let answered = '';
    const next = cache.get('room', at(1000), b.build).then((r) => (answered = r.body));
    await tick();
    expect(answered).toBe('');
    b.finish('available');
    await next;
    expect(answered).toBe('available');
  });

  it('when a background rebuild fails, then the next read waits and sees the failure', async () => {
    const cache = new ListCache(TTL);
    const b = builder();
    const first = cache.get('room', at(0), b.build);
    await tick();
    b.finish('v1');
    await first;
    expect((await cache.get('room', at(TTL + 1), b.build)).body).toBe('v1');
    await tick();
    b.fail();
    await tick();
    const next = cache.get('room', at(TTL + 2), b.build);
    await tick();
    b.fail();
    await expect(next).rejects.toThrow('database unavailable');
  });
  it('when a kind has several keys, then invalidating it drops them all and leaves other kinds cached', async () => {
    const cache = new ListCache(TTL);
    let built = 0;
    const build = (body: string) => async () => (built++, { body });
    await cache.get('room', at(0), build('a'), 'room 1');
    await cache.get('room', at(0), build('b'), 'room 2');
    await cache.get('tour', at(0), build('t'), 'tour 1');
    expect((await cache.get('room', at(1), build('a2'), 'room 1')).body).toBe('a');
    cache.invalidate('room');
    expect((await cache.get('room', at(2), build('a3'), 'room 1')).body).toBe('a3');
    expect((await cache.get('room', at(2), build('b3'), 'room 2')).body).toBe('b3');
    expect((await cache.get('tour', at(2), build('t3'), 'tour 1')).body).toBe('t');
    expect(built).toBe(5);
  });

  it('when the bodies pass maxBytes, then the least recently used ones are dropped', async () => {
    const cache = new ListCache(TTL, 40); // each 8-character body counts 16: its text and its bytes
    const build = (body: string) => async () => ({ body });
    await cache.get('room', at(0), build('a'.repeat(8)), 'a');
    await cache.get('room', at(0), build('b'.repeat(8)), 'b');
    await cache.get('room', at(1), build('a-again'), 'a'); // a is now the most recently used
    await cache.get('room', at(2), build('c'.repeat(8)), 'c'); // 48 > 40: b goes
    expect((await cache.get('room', at(3), build('a-new'), 'a')).body).toBe('a'.repeat(8));
    expect((await cache.get('room', at(3), build('c-new'), 'c')).body).toBe('c'.repeat(8));
    expect((await cache.get('room', at(3), build('b-new'), 'b')).body).toBe('b-new');
  });
});
