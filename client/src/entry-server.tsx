/**
 * The server's entry (built by `vite build --ssr`, run on the server's render thread by
 * server/src/modules/pages/render-worker.ts): renders a public page to HTML with its data, for the
 * browser to hydrate (entry-client.tsx).
 *
 * Data: each page's queries are declared from its address (app/routes/page-data.ts, the client's
 * own query factories); they are fetched in parallel before rendering, their API calls answered by
 * the server process itself through its modules (`input.data`, no HTTP), and the page renders once.
 * A query the render asks for that was not declared is fetched then and the page rendered again
 * (at most MAX_EXTRA_PASSES times), and logged. The fetched data goes into the page (dehydrated) so
 * the browser starts from the same cache.
 * Language: each render has its own i18next instance and, for the shared text functions, its own
 * display language through AsyncLocalStorage. The texts of the namespaces the render read go into
 * the page (client/src/lib/ssr-state.ts).
 */
import './ssr-clock';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, defaultShouldDehydrateQuery, hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setDisplayLangSource, type Lang } from '@pachmarhi/common/i18n/lang';
import { todayIST } from '@pachmarhi/common/time';
import i18n, { onNamespaceRead, type Namespace } from './i18n';
import { App, createQueryClient } from './app/app';
import { appRoutes } from './app/routes';
import { pageModules, preloadPage } from './app/routes/page';
import { pageQueries, type PageQuery } from './app/routes/page-data';
import { ApiRequestError, setServerApiOrigin, setServerData, type ServerData } from './lib/api';
import { SITE_CONFIG_KEY } from './lib/queries/site-config';
import type { SsrState } from './lib/ssr-state';
import type { SiteConfig } from '@pachmarhi/common/types';

/** The current render's language and the namespaces its texts came from. */
const renderLang = new AsyncLocalStorage<{ lang: Lang; read: Set<Namespace> }>();
setDisplayLangSource(() => renderLang.getStore()?.lang);
onNamespaceRead((ns) => renderLang.getStore()?.read.add(ns));
/** The current render's in-process data source (the API calls of its queries). */
const renderData = new AsyncLocalStorage<ServerData | undefined>();
setServerData(() => renderData.getStore());

/** Rounds of declared data (an item page: the item, then what its sections need). */
const MAX_DECLARED_ROUNDS = 3;
/** Renders again when the render asked for queries that were not declared; past these, it renders as it is. */
const MAX_EXTRA_PASSES = 2;

/** One i18next instance per language, shared by the renders in it (they only read it). */
const instances = new Map<Lang, I18n>();

/**
 * The most texts remembered per language, namespace and key prefix (the site has a few hundred;
 * with their values, a few per item): past it, texts are worked out on every call.
 */
const MAX_REMEMBERED_TEXTS = 5_000;

/**
 * The memo key of a `t` call (`key`, then its options' names and values), or undefined when it is
 * not one to remember: options other than one object of plain values (a count, a price, a name).
 */
function textKey(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (rest.length === 0) return key;
  const options = rest[0];
  if (rest.length > 1 || typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return undefined;
    id += `\u0000${name}\u0000${String(value)}`;
  }
  return id;
}

/**
 * Make `instance.getFixedT` hand out one `t` per language, namespace and key prefix that works each
 * text out once per key and option values: a page calls `t` hundreds of times (each card its price
 * lines and WhatsApp message), i18next's own costs a few µs each (it copies its options on every
 * call), and the texts never change once loaded. Calls with other options (objects, arrays) go to
 * i18next every time. Server renders only.
 */
function rememberTexts(instance: I18n): void {
  const base = instance.getFixedT.bind(instance);
  const fixed = new Map<string, TFunction>();
  instance.getFixedT = ((lng: string | readonly string[] | null, ns?: unknown, keyPrefix?: unknown) => {
    const language = lng ?? instance.language;
    if (typeof language !== 'string' || (keyPrefix !== undefined && typeof keyPrefix !== 'string'))
      return base(lng, ns as never, keyPrefix as never);
    const id = `${language}|${String(ns)}|${String(keyPrefix ?? '')}`;
    let t = fixed.get(id);
    if (!t) {
      const translate = base(language, ns as never, keyPrefix as never) as unknown as (...args: unknown[]) => unknown;
      const texts = new Map<string, string>();
      const remembering = (key: unknown, ...rest: unknown[]) => {
        const id = textKey(key, rest);
        if (id === undefined) return translate(key, ...rest);
        const known = texts.get(id);
        if (known !== undefined) return known;
        const text = translate(key, ...rest);
        if (typeof text === 'string' && texts.size < MAX_REMEMBERED_TEXTS) texts.set(id, text);
        return text;
      };
      t = Object.assign(remembering, { lng: language, ns, keyPrefix }) as unknown as TFunction;
      fixed.set(id, t);
    }
    return t;
  }) as I18n['getFixedT'];
}
rememberTexts(i18n);

