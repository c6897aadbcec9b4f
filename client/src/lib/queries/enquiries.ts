import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import { api } from '@/lib/api';

export interface EnquiryPage {
  data: Enquiry[];
  total: number;
}

/** Which enquiries to list: `q` a reference ('K7Q2' or '#K7Q2'), `page` from 1. */
export interface EnquiryPageQuery {
  q: string;
  page: number;
  limit: number;
}

/**
 * `GET /api/enquiries?q=&page=&limit=` with the admin token → one page, newest first.
 * @throws ApiRequestError (401/403, 400 bad query) / TypeError when offline
 */
export async function getEnquiries(q: EnquiryPageQuery, signal?: AbortSignal): Promise<EnquiryPage> {
  const params = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
  if (q.q.trim()) params.set('q', q.q.trim());
  const res = await api<Partial<EnquiryPage>>(`/api/enquiries?${params}`, { auth: true, signal });
  return { data: res.data ?? [], total: res.total ?? 0 };
}

/** The enquiries query-options factory (admin Enquiries page). A new enquiry comes from visitors, so it is refetched on focus. */
export const enquiryQueries = {
  all: ['enquiries'] as const,
  page: (q: EnquiryPageQuery) =>
    queryOptions({
      queryKey: ['enquiries', 'page', q],
      queryFn: ({ signal }) => getEnquiries(q, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
