import type { Tour } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicListQuery } from '@/lib/public-queries';

/**
 * `GET /api/v1/tours/get` → `{ tours }`; tours without a title are dropped (spec §7).
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getTours(signal?: AbortSignal): Promise<Tour[]> {
  const res = await api<{ tours?: Tour[] }>('/api/v1/tours/get', { signal });
  return (Array.isArray(res?.tours) ? res.tours : []).filter((t) => t && t.title);
}

/** Query of the public tour list; a failure is logged and reads as an empty list (spec §8). */
export const toursQuery = publicListQuery('tours', getTours);
