import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { MESSAGES_KEY } from './get-messages';

/** `PATCH /api/contact/:id` with `{isRead}` (admin token) → the updated message. */
export const markMessage = async (id: string, isRead: boolean): Promise<ContactMessage> =>
  (await api<{ success: boolean; data: ContactMessage }>(`/api/contact/${encodeURIComponent(id)}`, { method: 'PATCH', json: { isRead }, auth: true })).data;

/** Mark read/unread, updating the cached list at once (and rolling back if the call fails). */
export function useMarkMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => markMessage(id, isRead),
    onMutate: async ({ id, isRead }) => {
      await qc.cancelQueries({ queryKey: MESSAGES_KEY });
      const before = qc.getQueryData<ContactMessage[]>(MESSAGES_KEY);
      qc.setQueryData<ContactMessage[]>(MESSAGES_KEY, (list) => list?.map((m) => (m._id === id ? { ...m, isRead } : m)));
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && qc.setQueryData(MESSAGES_KEY, ctx.before),
  });
}
