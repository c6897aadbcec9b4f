import { useQuery } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { DEFAULT_SEATS_PER_DEPARTURE, DEFAULT_UNITS } from '@pachmarhi/common/constants';
import type { QuoteItem } from '@pachmarhi/common/pricing/quote';
import { quoteItem } from '@pachmarhi/common/pricing/quote-item';
import { roomQueries } from '@/lib/queries/rooms';
import { tourQueries } from '@/lib/queries/tours';
import { vehicleQueries } from '@/lib/queries/vehicles';

/** Something a reservation can be for, as the calendar and the form need it. */
export interface Bookable {
  kind: ItemKind;
  id: string;
  name: string;
  /** Rupees per night (rooms), day (vehicles) or person (tours). */
  price: number;
  /** Identical units (rooms, vehicles) or seats per departure (tours). */
  capacity: number;
  /** Tours: their departure dates ('YYYY-MM-DD'); [] otherwise. */
  departures: string[];
  /** What the shared quote reads of it (extra guests, minimum persons, cut-off, minimum rental). */
  quote: QuoteItem;
}

/** Rooms, vehicles and tours as bookables (from the shared list queries), and whether they are loading. */
export function useBookables() {
  const rooms = useQuery(roomQueries.list());
  const vehicles = useQuery(vehicleQueries.list());
  const tours = useQuery(tourQueries.list());
  const items: Bookable[] = [
    ...(rooms.data ?? []).map((r) => ({
      kind: 'room' as const,
      id: r._id,
      name: r.name,
      price: r.price,
      capacity: r.units ?? DEFAULT_UNITS,
      departures: [],
      quote: quoteItem('room', r),
    })),
    ...(vehicles.data ?? []).map((v) => ({
      kind: 'vehicle' as const,
      id: v._id,
      name: v.name,
      price: v.price,
      capacity: v.units ?? DEFAULT_UNITS,
      departures: [],
      quote: quoteItem('vehicle', v),
    })),
    ...(tours.data ?? []).map((t) => ({
      kind: 'tour' as const,
      id: t._id,
      name: t.title,
      price: t.price,
      capacity: t.seatsPerDeparture ?? DEFAULT_SEATS_PER_DEPARTURE,
      departures: t.departureDates ?? [],
      quote: quoteItem('tour', t),
    })),
  ];
  return {
    items,
    isLoading: rooms.isLoading || vehicles.isLoading || tours.isLoading,
    isError: rooms.isError || vehicles.isError || tours.isError,
  };
}
