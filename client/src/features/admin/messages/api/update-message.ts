import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '@pachmarhi/common/constants';
import type { ContactMessage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { contactMessageQueries, type ContactMessagePage } from '@/lib/queries/contact-messages';

/** What the admin can change on a message (any subset). */
export interface MessageChange {
  isRead?: boolean;
  archived?: boolean;
  status?: ContactStatus;
}

/**
 * `PATCH /api/contact/:id` with any of `{isRead, archived, status}` (admin token) → the updated message.
 * @throws ApiRequestError (404 unknown, 400 bad status) / TypeError when offline
 */
export const updateMessage = async (id: string, change: MessageChange): Promise<ContactMessage> =>
  (
    await api<{ success: boolean; data: ContactMessage }>(`/api/contact/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: change,
      auth: true,
    })
  ).data;

/**
 * Change a message's read flag, status or archive state. Read and status show at once on every
 * cached page (rolled back if the call fails); afterwards the pages are read again, so an archived
 * message leaves the inbox.
 */
export function useUpdateMessage() {
  const qc = useQueryClient();
  const key = contactMessageQueries.all;
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MessageChange }) => updateMessage(id, change),
    onMutate: async ({ id, change }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueriesData<ContactMessagePage>({ queryKey: key });
      const { archived: _archived, ...shown } = change;
      qc.setQueriesData<ContactMessagePage>(
        { queryKey: key },
        (p) => p && { ...p, data: p.data.map((m) => (m._id === id ? { ...m, ...shown } : m)) },
      );
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before.forEach(([k, data]) => qc.setQueryData(k, data)),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
