import type { Room } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicListQuery } from '@/lib/public-queries';

/**
 * `GET /api/rooms/get`: every room, newest first.
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getRooms(signal?: AbortSignal): Promise<Room[]> {
  const rooms = await api<Room[]>('/api/rooms/get', { signal });
  return Array.isArray(rooms) ? rooms : [];
}

/** Query of the public room list; a failure is logged and reads as an empty list (spec §8). */
export const roomsQuery = publicListQuery('rooms', getRooms);
