/**
 * The browser's entry: hydrates a page the server rendered (client/src/entry-server.tsx) with the
 * data it was rendered from, or renders the app into the empty shell (the back office, account pages).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { toLang } from '@pachmarhi/common/i18n/lang';
import i18n, { serverRenderedLang, urlLang } from './i18n';
import { App, createQueryClient } from './app/app';
import { appRoutes } from './app/routes';
import { preloadPage } from './app/routes/page';
import { ssrState } from './lib/ssr-state';
import { hydrationMismatchExpected } from './components/hydrate-on-view';
import './styles/global.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
const app = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

async function start() {
  const lang = serverRenderedLang();
  const state = ssrState();
  if (!lang || !state) {
    createRoot(container).render(app);
    return;
  }
  hydrate(queryClient, state.queries);
  // The page's own chunk first, so hydration does not stop at its lazy boundary.
  await Promise.all((matchRoutes(appRoutes, window.location) ?? []).map((m) => preloadPage(m.route)));
  // As a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app, {
      // Sections hydrated after a change of language do not match the server's markup, by design.
      onRecoverableError: (error) => {
        if (!hydrationMismatchExpected()) reportError(error);
      },
    });
  });
  // A public page's URL names its language (the server sent visitors who chose Hindi to '/hi').
  if (urlLang(window.location.pathname)) return;
  // Elsewhere the server chose the language from the cookie or Accept-Language; follow a different stored choice.
  const detected: unknown = i18n.services.languageDetector?.detect();
  const preferred = toLang(Array.isArray(detected) ? detected[0] : (detected as string | undefined));
  if (preferred !== toLang(i18n.language)) void i18n.changeLanguage(preferred);
}

void start();