/**
 * The i18next instance of a render in `lang`: a handle over the language's instance whose one own
 * property notes the namespaces the render's components read into `read` (react-i18next's
 * `useTranslation` reports them there).
 */
function i18nFor(lang: Lang, read: Set<Namespace>): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instances.set(lang, (instance = i18n.cloneInstance({ lng: lang, initAsync: false })));
    rememberTexts(instance);
  }
  const reportNamespaces = {
    addUsedNamespaces: (namespaces: Namespace[]) => namespaces.forEach((ns) => read.add(ns)),
    getUsedNamespaces: () => [...read],
  };
  return Object.assign(Object.create(instance) as I18n, { reportNamespaces });
}

/** The page state's `i18n` member as JSON ('<' escaped), by language and namespaces: the same few on every page. */
const textsJson = new Map<string, string>();

/**
 * The texts of the namespaces a render in `lang` read, for the browser's i18next (always 'common';
 * a Hindi page also its validation texts, which the browser only has in English): the page state's
 * `i18n` member, serialized once per language and set of namespaces.
 */
function textsOf(lang: Lang, read: Set<Namespace>): string {
  const namespaces = new Set<Namespace>(['common', ...read]);
  if (lang !== 'en') namespaces.add('validation');
  const key = `${lang} ${[...namespaces].sort().join(' ')}`;
  let json = textsJson.get(key);
  if (json === undefined) {
    const resources = Object.fromEntries(
      [...namespaces].map((ns) => [ns, (i18n.getResourceBundle(lang, ns) ?? {}) as Record<string, unknown>]),
    );
    json = escapeJson({ lang, resources } satisfies SsrState['i18n']);
    textsJson.set(key, json);
  }
  return json;
}

/** `value` as JSON for inside `<script type="application/json">`: '<' escaped, so no '</script>' can end it. */
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The routes' static handler (React Router): made once, it holds nothing of a request. */
const handler = createStaticHandler(appRoutes);

let ready: Promise<unknown> | undefined;
/** Load every public namespace in both languages once (they are chunks of this build). */
const loadTranslations = () =>
  (ready ??= i18n
    .loadLanguages(['en', 'hi'])
    .then(() => i18n.loadNamespaces(['common', 'catalog', 'pages', 'validation'])));

export interface RenderInput {
  /** The request's path and query ('/hotel?checkIn=2026-12-01'). */
  url: string;
  lang: Lang;
  /** Where the API answers for this process ('http://127.0.0.1:3000'): calls `data` does not answer go there. */
  apiOrigin: string;
  /** The API's answers from the server process itself (its modules, no HTTP); undefined for a path it does not know. */
  data?: ServerData;
  /** The site's public origin for this request ('https://pachmarhistays.in'), for canonical and preview URLs. */
  siteOrigin: string;
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** Write the page's markup (hoisted head tags first: title, meta, canonical link). */
  pipe(into: Writable): void;
  /** The data cache the page was rendered from, as JSON for `<script type="application/json">` ('<' escaped). */
  state: string;
  /** The page modules rendered ('src/features/gallery/routes/gallery-page.tsx'): their stylesheets and chunks go into the head. */
  modules: string[];
  /**
   * A query of the page got 503 from the API (the database is unavailable): the page would show
   * without its data, so it is not rendered and the server answers its "back shortly" page instead.
   */
  unavailable: boolean;
  /** React renders it took: 1, or more when the render asked for queries page-data.ts did not declare. */
  passes: number;
}

const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};

/** Fetch `queries` (those not fetched yet, enabled); the ones fetched are added to `tried`. */
async function fetchQueries(client: QueryClient, queries: PageQuery[], tried: Set<string>): Promise<number> {
  const fresh = queries.filter((q) => {
    const hash = hashKey(q.queryKey);
    if (tried.has(hash) || q.enabled === false) return false;
    tried.add(hash);
    return true;
  });
  await Promise.all(fresh.map((q) => client.prefetchQuery({ ...(q as never as object), retry: false } as never)));
  return fresh.length;
}

