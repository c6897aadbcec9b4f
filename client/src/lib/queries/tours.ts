import type { Tour } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { resourceQueries } from './query-factories';

/**
 * Tours: `GET /api/v1/tours/get` → `{ tours }` (tours without a title are dropped, docs/product.md#api) and
 * `GET /api/v1/tours/get/:id` and `GET /api/v1/tours/slug/:slug` → `{ tour }` (404 for an unknown one), in the display
 * language; `GET /api/v1/tours/admin/:id` (both languages) for the form. Used by /tours, the home page,
 * the footer, the tour detail page and the admin's table and form.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const tourQueries = resourceQueries<Tour>(
  'tours',
  async (signal) => {
    const res = await api<{ tours?: Tour[] }>('/api/v1/tours/get', { signal });
    return (Array.isArray(res?.tours) ? res.tours : []).filter((t) => t && t.title);
  },
  async (id, signal) => (await api<{ tour: Tour }>(`/api/v1/tours/get/${encodeURIComponent(id)}`, { signal })).tour,
  async (slug, signal) =>
    (await api<{ tour: Tour }>(`/api/v1/tours/slug/${encodeURIComponent(slug)}`, { signal })).tour,
  async (id, signal) =>
    (await api<{ tour: Tour }>(`/api/v1/tours/admin/${encodeURIComponent(id)}`, { signal, auth: true })).tour,
);
