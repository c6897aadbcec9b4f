import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { adminApp } from './pwa.config.ts';
import { appChunkGroups, chunkGraph } from './chunk-groups.ts';

const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // adminApp: the back office's manifests and service worker (pwa.config.ts).
  plugins: [react(), ...adminApp(!!isSsrBuild), chunkGraph()],
  // '@/…' is client/src (the same alias as tsconfig `paths`).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: 5173,
    // '^/api/' (not '/api') so the client's own /api-test page is not sent to the API.
    proxy: { '^/api/': api, '/uploads': api },
  },
  // The browser build (dist, with a manifest naming each page's chunk and its stylesheets) and the
  // server render's build (dist-server, `vite build --ssr`). No <link rel="modulepreload"> for the
  // entry's chunks: on a slow link they took the bandwidth the page's main image needed (LCP 2.7 s →
  // 1.7 s on /hotel in `npm run bench:web`); the entry imports them itself. The largest chunk is
  // the back office's charts (the charting library, 440 KB, fetched by the dashboard only): the size
  // warning starts above it, so `npm start` prints no chunk warning.
  // Two pages: index.html (the site, src/entry-client.tsx) and admin.html (the back office's own
  // shell, src/entry-admin.tsx: none of the public site's code on a phone's first visit).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    manifest: true,
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', admin: 'admin.html' },
          // The libraries every page runs (React, the router, translations, the data cache) in one
          // chunk instead of a dozen small ones: each request costs its headers (~0.4 KB) too.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next[^/\\]*|react-i18next|@tanstack|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
                },
                // The app's own modules on the home page's first visit: 'shared' (Today runs them too)
                // and 'site' (chunk-groups.ts).
                ...appChunkGroups,
              ],
            },
          },
        },
  },
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], setupFiles: ['test/i18n-setup.ts'] },
}));
