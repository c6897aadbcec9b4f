import type { Room } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const ROOM_KEY = ['admin', 'room'] as const;

/** `GET /api/rooms/get/:id` → one room. @throws ApiRequestError 404 for an unknown id */
export const getRoom = (id: string) => api<Room>(`/api/rooms/get/${encodeURIComponent(id)}`, { auth: true });
