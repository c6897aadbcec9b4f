import { api } from '@/lib/api';

/**
 * `DELETE /api/contact/:id` (admin token).
 * @throws ApiRequestError (404 unknown) / TypeError when offline
 */
export const deleteMessage = (id: string): Promise<unknown> =>
  api(`/api/contact/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
