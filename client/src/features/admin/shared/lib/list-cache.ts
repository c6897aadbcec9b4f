import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import type { ManagedItem } from '@/features/admin/shared/components/management-types';
import { adminText } from '@/i18n';

/**
 * After an admin change, mark every non-admin (public site) query stale so the public pages
 * refetch rooms, vehicles, tours, gallery and booking status on their next visit.
 */
export function invalidatePublic(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
}

/** Flip the booking hold of one item in a cached admin list. */
export function setBookingInList<T extends ManagedItem>(
  qc: QueryClient,
  key: QueryKey,
  id: string,
  isBooked: boolean,
  expiresAt: string | null,
): void {
  qc.setQueryData<T[]>(key, (list) =>
    list?.map((item) =>
      item._id === id ? { ...item, isBooked, bookingExpiresAt: isBooked ? expiresAt : null } : item,
    ),
  );
  void invalidatePublic(qc);
}

/** Drop one deleted item from a cached admin list. */
export function removeFromList<T extends { _id: string }>(qc: QueryClient, key: QueryKey, id: string): void {
  qc.setQueryData<T[]>(key, (list) => list?.filter((item) => item._id !== id));
  void invalidatePublic(qc);
}

/**
 * docs/product.md#messages delete failures: the server answered with an error → 'Failed to delete <noun>: ' plus
 * its message (or 'Unknown error'); the call itself failed → 'Failed to delete <noun>. Please try again.'
 */
export const deleteFailureText = (noun: string) => (e: unknown) =>
  e instanceof ApiRequestError
    ? adminText('listCache.failedToDelete', { noun: noun, value: e.message || 'Unknown error' })
    : adminText('listCache.failedToDeletePlease', { noun: noun });
