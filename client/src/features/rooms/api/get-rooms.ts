import { useQuery } from '@tanstack/react-query';
import type { Room } from '@pachmarhi/common/types';
import { api } from '../../../lib/api';

/**
 * `GET /api/rooms/get`: every room, newest first.
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getRooms(signal?: AbortSignal): Promise<Room[]> {
  const rooms = await api<Room[]>('/api/rooms/get', { signal });
  return Array.isArray(rooms) ? rooms : [];
}

/** The public room list. Errors are only logged (spec §8); the list then shows its empty state. */
export function useRooms() {
  return useQuery({
    queryKey: ['rooms', 'list'],
    queryFn: ({ signal }) =>
      getRooms(signal).catch((err: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch rooms', err);
        throw err;
      }),
  });
}
