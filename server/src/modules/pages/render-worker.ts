import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { Logger } from '../../platform/logging/logger';

/** What the render of one page needs (client/src/entry-server.tsx, `RenderInput`, without the signal). */
export interface RenderInput {
  url: string;
  lang: Lang;
  apiOrigin: string;
  siteOrigin: string;
}

/**
 * One rendered page, whole: the markup (hoisted head tags first) and the dehydrated data as UTF-8
 * bytes (copied from the render thread: measured, a copy of 50–140 KB costs a tenth of moving the
 * buffers, which took 0.4–1 ms a page), the page modules.
 */
export interface RenderedMarkup {
  html: Uint8Array;
  state: Uint8Array;
  modules: string[];
  /** The page's data could not be read: the API answered 503 (the database is unavailable). */
  unavailable: boolean;
  /** React renders it took (1 unless the page asked for data its route did not declare). */
  passes?: number;
}

/** An API answer for a render's GET call, given by this process: status and JSON (text, or UTF-8 bytes, copied to the render thread). */
export interface DataAnswer {
  status: number;
  body: string | Uint8Array;
}

/**
 * The API's answers for renders, from this process's modules (./page-data.ts): the render thread
 * asks for each GET path its page's queries call. Undefined: not answered here (the render calls
 * the API over HTTP instead).
 */
export type PageDataSource = (path: string, ctx: { lang: Lang; origin: string }) => Promise<DataAnswer | undefined>;

/**
 * Heap of the render thread (MB): a runaway render ends the thread, not the process. A render
 * needs a few MB (one page's data and markup); a small young generation keeps the thread's
 * resident memory down (it is collected more often, in short pauses of the render thread only).
 */
const WORKER_HEAP_MB = 128;
const WORKER_YOUNG_MB = 8;

/**
 * The render thread's environment: the process's, with NODE_ENV=production whatever the process
 * runs with, so React (external to the server entry, chosen by NODE_ENV when first loaded) is
 * always its production build: the development build renders several times slower and warns on
 * the console. The development conveniences of the app itself are DEV_DEFAULTS (config.ts).
 */
export function renderThreadEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/**
 * The thread's code, plain CommonJS (evaluated, so it needs no file of its own next to the bundle):
 * load the server entry, render each page it is sent, collect the markup and post it back. An
 * 'abort' message aborts that render's signal (the visitor left, or its time was up).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Writable } = require('node:stream');
const entry = import(workerData.entryUrl);
entry.catch(() => {}); // reported with the first render
const aborts = new Map();
const decoder = new TextDecoder();
// The page's API calls, answered by the main thread from its modules: one message each way.
const asked = new Map();
let seq = 0;
const dataFor = (input) => (path) => new Promise((resolve) => {
  const n = ++seq;
  asked.set(n, resolve);
  parentPort.postMessage({ type: 'data', seq: n, path, lang: input.lang, origin: input.siteOrigin });
});
parentPort.on('message', async (msg) => {
  if (msg.type === 'abort') return void aborts.get(msg.id)?.abort(msg.reason);
  if (msg.type === 'data') {
    const resolve = asked.get(msg.seq);
    asked.delete(msg.seq);
    const a = msg.answer;
    return void resolve?.(a && { status: a.status, body: typeof a.body === 'string' ? a.body : decoder.decode(a.body) });
  }
  const abort = new AbortController();
  aborts.set(msg.id, abort);
  try {
    const data = workerData.inProcessData ? dataFor(msg.input) : undefined;
    const page = await (await entry).render({ ...msg.input, data, signal: abort.signal });
    const chunks = [];
    await new Promise((resolve, reject) => {
      const into = new Writable({ write(chunk, _enc, done) { chunks.push(Buffer.from(chunk)); done(); } });
      into.on('finish', resolve).on('error', reject);
      page.pipe(into);
    });
    // Copied to the main thread, not moved (see RenderedMarkup).
    const html = Buffer.concat(chunks);
    const state = Buffer.from(page.state);
    parentPort.postMessage({ id: msg.id, page: { html, state, modules: page.modules, unavailable: page.unavailable === true, passes: page.passes } });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: { message: String((err && err.message) || err), stack: err && err.stack, aborted: abort.signal.aborted } });
  } finally {
    aborts.delete(msg.id);
  }
});
`;

export interface RenderWorker {
  /**
   * Render a page on the render thread.
   * @throws the render's error (re-created here), or an Error when the thread ended meanwhile
   */
  render(input: RenderInput, signal: AbortSignal): Promise<RenderedMarkup>;
  /** End the thread (renders in flight fail). */
  close(): Promise<void>;
}

