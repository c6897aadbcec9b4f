import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { BoardEntry, FrontDesk } from '@pachmarhi/common/schemas/front-desk-records';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';

/**
 * What the guest still owes, in rupees: for now the quote's total (0 for blocks). The payments
 * ledger will subtract what was paid here, the one place the board's balance is computed.
 */
export function balanceDue(r: Reservation): number {
  return r.quote?.total ?? 0;
}

const entry = (r: Reservation): BoardEntry => ({
  _id: r._id,
  reference: r.reference,
  kind: r.kind,
  guest: r.guestName,
  phone: r.guestPhone,
  item: r.itemName,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  nights: r.checkOut ? nightsBetween(r.checkIn, r.checkOut) : 1,
  guests: r.guests,
  status: r.status,
  balance: balanceDue(r),
});

/**
 * The Today board of `date` from the reservations that meet it (`Reservations.onDate`):
 * arrivals (rooms starting that day), in house (rooms checked in and staying that night),
 * departures (rooms ending that day), tour departures grouped by tour, and vehicles out that day.
 */
export function board(date: string, rows: Reservation[]): FrontDesk {
  const rooms = rows.filter((r) => r.kind === 'room');
  const tours = new Map<string, { tour: string | null; date: string; persons: number; reservations: BoardEntry[] }>();
  for (const r of rows.filter((x) => x.kind === 'tour' && x.checkIn === date)) {
    const group = tours.get(r.itemId) ?? { tour: r.itemName, date, persons: 0, reservations: [] };
    group.persons += r.guests;
    group.reservations.push(entry(r));
    tours.set(r.itemId, group);
  }
  return {
    date,
    arrivals: rooms.filter((r) => r.checkIn === date).map(entry),
    inHouse: rooms.filter((r) => r.status === 'checked-in' && r.checkOut !== date).map(entry),
    departures: rooms.filter((r) => r.checkOut === date).map(entry),
    tourDepartures: [...tours.values()],
    vehiclesOut: rows
      .filter(
        (r) => r.kind === 'vehicle' && r.checkOut !== date && r.status !== 'checked-out' && r.status !== 'completed',
      )
      .map(entry),
  };
}
