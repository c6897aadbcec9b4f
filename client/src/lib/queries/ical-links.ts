import { queryOptions } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { api } from '@/lib/api';

/** One secret availability feed URL (rooms and vehicles; tours have none). */
export interface IcalLink {
  kind: ItemKind;
  itemId: string;
  name: string;
  url: string;
}

/**
 * The iCal feed links query-options factory: `GET /api/ical-links` (admin token), every room's
 * and vehicle's feed URL, for the item edit screens.
 * @throws ApiRequestError on a non-2xx answer
 */
export const icalLinkQueries = {
  all: ['ical-links'] as const,
  list: () =>
    queryOptions({
      queryKey: ['ical-links', 'list'],
      queryFn: async ({ signal }) =>
        (await api<{ data?: IcalLink[] }>('/api/ical-links', { auth: true, signal })).data ?? [],
      staleTime: 5 * 60_000,
    }),
};

/**
 * `POST /api/ical-links/:kind/:id/reset` (admin token): the item's feed gets a new secret URL and
 * the old one stops working at once.
 * @returns the feed with its new URL
 * @throws ApiRequestError on a non-2xx answer
 */
export async function resetIcalLink(kind: ItemKind, id: string): Promise<IcalLink> {
  return (await api<{ data: IcalLink }>(`/api/ical-links/${kind}/${id}/reset`, { method: 'POST', auth: true })).data;
}
