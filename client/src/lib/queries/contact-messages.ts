import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactMessage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

/** One page of the admin's contact messages, newest first; `total` counts every page. */
export interface ContactMessagePage {
  data: ContactMessage[];
  total: number;
  page: number;
  limit: number;
  /** Unread, non-archived messages on every page (not only this one). */
  unread: number;
}

/** Which page to read: `page` from 1, `limit` per page (1–100), `archived` to include archived messages. */
export interface ContactMessagePageQuery {
  page: number;
  limit: number;
  archived: boolean;
}

/**
 * `GET /api/contact?page=&limit=&archived=` with the admin token.
 * @throws ApiRequestError (401/403, 400 bad page) / TypeError when offline
 */
export async function getContactMessages(
  q: ContactMessagePageQuery,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(q.limit),
    archived: q.archived ? '1' : '0',
  });
  const res = await api<Partial<ContactMessagePage>>(`/api/contact?${params}`, { auth: true, signal });
  return {
    data: res.data ?? [],
    total: res.total ?? 0,
    page: res.page ?? q.page,
    limit: res.limit ?? q.limit,
    unread: res.unread ?? 0,
  };
}

/** Messages on one page of the admin list. */
export const MESSAGES_PER_PAGE = 20;

/**
 * The contact-messages query-options factory (admin Messages page and the sidebar's unread count).
 * Every change (read, status, archive, delete) invalidates `all`.
 */
export const contactMessageQueries = {
  all: ['contact-messages'] as const,
  page: (q: ContactMessagePageQuery) =>
    queryOptions({
      queryKey: ['contact-messages', 'page', q],
      queryFn: ({ signal }) => getContactMessages(q, signal),
      staleTime: 0,
      // Paging keeps the current page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  /** The first page of the inbox: what Messages opens on, and where the sidebar reads the unread count. */
  inbox: () => contactMessageQueries.page({ page: 1, limit: MESSAGES_PER_PAGE, archived: false }),
};
