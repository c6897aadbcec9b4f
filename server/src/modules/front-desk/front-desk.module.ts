import type { FrontDesk as Board } from '@pachmarhi/common/schemas/front-desk-records';
import { noteLine } from '@pachmarhi/common/schemas/front-desk';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { istDateTime } from '@pachmarhi/common/time';
import type { Reservations } from '../reservations/reservations.module';
import type { Guests } from '../guests/guests.module';
import { board } from './front-desk.service';

/** The Today board. */
export interface FrontDesk {
  /**
   * The lists of `date` (IST 'YYYY-MM-DD'): arrivals, in house, departures, tour departures,
   * vehicles out, and balances carried since check-out; each guest with the folio's balance and
   * how many of them are in the guest register and when they last sent pre-arrival details.
   */
  board(date: string): Promise<Board>;
  /**
   * Add a line to a stay's notes, stamped with the IST time (`noteLine`); audited as the
   * reservation's update. @throws AppError 404 unknown reservation; 400 notes over 2,000 characters
   */
  addNote(id: string, text: string): Promise<Reservation>;
}

export interface FrontDeskDeps {
  reservations: Pick<Reservations, 'onDate' | 'carriedBalances' | 'get' | 'update'>;
  now: () => Date;
  guests: Pick<Guests, 'counts'>;
  /** When pre-arrival details last arrived from the stay page, per reservation of `ids` (the stay module's `detailsReceived`). */
  detailsReceived: (ids: readonly string[]) => Promise<Map<string, Date>>;
}

/** Create the front desk once per app, over the reservations and the guest register. */
export function createFrontDesk({ reservations, guests, now, detailsReceived }: FrontDeskDeps): FrontDesk {
  return {
    async board(date) {
      const [rows, carried] = await Promise.all([reservations.onDate(date), reservations.carriedBalances()]);
      const ids = [...rows, ...carried].map((r) => r._id);
      const [registered, received] = await Promise.all([guests.counts(ids), detailsReceived(ids)]);
      return board(date, rows, carried, { registered, detailsReceived: received });
    },
    async addNote(id, text) {
      const stay = await reservations.get(id);
      const line = noteLine(istDateTime(now()), text);
      return reservations.update(id, { kind: stay.kind, notes: stay.notes ? `${stay.notes}\n${line}` : line });
    },
  };
}
