import { useQuery } from '@tanstack/react-query';
import type { Tour } from '@pachmarhi/common/types';
import { api } from '../../../lib/api';

/**
 * `GET /api/v1/tours/get` → `{ tours }`; tours without a title are dropped (spec §7).
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getTours(signal?: AbortSignal): Promise<Tour[]> {
  const res = await api<{ tours?: Tour[] }>('/api/v1/tours/get', { signal });
  return (Array.isArray(res?.tours) ? res.tours : []).filter((t) => t && t.title);
}

/** The public tour list. Errors are only logged (spec §8); the list then shows its empty state. */
export function useTours() {
  return useQuery({
    queryKey: ['tours', 'list'],
    queryFn: ({ signal }) =>
      getTours(signal).catch((err: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch tours', err);
        throw err;
      }),
  });
}
