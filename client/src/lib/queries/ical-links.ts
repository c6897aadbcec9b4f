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
      queryFn: async ({ signal }) => (await api<{ data?: IcalLink[] }>('/api/ical-links', { auth: true, signal })).data ?? [],
      staleTime: 5 * 60_000,
    }),
};
