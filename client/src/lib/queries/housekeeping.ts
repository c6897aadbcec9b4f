import { queryOptions } from '@tanstack/react-query';
import type { HousekeepingBoard, HousekeepingPatch, RoomUnit } from '@pachmarhi/common/schemas/housekeeping';
import { api } from '@/lib/api';
import { offlineWrite } from '@/lib/offline/outbox';

/**
 * Housekeeping (docs/api.md#front-desk): the units' board and a unit's status. `all` is the prefix
 * a status change or a check-out invalidates.
 * @throws ApiRequestError / TypeError from the query function when the call fails
 */
export const housekeepingQueries = {
  all: ['housekeeping'] as const,
  /** 🔒🛎 `GET /api/housekeeping?date=` → every room's units and whether the date's arrivals have ready units. */
  board: (date: string) =>
    queryOptions({
      queryKey: ['housekeeping', 'board', date],
      // Read again whenever shown: a status set a moment ago (or a check-out) must not wait 30 s,
      // and the answer kept on the phone since the last open is only what shows meanwhile.
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (await api<{ data: HousekeepingBoard }>(`/api/housekeeping?date=${date}`, { signal, auth: true })).data,
    }),
};

/**
 * 🔒🛎 `PATCH /api/housekeeping/:roomId/:unit`: a unit's new status (queued offline, `offlineWrite`).
 * @param label which unit, shown while queued ('Teak Room · 2')
 * @returns the saved unit, or `Queued`
 * @throws ApiRequestError 400 with field `errors` (reason, until), 409 when every unit is reserved on those nights
 */
export const setUnitStatus = (roomId: string, unit: number, body: HousekeepingPatch, label: string) =>
  offlineWrite<{ message: string; data: RoomUnit }>({
    kind: 'room-status',
    label,
    method: 'PATCH',
    path: `/api/housekeeping/${encodeURIComponent(roomId)}/${unit}`,
    body,
  });
