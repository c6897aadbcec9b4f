import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '@pachmarhi/common/schemas/contact';
import type { ContactMessage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

/**
 * `POST /api/contact`: store a visitor's message.
 * @throws ApiRequestError (400 with field `errors`, 429 rate limited) / TypeError when offline
 */
export async function sendContact(fields: ContactFields): Promise<ContactMessage> {
  const res = await api<{ data: ContactMessage }>('/api/contact', { json: fields });
  return res.data;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
