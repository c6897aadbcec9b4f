import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page loaded as its own chunk, which can be fetched before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page module (its default export) loaded on first use, like `React.lazy`, with `preload`. Once
 * preloaded it renders at once instead of suspending, so a server-rendered page hydrates in one pass
 * when the browser preloads it first (entry-client.tsx).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((m) => (loaded = m.default));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

/** The route of one page at `path`; a lazy page's `preload` travels in the route's handle. */
export function pageRoute(path: string, Page: ComponentType | LazyPage): RouteObject {
  return { path, element: <Page />, handle: { preload: 'preload' in Page ? Page.preload : undefined } };
}

/**
 * Fetch a matched route's page chunk, if it has one (the browser before hydrating a server-rendered
 * page, the server before rendering it).
 */
export function preloadPage(route: RouteObject): Promise<unknown> | undefined {
  return (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
}