type Pending = { resolve: (page: RenderedMarkup) => void; reject: (err: Error) => void };

/** A render's API call, from the render thread. */
interface DataRequest {
  type: 'data';
  seq: number;
  path: string;
  lang: Lang;
  origin: string;
}
/** What the render thread posts: a render's API call, or a render's result or error. */
type WorkerMessage =
  | DataRequest
  | {
      type?: undefined;
      id: number;
      page?: RenderedMarkup;
      error?: { message: string; stack?: string; aborted?: boolean };
    };

/**
 * Server rendering on a thread of its own: a render is a long synchronous stretch of CPU (React),
 * and on the main thread every other request of the process (health checks, the API) would wait
 * through it. The page's data comes from this thread (`data`, answered from the modules), so the
 * render thread makes no HTTP calls for the pages' own data. The thread is started on the first
 * render and again after it ends (a crash, or its heap limit); renders in flight when it ends
 * fail, and their pages fall back to the app shell.
 * @param entryFile client/dist-server/entry-server.js
 * @param data the API's answers for renders; without it the render thread calls the API over HTTP
 */
export function createRenderWorker(entryFile: string, logger: Logger, data?: PageDataSource): RenderWorker {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /** Answer a render's API call from the modules (a failure reads as a 500, as the API's would). */
  const answer = (w: Worker, msg: DataRequest) => {
    const reply = (a: DataAnswer | undefined) => {
      if (worker === w) w.postMessage({ type: 'data', seq: msg.seq, answer: a });
    };
    data!(msg.path, { lang: msg.lang, origin: msg.origin }).then(reply, (err: unknown) => {
      logger.error({ err, path: msg.path }, "[pages] a page's data could not be answered");
      reply({ status: 500, body: JSON.stringify({ success: false, message: 'Something went wrong' }) });
    });
  };

  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entryUrl: pathToFileURL(entryFile).href, inProcessData: !!data },
      env: renderThreadEnv(),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    w.unref(); // never what keeps the process alive
    w.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'data') return answer(w, msg);
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.page) return p.resolve(msg.page);
      const err = new Error(msg.error?.message ?? 'render failed');
      if (msg.error?.stack) err.stack = msg.error.stack;
      p.reject(err);
    });
    const ended = (why: string) => {
      if (worker !== w) return;
      worker = undefined;
      if (pending.size) logger.error(`[pages] render thread ended (${why}); ${pending.size} render(s) in flight fail`);
      for (const p of pending.values()) p.reject(new Error(`render thread ended: ${why}`));
      pending.clear();
    };
    w.on('error', (err) => ended(err.message));
    w.on('exit', (code) => ended(`exit code ${code}`));
    return w;
  };

  return {
    render(input, signal) {
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise<RenderedMarkup>((resolve, reject) => {
        const onAbort = () => w.postMessage({ type: 'abort', id, reason: String(signal.reason) });
        pending.set(id, {
          resolve: (page) => (signal.removeEventListener('abort', onAbort), resolve(page)),
          reject: (err) => (signal.removeEventListener('abort', onAbort), reject(err)),
        });
        w.postMessage({ type: 'render', id, input });
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      for (const p of pending.values()) p.reject(new Error('render thread closed'));
      pending.clear();
      await w?.terminate();
    },
  };
}
