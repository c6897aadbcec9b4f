import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page loaded as its own chunk, which can be fetched before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; module: string };

/** The visitor side's page modules (each its own chunk), by path: '/src/features/about/routes/about-page.tsx'. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '/src/features/**/routes/*-page.tsx',
  '!/src/features/admin/**',
]);

/**
 * The page module at `module` ('src/features/about/routes/about-page.tsx', as Vite's manifest names
 * it) loaded on first use, like `React.lazy`, with `preload`. Once preloaded it renders at once
 * instead of suspending, so a server-rendered page hydrates in one pass when the browser preloads it
 * first (entry-client.tsx). The server links the module's stylesheets from the manifest, so the page
 * is styled before its script arrives (server/src/ssr).
 * @throws Error at startup for a path that names no page module
 */
export function lazyPage(module: string): LazyPage {
  const load = PAGE_MODULES[`/${module}`];
  if (!load) throw new Error(`no page module ${module}`);
  let loaded: ComponentType | undefined;
  const preload = () => load().then((m) => (loaded = m.default));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload, module });
}

/**
 * The route of one page at `path`; a lazy page's `preload` travels in the route's handle, and so do
 * a page's `parts`: modules of lazy parts the server renders into it ('src/features/…/x.tsx').
 */
export function pageRoute(path: string, Page: (ComponentType | LazyPage) & { parts?: string[] }): RouteObject {
  const parts = Page.parts ? { parts: Page.parts } : {};
  return {
    path,
    element: <Page />,
    handle: 'preload' in Page ? { preload: Page.preload, module: Page.module, ...parts } : parts,
  };
}

/**
 * The modules of a matched route whose stylesheets the server links: its page module
 * ('src/features/…-page.tsx') when it is its own chunk, and the lazy parts it renders.
 */
export function pageModules(route: RouteObject): string[] {
  const handle = route.handle as { module?: string; parts?: string[] } | undefined;
  return [...(handle?.module ? [handle.module] : []), ...(handle?.parts ?? [])];
}

/**
 * Fetch a matched route's page chunk, if it has one (the browser before hydrating a server-rendered
 * page, the server before rendering it).
 */
export function preloadPage(route: RouteObject): Promise<unknown> | undefined {
  return (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
}
