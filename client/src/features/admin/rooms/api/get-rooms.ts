import type { Room } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const ROOMS_KEY = ['admin', 'rooms'] as const;

/** `GET /api/rooms/get` → every room, newest first (bare array). */
export const getRooms = () => api<Room[]>('/api/rooms/get', { auth: true });
