import type { Plugin } from 'vite';

/** The module graph's sets the chunk groups below read, filled when the build has loaded every module. */
const sets = { home: new Set<string>(), shared: new Set<string>(), admin: new Set<string>() };

const isApp = (id: string) =>
  /[\\/](client|common)[\\/]src[\\/]/.test(id) && !/node_modules|[\\/]entry-[a-z]+\.tsx$/.test(id);

/**
 * Records which of the app's modules the home page's first visit runs (index.html's static imports)
 * and which of them the back office's Today screen runs too (admin.html's static imports and
 * Today's page). With two entries, each module the public site shares with the back office (or with
 * a lazy page) would otherwise be its own chunk: ~30 requests, each with its headers, on the home
 * page's first visit (issue 40, `npm run bench:web`). The back office's own modules that its
 * shell and Today run (~30 small chunks otherwise) are recorded too.
 */
export function chunkGraph(): Plugin {
  return {
    name: 'pachmarhi-chunk-graph',
    apply: 'build',
    buildEnd() {
      // `lazy`: follow dynamic imports too, except into the back office (app/routes/admin.tsx).
      const closure = (starts: string[], lazy = false) => {
        const seen = new Set<string>();
        // Modules reached and not yet read (a worklist: depth-first, each module read once).
        const pending = [...starts];
        while (pending.length) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          pending.push(...(info?.importedIds ?? []));
          if (lazy)
            pending.push(...(info?.dynamicallyImportedIds ?? []).filter((d) => !/routes[\\/]admin\.tsx$/.test(d)));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.filter((id) => id.replace(/\\/g, '/').endsWith(suffix));
      const home = closure(find('src/entry-client.tsx'));
      // Everything the public site may load; a public page never fetches the 'admin' chunk.
      const site = closure(find('src/entry-client.tsx'), true);
      const today = closure([...find('src/entry-admin.tsx'), ...find('front-desk/routes/today-page.tsx')]);
      for (const set of Object.values(sets)) set.clear();
      for (const id of home) if (isApp(id)) (today.has(id) ? sets.shared : sets.home).add(id);
      // Today's page stays its own chunk (the other screens do not run it).
      for (const id of today) if (isApp(id) && !site.has(id) && !/today-page\.tsx$/.test(id)) sets.admin.add(id);
    },
  };
}

/**
 * Three chunks for those modules: 'site' (the home page's code that Today does not run), 'shared'
 * (what both run) and 'admin' (the back office's shell and the modules Today shares with other
 * screens; every screen's first visit runs the shell anyway). Dependencies are not pulled in (the sets are whole already), so node_modules
 * stay in the 'vendor' chunk or their own.
 */
export const appChunkGroups = [
  { name: 'shared', priority: 1, includeDependenciesRecursively: false, test: (id: string) => sets.shared.has(id) },
  { name: 'site', priority: 1, includeDependenciesRecursively: false, test: (id: string) => sets.home.has(id) },
  { name: 'admin', priority: 1, includeDependenciesRecursively: false, test: (id: string) => sets.admin.has(id) },
];
