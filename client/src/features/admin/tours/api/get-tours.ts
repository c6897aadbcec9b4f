import type { Tour } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const TOURS_KEY = ['admin', 'tours'] as const;

/** `GET /api/v1/tours/get` → `{tours}`; tours without a title are dropped (spec §7). */
export const getTours = async (): Promise<Tour[]> => {
  const res = await api<{ success: boolean; tours: Tour[] }>('/api/v1/tours/get', { auth: true });
  return (res.tours ?? []).filter((t) => t.title);
};
