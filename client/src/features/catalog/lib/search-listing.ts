import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { matchesDestination } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { availabilityQueries } from '@/lib/queries/availability';
import {
  arrangeListing,
  isStayComplete,
  stayOffer,
  type ListingSort,
  type OfferItem,
  type StayOffer,
} from './search-offers';
import { useStaySearch } from './search-state';

export interface ListingRow<T> {
  item: T;
  /** The item for the searched stay; null without a complete stay. */
  offer: StayOffer | null;
}

/** The list page's own URL parameters: `sort=price` and `available=1` (the stay's parameters are kept). */
export function useListingOptions(): {
  sort: ListingSort;
  availableOnly: boolean;
  set: (next: { sort?: ListingSort; availableOnly?: boolean }) => void;
} {
  const [params, setParams] = useSearchParams();
  const sort: ListingSort = params.get('sort') === 'price' ? 'price' : 'recommended';
  const availableOnly = params.get('available') === '1';
  const set = (next: { sort?: ListingSort; availableOnly?: boolean }) =>
    setParams((p) => {
      const s = next.sort ?? sort;
      const a = next.availableOnly ?? availableOnly;
      if (s === 'price') p.set('sort', 'price');
      else p.delete('sort');
      if (a) p.set('available', '1');
      else p.delete('available');
      return p;
    });
  return { sort, availableOnly, set };
}

/**
 * A kind's items for the URL's search: those near the destination (location text) first, then the
 * others (a destination orders the list, never empties it: every stay, tour and Gypsy is in or
 * around Pachmarhi, and 'Bee Falls' names no item's location), each with its
 * offer for the stay (`GET /api/availability`, one call per stay and kind), unavailable ones last.
 * `arrange` applies the page's sort and 'available only' options (the home page's sections do not).
 */
export function useStayListing<T extends OfferItem & { location?: string | null }>(
  kind: ItemKind,
  items: T[] | undefined,
  { sort, availableOnly }: { sort: ListingSort; availableOnly: boolean } = {
    sort: 'recommended',
    availableOnly: false,
  },
): ListingRow<T>[] | undefined {
  const { search } = useStaySearch();
  const complete = isStayComplete(kind, search);
  const { data } = useQuery({
    ...availabilityQueries.list(kind, {
      checkIn: search.checkIn ?? '',
      checkOut: search.checkOut,
      guests: search.guests,
    }),
    enabled: complete,
  });
  return useMemo(() => {
    if (!items) return undefined;
    const byId = new Map((complete ? data : undefined)?.map((a) => [a._id, a]));
    const near = (item: T) => matchesDestination(item.location, search.destination);
    const rows = [...items.filter(near), ...items.filter((item) => !near(item))].map((item) => ({
      item,
      offer: stayOffer(kind, item, search, byId.get(item._id), todayIST()),
    }));
    return arrangeListing(rows, { sort, availableOnly });
  }, [items, data, complete, kind, search, sort, availableOnly]);
}