/** The queries the last render asked for and nobody fetched: declared nowhere (app/routes/page-data.ts). */
const askedNotFetched = (client: QueryClient, tried: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && enabled(q));

/** Undeclared queries already reported, by page and key: each is logged once per process. */
const reported = new Set<string>();

/** Render `node` whole (every Suspense boundary in place, lazy parts loaded) to its markup. */
function renderWhole(node: ReactNode, url: string, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const into = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    into.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(into),
      onShellError: reject,
      onError: (err) => console.error('[ssr] render error', url, err),
      // Everything is ready before the first byte: write every boundary in place (no hidden
      // parts revealed by inline scripts, which the Content-Security-Policy would block).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

/** Whether a query failed because the API could not reach the database (503). */
const failedUnavailable = (q: Query) =>
  q.state.status === 'error' && q.state.error instanceof ApiRequestError && q.state.error.status === 503;

/**
 * Render the page at `input.url` with its data.
 * @returns the markup stream and the dehydrated cache; the caller sets the status (404 for unknown
 * paths and items, decided before rendering) and wraps the markup in index.html
 * @throws whatever React throws while rendering the shell (the caller answers 500 and logs it)
 */
export async function render(input: RenderInput): Promise<RenderedPage> {
  setServerApiOrigin(input.apiOrigin);
  await loadTranslations();
  const read = new Set<Namespace>();
  const t = i18nFor(input.lang, read);
  const client = createQueryClient();
  const request = new Request(new URL(input.url, 'http://localhost'), { signal: input.signal });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected route response ${context.status}`);
  const { matches } = context;
  await Promise.all(matches.map((m) => preloadPage(m.route)));
  const modules = matches.flatMap((m) => pageModules(m.route));
  const page = () => (
    <App queryClient={client} i18n={t}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </App>
  );

  const at = new URL(input.url, 'http://localhost');
  return renderLang.run({ lang: input.lang, read }, () =>
    renderData.run(input.data, async () => {
      const tried = new Set<string>();
      const today = todayIST();
      // The page's declared data, in parallel; an item page's sections once its item is there.
      for (let round = 0; round < MAX_DECLARED_ROUNDS; round++) {
        input.signal?.throwIfAborted();
        if (!(await fetchQueries(client, pageQueries(at, client, today), tried))) break;
      }
      const unavailable = () => client.getQueryCache().getAll().some(failedUnavailable);
      // The API saw the renderer's own address; absolute links use the address the visitor asked for.
      const ownOrigin = () =>
        client.setQueryData<SiteConfig>(SITE_CONFIG_KEY, (c) => c && { ...c, siteUrl: input.siteOrigin });
      let passes = 0;
      let html = '';
      // An abandoned render (the visitor left, or the server's time limit passed) stops between passes.
      for (;;) {
        input.signal?.throwIfAborted();
        if (unavailable()) {
          return { pipe: (into: Writable) => void into.end(), state: '', modules, unavailable: true, passes };
        }
        ownOrigin();
        html = await renderWhole(page(), input.url, input.signal);
        passes++;
        const missing = askedNotFetched(client, tried);
        if (!missing.length || passes > MAX_EXTRA_PASSES) break;
        for (const q of missing) {
          const key = `${matches.at(-1)?.route.path ?? input.url} ${JSON.stringify(q.queryKey)}`;
          if (!reported.has(key))
            console.warn(
              `[ssr] ${input.url} asked for ${JSON.stringify(q.queryKey)}, which app/routes/page-data.ts does not declare: rendered again`,
            );
          reported.add(key);
        }
        await fetchQueries(
          client,
          missing.map((q) => q.options as PageQuery),
          tried,
        );
      }
      input.signal?.throwIfAborted();
      const queries: SsrState['queries'] = dehydrate(client, {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
      });
      // SsrState, written in two parts: the texts are the same JSON on every page of their kind.
      const state = `{"queries":${escapeJson(queries)},"i18n":${textsOf(input.lang, read)}}`;
      return { pipe: (into: Writable) => void into.end(html), state, modules, unavailable: false, passes };
    }),
  );
}
