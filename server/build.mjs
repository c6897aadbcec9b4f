// Bundle the server (and the shared common/ sources) into dist/main.js for `npm start`, and the
// render thread's module (piscina runs it), the seed's photo maker and the embedded database's
// first-time setup (child processes) into dist/ beside it: plain Node then
// runs them, without a TypeScript loader in memory. npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@pachmarhi/common');

await build({
  entryPoints: {
    main: 'src/main.ts',
    'render-thread': 'src/modules/pages/render-thread.mjs',
    'photo-maker': 'src/seed/photo-maker.ts',
    'pglite-init': 'src/platform/db/pglite-init.mjs',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('server bundled to server/dist/main.js (and beside it render-thread.js, photo-maker.js, pglite-init.js)');
