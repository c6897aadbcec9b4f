import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { BoardEntry, FrontDesk } from '@pachmarhi/common/schemas/front-desk-records';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';

/** Per reservation id: register records (absent: none) and when pre-arrival details last arrived (absent: never). */
export interface BoardGuests {
  registered: ReadonlyMap<string, number>;
  detailsReceived: ReadonlyMap<string, Date>;
}

const entry =
  ({ registered, detailsReceived }: BoardGuests) =>
  (r: Reservation): BoardEntry => ({
    _id: r._id,
    reference: r.reference,
    tripId: r.tripId,
    itemId: r.itemId,
    kind: r.kind,
    guest: r.guestName,
    phone: r.guestPhone,
    item: r.itemName,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.checkOut ? nightsBetween(r.checkIn, r.checkOut) : 1,
    guests: r.guests,
    status: r.status,
    balance: r.folio.balance,
    balanceCarried: r.balanceCarried,
    registered: registered.get(r._id) ?? 0,
    detailsReceivedAt: detailsReceived.get(r._id)?.toISOString() ?? null,
  });

/**
 * The Today board of `date` from the reservations that meet it (`Reservations.onDate`) and those
 * whose guests left owing a balance (`carried`): arrivals (rooms starting that day), in house
 * (rooms checked in and staying that night), departures (rooms ending that day), tour departures
 * grouped by tour, vehicles out that day, and balances carried since check-out. Each entry's
 * balance is its folio's (paise).
 */
export function board(date: string, rows: Reservation[], carried: Reservation[], guests: BoardGuests): FrontDesk {
  const toEntry = entry(guests);
  const rooms = rows.filter((r) => r.kind === 'room');
  const tours = new Map<string, { tour: string | null; date: string; persons: number; reservations: BoardEntry[] }>();
  for (const r of rows.filter((x) => x.kind === 'tour' && x.checkIn === date)) {
    const group = tours.get(r.itemId) ?? { tour: r.itemName, date, persons: 0, reservations: [] };
    group.persons += r.guests;
    group.reservations.push(toEntry(r));
    tours.set(r.itemId, group);
  }
  return {
    date,
    arrivals: rooms.filter((r) => r.checkIn === date).map(toEntry),
    inHouse: rooms.filter((r) => r.status === 'checked-in' && r.checkOut !== date).map(toEntry),
    departures: rooms.filter((r) => r.checkOut === date).map(toEntry),
    tourDepartures: [...tours.values()],
    vehiclesOut: rows
      .filter(
        (r) => r.kind === 'vehicle' && r.checkOut !== date && r.status !== 'checked-out' && r.status !== 'completed',
      )
      .map(toEntry),
    balancesCarried: carried.map(toEntry),
  };
}
