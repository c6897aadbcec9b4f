import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { Toasts } from './toasts';

/** The data cache of one browser tab, or of one server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      // Writes run offline too: the back office's queue keeps them (lib/offline/outbox.ts) instead of a paused mutation.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * Providers around the router (`<RouterProvider>` in the browser, `<StaticRouterProvider>` on the
 * server): data cache, translations in the page's language, the wait for a language's
 * translations and the toast area (see `Toasts`).
 */
export function App({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  // Marks the page as running (hydrated or rendered): `<html data-hydrated>`, which browser tests wait for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* A language's first use loads its translations (Hindi, the back office) before rendering. */}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
        <Toasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
