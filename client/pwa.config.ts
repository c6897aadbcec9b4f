/**
 * The back office as an installable app (issue 40, docs/decisions/031-admin-offline-app.md): its
 * service worker (vite-plugin-pwa's Workbox `generateSW`) and its web app manifests.
 *
 * - The worker, /admin-sw.js, is registered by the back office only, with scope /admin
 *   (features/admin/offline/register-app.ts): the public site's server-rendered pages are never
 *   under it, so it can never answer them with a stale page. It precaches the app shell
 *   (admin.html, the back office's own page: src/entry-admin.tsx), the build's scripts, styles and fonts and the app icons, and answers a
 *   navigation under /admin with the precached shell (online too: the shell goes with the scripts
 *   it names). API calls are not cached by it (the data kept offline is in IndexedDB).
 * - A new worker waits (no skipWaiting, no clientsClaim): it takes over when the app is next
 *   opened, never under an open form; the app shows a "new version" notice meanwhile.
 * - Manifests: a web app manifest has one `name` and one `short_name` and no standard way to give
 *   them in two languages (the "translations" member is a proposal no browser ships), so there are
 *   two, /admin.webmanifest (English) and /admin-hi.webmanifest (Hindi), with the same `id`, and
 *   the back office links the one of its language: the phone's home screen shows the app's name
 *   in the language the person uses it in. Neither is linked from a public page.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#1f4d3a';

/** One language's manifest (the fields Chromium's install criteria read: name, icons 192/512, start_url, display). */
function manifest(lang: 'en' | 'hi') {
  return {
    id: '/admin',
    lang,
    dir: 'ltr',
    name: lang === 'hi' ? 'पचमढ़ी स्टेज़ – बैक ऑफ़िस' : 'Pachmarhi Stays – Back office',
    short_name: lang === 'hi' ? 'पचमढ़ी डेस्क' : 'Pachmarhi Desk',
    description:
      lang === 'hi'
        ? 'आज के आगमन, भुगतान, चेक-इन और चेक-आउट — नेटवर्क न होने पर भी'
        : "Today's arrivals, payments, check-ins and check-outs — even when the network drops",
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: '#ffffff',
    icons: [
      { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Writes /admin.webmanifest and /admin-hi.webmanifest into the browser build. */
function adminManifests(): Plugin {
  return {
    name: 'admin-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of ['en', 'hi'] as const)
        this.emitFile({
          type: 'asset',
          fileName: lang === 'en' ? 'admin.webmanifest' : 'admin-hi.webmanifest',
          source: JSON.stringify(manifest(lang), null, 2),
        });
    },
  };
}

/** The plugins of the browser build (none for the server render's build). */
export function adminApp(ssr: boolean): Plugin[] {
  if (ssr) return [];
  return [
    adminManifests(),
    ...VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      filename: 'admin-sw.js',
      workbox: {
        globPatterns: ['admin.html', 'favicon.svg', 'assets/*.{js,css,woff2}', 'app-icons/*.png'],
        navigateFallback: 'admin.html',
        navigateFallbackAllowlist: [/^\/admin(?:[/?#]|$)/],
        cleanupOutdatedCaches: true,
        // Staff notifications (Web Push): the push and notificationclick handlers (public/admin-sw-push.js).
        importScripts: ['/admin-sw-push.js'],
        // The charts' chunk is the largest (~440 KB): under the limit, so Reports open offline too.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
