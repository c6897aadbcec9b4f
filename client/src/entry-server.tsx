/**
 * The server's entry (built by `vite build --ssr`, loaded by server/src/ssr/page-renderer.ts):
 * renders a public page to HTML with its data, for the browser to hydrate (entry-client.tsx).
 *
 * Data: the page's components declare their queries as usual (TanStack Query). A render pass
 * (`prerenderToNodeStream`, which also waits for lazy pages) records the queries the page asks
 * for; they are fetched from the API, and passes repeat until no new query appears (a detail page
 * asks for its item, then for what the item's sections need). The final render streams, and the
 * fetched data goes into the page (dehydrated) so the browser starts from the same cache.
 * Language: each render has its own i18next instance and, for the shared text functions, its own
 * display language through AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Writable } from 'node:stream';
import { dehydrate, defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { setDisplayLangSource, type Lang } from '@pachmarhi/common/i18n/lang';
import i18n from './i18n';
import { App, createQueryClient } from './app/app';
import { appRoutes } from './app/routes';
import { pageModule, preloadPage } from './app/routes/page';
import { setServerApiOrigin } from './lib/api';
import { SITE_CONFIG_KEY } from './lib/queries/site-config';
import type { SiteConfig } from '@pachmarhi/common/types';

const renderLang = new AsyncLocalStorage<Lang>();
setDisplayLangSource(() => renderLang.getStore());

/** Render passes before the final one; a page needing more rounds of data renders the rest in the browser. */
const MAX_DATA_PASSES = 4;

let ready: Promise<unknown> | undefined;
/** Load every public namespace in both languages once (they are chunks of this build). */
const loadTranslations = () =>
  (ready ??= i18n.loadLanguages(['en', 'hi']).then(() => i18n.loadNamespaces(['common', 'catalog', 'pages'])));

export interface RenderInput {
  /** The request's path and query ('/hotel?checkIn=2026-12-01'). */
  url: string;
  lang: Lang;
  /** Where the API answers for this process ('http://127.0.0.1:3000'). */
  apiOrigin: string;
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
}

const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};

/** Fetch every query the last pass asked for and has not fetched yet; false when there was none. */
async function fetchAskedQueries(client: QueryClient, tried: Set<string>): Promise<boolean> {
  const asked = client.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && enabled(q));
  asked.forEach((q) => tried.add(q.queryHash));
  await Promise.all(asked.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey, retry: false })));
  return asked.length > 0;
}

async function drain(node: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node);
  for await (const chunk of prelude) void chunk;
}

/**
 * Render the page at `input.url` with its data.
 * @returns the markup stream and the dehydrated cache; the caller sets the status (404 for unknown
 * paths and items, decided before rendering) and wraps the markup in index.html
 * @throws whatever React throws while rendering the shell (the caller answers 500 and logs it)
 */
export async function render(input: RenderInput): Promise<RenderedPage> {
  setServerApiOrigin(input.apiOrigin);
  await loadTranslations();
  const t = i18n.cloneInstance({ lng: input.lang, initAsync: false });
  const client = createQueryClient();
  const handler = createStaticHandler(appRoutes);
  const request = new Request(new URL(input.url, 'http://localhost'), { signal: input.signal });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected route response ${context.status}`);
  const matches = matchRoutes(appRoutes, new URL(request.url).pathname) ?? [];
  await Promise.all(matches.map((m) => preloadPage(m.route)));
  const modules = matches.map((m) => pageModule(m.route)).filter((m): m is string => !!m);
  const page = () => (
    <App queryClient={client} i18n={t}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </App>
  );

  return renderLang.run(input.lang, async () => {
    const tried = new Set<string>();
    for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
      await drain(page());
      if (!(await fetchAskedQueries(client, tried))) break;
    }
    // The API saw the renderer's own address; absolute links use the address the visitor asked for.
    client.setQueryData<SiteConfig>(SITE_CONFIG_KEY, (c) => c && { ...c, siteUrl: input.siteOrigin });
    const state = JSON.stringify(
      dehydrate(client, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error' }),
    ).replace(/</g, '\\u003c');
    const html = await new Promise<PassThrough>((resolve, reject) => {
      const out = new PassThrough();
      const stream = renderToPipeableStream(page(), {
        onAllReady: () => {
          stream.pipe(out);
          resolve(out);
        },
        onShellError: reject,
        onError: (err) => console.error('[ssr] render error', input.url, err),
        // Everything is ready before the first byte: write every boundary in place (no hidden
        // parts revealed by inline scripts, which the Content-Security-Policy would block).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
      input.signal?.addEventListener('abort', () => stream.abort());
    });
    return { pipe: (into: Writable) => void html.pipe(into), state, modules };
  });
}
