// @ts-check
/**
 * The render thread's task (run by piscina, from render-worker.ts): load the client's server entry
 * once, render the page it is given, collect the markup and return it. A port the main thread hands
 * the thread with its first task carries the pages' API calls to the main thread (answered from its
 * modules, one message each way) and an 'abort' of a render from it (the visitor left, or its time
 * was up), which aborts that render's signal. (One port per thread, not per render: a port per
 * render cost about 7 % more CPU a page.)
 *
 * Plain JavaScript, type-checked through its JSDoc (the shapes are in render-worker.ts): it runs as
 * it is in development and tests, and is bundled to dist/render-thread.js beside the server
 * (server/build.mjs), so no TypeScript loader starts with the thread.
 */
import { Writable } from 'node:stream';
import { workerData } from 'piscina';

/** @typedef {import('./render-worker').RenderThreadData} RenderThreadData */
/** @typedef {import('./render-worker').RenderTask} RenderTask */
/** @typedef {import('./render-worker').RenderInput} RenderInput */
/** @typedef {import('./render-worker').RenderedMarkup} RenderedMarkup */
/** @typedef {import('./render-worker').MainMessage} MainMessage */
/** @typedef {import('./render-worker').ThreadMessage} ThreadMessage */
/** @typedef {{ status: number; body: string }} TextAnswer */
/**
 * @typedef {{ pipe(into: Writable): void; state: string; modules: string[]; unavailable?: boolean; passes?: number }} RenderedPage
 * @typedef {{ render(input: RenderInput & { data?: (path: string) => Promise<TextAnswer | undefined>; signal: AbortSignal }): Promise<RenderedPage> }} ServerEntry
 */

const { entryUrl, inProcessData } = /** @type {RenderThreadData} */ (workerData);
const entry = /** @type {Promise<ServerEntry>} */ (import(entryUrl));
entry.catch(() => {}); // reported with the first render
const decoder = new TextDecoder();

/** @type {import('node:worker_threads').MessagePort | undefined} the port to the main thread (from the first task) */
let link;
/** @type {Map<number, AbortController>} the running renders' aborts, by id */
const aborts = new Map();
/** @type {Map<number, string>} aborts that arrived before their render's task (they travel on another port), by id */
const early = new Map();
/** @type {Map<number, (answer: TextAnswer | undefined) => void>} the data calls waiting, by number */
const asked = new Map();
let seq = 0;

/** @param {import('node:worker_threads').MessagePort} port */
function listen(port) {
  link = port;
  port.on('message', (/** @type {MainMessage} */ msg) => {
    if (msg.type === 'abort') {
      const running = aborts.get(msg.id);
      return void (running ? running.abort(msg.reason) : early.set(msg.id, msg.reason));
    }
    const resolve = asked.get(msg.seq);
    asked.delete(msg.seq);
    const a = msg.answer;
    resolve?.(a && { status: a.status, body: typeof a.body === 'string' ? a.body : decoder.decode(a.body) });
  });
}

/**
 * A page's API calls, answered by the main thread.
 * @param {RenderInput} input
 * @returns {(path: string) => Promise<TextAnswer | undefined>}
 */
const dataFor = (input) => (path) =>
  new Promise((resolve) => {
    const n = ++seq;
    asked.set(n, resolve);
    /** @type {ThreadMessage} */
    const call = { type: 'data', seq: n, path, lang: input.lang, origin: input.siteOrigin };
    link?.postMessage(call);
  });

/**
 * Render one page.
 * @param {RenderTask} task
 * @returns {Promise<RenderedMarkup>}
 * @throws the render's error (the abort's reason once aborted)
 */
export default async function render({ id, input, port }) {
  if (port) listen(port);
  if (!link) throw new Error('the render thread has no port to the main thread');
  const abort = new AbortController();
  aborts.set(id, abort);
  if (early.has(id)) abort.abort(early.get(id));
  early.delete(id);
  try {
    const data = inProcessData ? dataFor(input) : undefined;
    const page = await (await entry).render({ ...input, data, signal: abort.signal });
    /** @type {Buffer[]} */
    const chunks = [];
    await new Promise((resolve, reject) => {
      const into = new Writable({
        write(chunk, _enc, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
      });
      into.on('finish', resolve).on('error', reject);
      page.pipe(into);
    });
    // Copied to the main thread, not moved (see RenderedMarkup).
    return {
      html: Buffer.concat(chunks),
      state: Buffer.from(page.state),
      modules: page.modules,
      unavailable: page.unavailable === true,
      passes: page.passes,
    };
  } finally {
    aborts.delete(id);
  }
}
