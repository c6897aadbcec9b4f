import { useQuery } from '@tanstack/react-query';
import type { Room } from '@pachmarhi/common/types';
import { api, ApiRequestError } from '../../../lib/api';

/**
 * `GET /api/rooms/get/:id`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getRoom(id: string, signal?: AbortSignal): Promise<Room> {
  return api<Room>(`/api/rooms/get/${encodeURIComponent(id)}`, { signal });
}

/** One room: shows `initial` (from navigation state) at once and refreshes it from the API. */
export function useRoom(id: string, initial?: Room) {
  return useQuery({
    queryKey: ['rooms', 'detail', id],
    queryFn: ({ signal }) => getRoom(id, signal),
    enabled: !!id,
    initialData: initial,
    initialDataUpdatedAt: 0,
    retry: (n, err) => !(err instanceof ApiRequestError && err.status < 500) && n < 1,
  });
}
