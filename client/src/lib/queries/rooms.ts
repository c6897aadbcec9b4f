import type { Room } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { resourceQueries } from './query-factories';

/**
 * Rooms: `GET /api/rooms/get` (every room, newest first; a bare array) and
 * `GET /api/rooms/get/:id` and `GET /api/rooms/slug/:slug` (404 for an unknown one), in the display language;
 * `GET /api/rooms/admin/:id` (both languages) for the form. Used by /hotel, the home page, the room
 * detail page and the admin's table and form.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const roomQueries = resourceQueries<Room>(
  'rooms',
  async (signal) => {
    const rooms = await api<Room[]>('/api/rooms/get', { signal });
    return Array.isArray(rooms) ? rooms : [];
  },
  (id, signal) => api<Room>(`/api/rooms/get/${encodeURIComponent(id)}`, { signal }),
  (slug, signal) => api<Room>(`/api/rooms/slug/${encodeURIComponent(slug)}`, { signal }),
  (id, signal) => api<Room>(`/api/rooms/admin/${encodeURIComponent(id)}`, { signal, auth: true }),
);
