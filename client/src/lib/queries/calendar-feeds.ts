import { queryOptions } from '@tanstack/react-query';
import type { CalendarKind } from '@pachmarhi/common/calendar-sync/nights';
import type { CalendarFeed, CalendarFeedInput, CalendarSyncResult } from '@pachmarhi/common/schemas/calendar-feeds';
import { api } from '@/lib/api';

/**
 * Import feeds (docs/api.md#calendar-sync), admin token. `all` is the prefix every feed change
 * invalidates (with reservations, availability and the dashboard, which the blocks change).
 * @throws ApiRequestError on a non-2xx answer
 */
export const calendarFeedQueries = {
  all: ['calendar-feeds'] as const,
  /** 🔒 `GET /api/calendar-feeds?kind=&itemId=` → one item's feeds, oldest first. */
  list: (kind: CalendarKind, itemId: string) =>
    queryOptions({
      queryKey: ['calendar-feeds', kind, itemId],
      queryFn: async ({ signal }) =>
        (
          await api<{ data: CalendarFeed[] }>(`/api/calendar-feeds?kind=${kind}&itemId=${encodeURIComponent(itemId)}`, {
            auth: true,
            signal,
          })
        ).data ?? [],
    }),
};

/** 🔒 `POST /api/calendar-feeds`: add a feed; the answer comes after its first sync. */
export const addCalendarFeed = async (input: CalendarFeedInput) =>
  (await api<{ data: CalendarFeed }>('/api/calendar-feeds', { method: 'POST', json: input, auth: true })).data;

/** 🔒 `POST /api/calendar-feeds/:id/sync`: sync now. */
export const syncCalendarFeed = async (id: string) =>
  (
    await api<{ data: CalendarSyncResult }>(`/api/calendar-feeds/${encodeURIComponent(id)}/sync`, {
      method: 'POST',
      auth: true,
    })
  ).data;

/** 🔒 `DELETE /api/calendar-feeds/:id`: remove a feed and release its blocks. */
export const removeCalendarFeed = (id: string) =>
  api<{ message: string }>(`/api/calendar-feeds/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
