import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from './support/test-app';
import { fakeClientDist } from './support/fake-client-dist';
import { RenderGate } from '../src/modules/pages/render-gate';
import { LastGoodPages } from '../src/modules/pages/last-good-pages';
import { STATIC_PAGE_TEXTS } from '../src/modules/pages/static-pages';
import type { Request } from 'express';
import { waitFor } from './support/wait-for';

const fake = fakeClientDist();
afterAll(() => fake.remove());

/** A test app serving the fake build on a real port (requests in parallel share it). */
async function serve(env: Record<string, string>) {
  const t = await makeTestApp({ CLIENT_DIST: fake.dist, ...env });
  const server: Server = await new Promise((resolve) => {
    const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    t,
    /** GET `path` as a browser would (HTML); @returns the answer, its body and how long it took (ms) */
    async get(path: string, headers: Record<string, string> = {}) {
      const started = performance.now();
      const res = await fetch(base + path, { headers: { accept: 'text/html', ...headers } });
      const body = await res.text();
      return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

type Served = Awaited<ReturnType<typeof serve>>;
let s: Served | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server-rendered pages under a crowd', () => {
  it("when more pages are asked for than may render and wait, then the rest get the busy page at once (503, Retry-After, in the visitor's language)", async () => {
    s = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_TIMEOUT_MS: '5000' });
    const load = s.t.pages.renderLoad;
    const running = s.get('/hotel?delay=700');
    await waitFor('the first page to render', () => load().running === 1);
    const waiting = s.get('/about?delay=300');
    await waitFor('the second page to wait', () => load().waiting === 1);
    const [hindi, english, cookie] = await Promise.all([
      s.get('/tours', { 'accept-language': 'hi-IN,hi;q=0.9' }),
      s.get('/gallery'),
      s.get('/contact', { cookie: 'lang=hi' }),
    ]);
    for (const busy of [hindi, english, cookie]) {
      expect(busy.status).toBe(503);
      expect(busy.ms).toBeLessThan(300); // turned away at once, not after the renders ahead
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(busy.headers.get('content-type')).toMatch(/^text\/html/);
      expect(busy.headers.get('cache-control')).toBe('no-store');
      expect(busy.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect(hindi.body).toContain(STATIC_PAGE_TEXTS.busy.hi.title);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(cookie.body).toContain(STATIC_PAGE_TEXTS.busy.hi.message);
    expect(english.body).toContain(STATIC_PAGE_TEXTS.busy.en.title);
    // The ones admitted are rendered, in turn.
    for (const page of await Promise.all([running, waiting])) {
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/rendered \d+/);
    }
    expect((await s.get('/tours')).status).toBe(200); // room again
  });

  it('when a render runs past RENDER_TIMEOUT_MS, then it is abandoned: the busy page (503), and the next page renders', async () => {
    s = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '4', RENDER_TIMEOUT_MS: '400' });
    const stuck = await s.get('/hotel?hang=1');
    expect(stuck.status).toBe(503);
    expect(stuck.ms).toBeLessThan(1_500);
    expect(stuck.headers.get('retry-after')).toBe('5');
    expect(stuck.body).toContain(STATIC_PAGE_TEXTS.busy.en.title);
    const next = await s.get('/hotel');
    expect(next.status).toBe(200);
    expect(next.body).toMatch(/rendered \d+/);
    // A request that waits for a slot past the time limit is answered at the limit too.
    const load = s.t.pages.renderLoad;
    const [first, second] = await Promise.all([
      s.get('/about?delay=600'),
      (async () => (await waitFor('the first page to render', () => load().running === 1), s.get('/contact')))(),
    ]);
    expect(first.status).toBe(503);
    expect(second.status).toBe(503);
    expect(second.ms).toBeLessThan(1_000);
  });

  it('while pages render (CPU-bound), then /api/health, /api/ready and the API answer without waiting behind them', async () => {
    s = await serve({ RENDER_CONCURRENCY: '2', RENDER_QUEUE: '8', RENDER_TIMEOUT_MS: '10000' });
    const renders = [s.get('/hotel?burn=1500'), s.get('/about?burn=1500'), s.get('/tours?burn=500')];
    const load = s.t.pages.renderLoad;
    await waitFor('two pages to render and one to wait', () => load().running === 2 && load().waiting === 1);
    const times: number[] = [];
    for (const path of [
      '/api/health',
      '/api/health',
      '/api/ready',
      '/api/rooms/get',
      '/api/site-config',
      '/api/health',
    ]) {
      const res = await s.get(path, { accept: 'application/json' });
      expect(res.status).toBe(200);
      times.push(res.ms);
    }
    expect(Math.max(...times)).toBeLessThan(250);
    for (const page of await Promise.all(renders)) expect(page.status).toBe(200);
  });
});

