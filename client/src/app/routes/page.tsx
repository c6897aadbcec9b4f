import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page loaded as its own chunk, which can be fetched before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** `React.lazy` of a page module (its default export) that also exposes `preload`. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
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
