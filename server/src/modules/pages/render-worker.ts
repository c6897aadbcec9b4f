import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { Logger } from '../../platform/logging/logger';

/** What the thread is started with. */
export interface RenderThreadData {
  /** file: URL of client/dist-server/entry-server.js. */
  entryUrl: string;
  /** Whether the main thread answers the pages' API calls (else the render calls the API over HTTP). */
  inProcessData: boolean;
}

/** What the render of one page needs (client/src/entry-server.tsx, `RenderInput`, without the signal). */
export interface RenderInput {
  url: string;
  lang: Lang;
  apiOrigin: string;
  siteOrigin: string;
}

/** One render: its id, the page, and the thread's port with the first task a thread is given (see MainMessage, ThreadMessage). */
export interface RenderTask {
  id: number;
  input: RenderInput;
  port?: MessagePort;
}

/** An API answer for a render's GET call, given by the main thread: status and JSON (text, or UTF-8 bytes, copied to the render thread). */
export interface DataAnswer {
  status: number;
  body: string | Uint8Array;
}

/** What the thread posts on its port: a page's API call. */
export type ThreadMessage = { type: 'data'; seq: number; path: string; lang: Lang; origin: string };
/** What the main thread posts on it: a call's answer (undefined: not answered there), or a render's abort. */
export type MainMessage =
  { type: 'data'; seq: number; answer?: DataAnswer } | { type: 'abort'; id: number; reason: string };

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
/** Renders the thread takes at once: the most RENDER_CONCURRENCY allows (the render gate holds the rest). */
const MAX_CONCURRENT_RENDERS = 64;

/**
 * The render thread's environment: the process's, with NODE_ENV=production whatever the process
 * runs with, so React (external to the server entry, chosen by NODE_ENV when first loaded) is
 * always its production build: the development build renders several times slower and warns on
 * the console. The development conveniences of the app itself are DEV_DEFAULTS (config.ts).
 */
export function renderThreadEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

export interface RenderWorker {
  /**
   * Render a page on the render thread.
   * @throws the render's error (copied from the thread), or an Error when the thread ended meanwhile
   */
  render(input: RenderInput, signal: AbortSignal): Promise<RenderedMarkup>;
  /** End the thread (renders in flight fail). */
  close(): Promise<void>;
}

/**
 * The render thread's module: the bundle's dist/render-thread.js beside dist/main.js (`npm start`),
 * else this folder's render-thread.mjs (development, tests). Plain JavaScript (type-checked through
 * its JSDoc), so the thread needs no TypeScript loader in any of them.
 */
function renderThreadFile(): string {
  const built = new URL('./render-thread.js', import.meta.url);
  return (fs.existsSync(built) ? built : new URL('./render-thread.mjs', import.meta.url)).href;
}

/**
 * Server rendering on a thread of its own (a piscina pool of one thread): a render is a long
 * synchronous stretch of CPU (React), and on the main thread every other request of the process
 * (health checks, the API) would wait through it. The page's data comes from this thread (`data`,
 * answered from the modules, over a port of the render's own), so the render thread makes no HTTP
 * calls for the pages' own data. The thread is started on the first render and again after it ends
 * (a crash, or its heap limit); renders in flight when it ends fail, and their pages fall back to
 * the app shell. Renders run concurrently on it (the render gate bounds how many).
 * @param entryFile client/dist-server/entry-server.js
 * @param data the API's answers for renders; without it the render thread calls the API over HTTP
 */
export function createRenderWorker(entryFile: string, logger: Logger, data?: PageDataSource): RenderWorker {
  const workerData: RenderThreadData = { entryUrl: pathToFileURL(entryFile).href, inProcessData: !!data };
  const pool = new Piscina<RenderTask, RenderedMarkup>({
    filename: renderThreadFile(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: Infinity,
    // Renders are asynchronous (they wait for their data on their port): the thread's event loop
    // must run between tasks, so it never blocks in Atomics.wait for the next one.
    atomics: 'disabled',
    // No run/wait-time histograms per task: nothing reads them.
    recordTiming: false,
    concurrentTasksPerWorker: MAX_CONCURRENT_RENDERS,
    workerData,
    env: renderThreadEnv(),
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  let closed = false;
  /** The port to the current thread: made for a new thread and handed to it with its first task. */
  let link: { port: MessagePort; handed: boolean } | undefined;
  let nextId = 1;
  pool.on('error', (err: Error) => logger.error({ err }, '[pages] the render thread failed'));
  pool.on('workerDestroy', () => {
    link?.port.close();
    link = undefined;
    if (!closed) logger.error('[pages] render thread ended; renders in flight fail');
  });

  /** Answer a render's API call from the modules (a failure reads as a 500, as the API's would). */
  const answer = (port: MessagePort, msg: ThreadMessage) => {
    const reply = (a: DataAnswer | undefined) => {
      if (link?.port === port) port.postMessage({ type: 'data', seq: msg.seq, answer: a } satisfies MainMessage);
    };
    data!(msg.path, { lang: msg.lang, origin: msg.origin }).then(reply, (err: unknown) => {
      logger.error({ err, path: msg.path }, "[pages] a page's data could not be answered");
      reply({ status: 500, body: JSON.stringify({ success: false, message: 'Something went wrong' }) });
    });
  };

  /** The task of a render: with the thread's port when the thread has not been handed one yet. */
  const taskOf = (id: number, input: RenderInput): { task: RenderTask; transferList?: [MessagePort] } => {
    if (link?.handed) return { task: { id, input } };
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (msg: ThreadMessage) => answer(port1, msg));
    port1.unref(); // never what keeps the process alive
    link = { port: port1, handed: true };
    return { task: { id, input, port: port2 }, transferList: [port2] };
  };

  return {
    async render(input, signal) {
      const id = nextId++;
      const { task, transferList } = taskOf(id, input);
      const port = link!.port;
      const onAbort = () =>
        port.postMessage({ type: 'abort', id, reason: String(signal.reason) } satisfies MainMessage);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      try {
        return await pool.run(task, transferList ? { transferList } : undefined);
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    async close() {
      closed = true;
      await pool.destroy();
      link?.port.close();
    },
  };
}
