import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { router } from './router';
import { Toasts } from './toasts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Providers around the router: data cache, the wait for a language's translations and the toast area (see `Toasts`). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* A language's first use loads its translations (Hindi, the back office) before rendering. */}
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
