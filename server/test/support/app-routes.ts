import type { Express } from 'express';

/** One route of the app: its method and full path as declared ('/api/rooms/update/:id'). */
export interface AppRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

const join = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path)).replace(/\/{2,}/g, '/') || '/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every route the app declares, read from its router (Express 5: `app.router.stack`, mounted
 * routers by their mount path), in declaration order, so a test can try each one and a route added
 * later is tried too without anyone listing it.
 */
export function appRoutes(app: Express): AppRoute[] {
  const walk = (stack: Layer[], prefix: string): AppRoute[] =>
    stack.flatMap((layer): AppRoute[] => {
      if (layer.route) {
        const paths = ([] as string[]).concat(layer.route.path);
        return paths.flatMap((p) =>
          METHODS.filter((m) => layer.route!.methods[m]).map((method) => ({ method, path: join(prefix, p) })),
        );
      }
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      return layer.handle?.stack ? walk(layer.handle.stack, join(prefix, mount)) : [];
    });
  const seen = new Set<string>();
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '').filter((r) => {
    const key = `${r.method} ${r.path}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}
