import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const MESSAGES_KEY = ['admin', 'messages'] as const;

/** `GET /api/contact` (admin token) → contact messages sent from the public site, newest first. */
export const getMessages = async (): Promise<ContactMessage[]> => {
  const res = await api<{ success: boolean; data: ContactMessage[] }>('/api/contact', { auth: true });
  // The API sends newest first; sort anyway so the order never depends on it.
  return [...(res.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

export const useMessages = (options: { refetchInterval?: number } = {}) =>
  useQuery({ queryKey: MESSAGES_KEY, queryFn: getMessages, staleTime: 0, ...options });