describe('pages while the database is unavailable', () => {
  it('when a page\'s data gets 503, then the page answers 503 with Retry-After: as it last rendered, else the "back shortly" page in the visitor\'s language', async () => {
    // Without the HTML cache, which would keep sending the page it holds (fast-pages.test.ts).
    s = await serve({ PAGE_CACHE_MB: '0' });
    const good = await s.get('/about');
    expect(good.status).toBe(200);
    const copy = /rendered \d+/.exec(good.body)![0];
    fake.setUnavailable(true);
    try {
      const kept = await s.get('/about');
      expect(kept.status).toBe(503);
      expect(kept.headers.get('retry-after')).toBe('30');
      expect(kept.body).toContain(copy); // the last good page, with its data, not an empty one
      const none = await s.get('/contact');
      expect(none.status).toBe(503);
      expect(none.headers.get('retry-after')).toBe('30');
      expect(none.body).toContain(STATIC_PAGE_TEXTS.unavailable.en.title);
      const hindi = await s.get('/contact', { cookie: 'lang=hi' });
      expect(hindi.body).toContain(STATIC_PAGE_TEXTS.unavailable.hi.title);
    } finally {
      fake.setUnavailable(false);
    }
    const back = await s.get('/about');
    expect(back.status).toBe(200);
    expect(back.body).not.toContain(copy);
  });
});

describe('render gate and page store', () => {
  it('when slots free up, then waiting requests get them first come first served; a request that gives up leaves the queue', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 2, timeoutMs: 1000 });
    const a = await gate.enter(new AbortController().signal);
    expect(typeof a).toBe('function');
    const order: string[] = [];
    const giveUp = new AbortController();
    const b = gate.enter(giveUp.signal).then((r) => (order.push('b'), r));
    const c = gate.enter(new AbortController().signal).then((r) => (order.push('c'), r));
    expect(gate.full).toBe(true);
    expect(await gate.enter(new AbortController().signal)).toBe('full');
    giveUp.abort();
    expect(await b).toBe('aborted');
    (a as () => void)();
    const cRelease = await c;
    expect(order).toEqual(['b', 'c']);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    (cRelease as () => void)();
    (cRelease as () => void)(); // a second release changes nothing
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('when renders take long, then a request is queued only while its turn would come within the time limit', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 100, timeoutMs: 1000 });
    // Renders of about 300 ms: three waiting would be served within 1 s, a fourth would not.
    const first = (await gate.enter(new AbortController().signal)) as () => void;
    await sleep(300);
    first();
    const running = (await gate.enter(new AbortController().signal)) as () => void;
    const waiting = [1, 2, 3].map(() => gate.enter(new AbortController().signal));
    expect(gate.load).toEqual({ running: 1, waiting: 3 });
    expect(gate.full).toBe(true);
    expect(await gate.enter(new AbortController().signal)).toBe('full');
    running();
    for (const w of waiting) ((await w) as () => void)();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('when more pages are kept than its memory allows, then the least recently used go', () => {
    const pages = new LastGoodPages(1000);
    const req = (url: string) => ({ originalUrl: url }) as Request;
    for (let i = 0; i < 10; i++) pages.keep(req(`/p${i}`), 'en', Buffer.alloc(300));
    expect(pages.size).toBeLessThanOrEqual(1000);
    expect(pages.get(req('/p9'), 'en')).toBeDefined();
    expect(pages.get(req('/p0'), 'en')).toBeUndefined();
    expect(pages.get(req('/p9'), 'hi')).toBeUndefined(); // per language
  });
});
