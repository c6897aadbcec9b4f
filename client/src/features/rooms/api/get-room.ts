import type { Room } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicItemQuery } from '@/lib/public-queries';

/**
 * `GET /api/rooms/get/:id`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getRoom(id: string, signal?: AbortSignal): Promise<Room> {
  return api<Room>(`/api/rooms/get/${encodeURIComponent(id)}`, { signal });
}

/** Query of one room for its detail page: `initial` (navigation state) shows at once, the API refreshes it. */
export const roomQuery = (id: string, initial?: Room) => publicItemQuery('rooms', id, initial, getRoom);
