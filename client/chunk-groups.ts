import type { Plugin } from 'vite';

/** The module graph's sets the chunk groups below read, filled when the build has loaded every module. */
const sets = { home: new Set<string>(), shared: new Set<string>() };

const isApp = (id: string) =>
  /[\\/](client|common)[\\/]src[\\/]/.test(id) && !/node_modules|[\\/]entry-[a-z]+\.tsx$/.test(id);

/**
 * Records which of the app's modules the home page's first visit runs (index.html's static imports)
 * and which of them the back office's Today screen runs too (admin.html's static imports and
 * Today's page). With two entries, each module the public site shares with the back office (or with
 * a lazy page) would otherwise be its own chunk: ~30 requests, each with its headers, on the home
 * page's first visit (issue 40, `npm run bench:web`).
 */
export function chunkGraph(): Plugin {
  return {
    name: 'pachmarhi-chunk-graph',
    apply: 'build',
    buildEnd() {
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const todo = [...starts];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.filter((id) => id.replace(/\\/g, '/').endsWith(suffix));
      const home = closure(find('src/entry-client.tsx'));
      const today = closure([...find('src/entry-admin.tsx'), ...find('front-desk/routes/today-page.tsx')]);
      sets.home.clear();
      sets.shared.clear();
      for (const id of home) if (isApp(id)) (today.has(id) ? sets.shared : sets.home).add(id);
    },
  };
}

/**
 * Two chunks for those modules: 'site' (the home page's code that Today does not run) and 'shared'
 * (what both run). Dependencies are not pulled in (the sets are whole already), so node_modules
 * stay in the 'vendor' chunk or their own.
 */
export const appChunkGroups = [
  { name: 'shared', priority: 1, includeDependenciesRecursively: false, test: (id: string) => sets.shared.has(id) },
  { name: 'site', priority: 1, includeDependenciesRecursively: false, test: (id: string) => sets.home.has(id) },
];
