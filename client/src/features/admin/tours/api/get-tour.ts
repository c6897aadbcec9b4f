import type { Tour } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const TOUR_KEY = ['admin', 'tour'] as const;

/** `GET /api/v1/tours/get/:id` → `{tour}`. @throws ApiRequestError 404 for an unknown id */
export const getTour = async (id: string): Promise<Tour> => (await api<{ success: boolean; tour: Tour }>(`/api/v1/tours/get/${encodeURIComponent(id)}`, { auth: true })).tour;
