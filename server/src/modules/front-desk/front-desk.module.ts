import type { FrontDesk as Board } from '@pachmarhi/common/schemas/front-desk-records';
import type { Reservations } from '../reservations/reservations.module';
import type { Guests } from '../guests/guests.module';
import { board } from './front-desk.service';

/** The Today board. */
export interface FrontDesk {
  /**
   * The lists of `date` (IST 'YYYY-MM-DD'): arrivals, in house, departures, tour departures,
   * vehicles out, and balances carried since check-out; each guest with the folio's balance and
   * how many of them are in the guest register.
   */
  board(date: string): Promise<Board>;
}

export interface FrontDeskDeps {
  reservations: Pick<Reservations, 'onDate' | 'carriedBalances'>;
  guests: Pick<Guests, 'counts'>;
}

/** Create the front desk once per app, over the reservations and the guest register. */
export function createFrontDesk({ reservations, guests }: FrontDeskDeps): FrontDesk {
  return {
    async board(date) {
      const [rows, carried] = await Promise.all([reservations.onDate(date), reservations.carriedBalances()]);
      const counts = await guests.counts([...rows, ...carried].map((r) => r._id));
      return board(date, rows, carried, counts);
    },
  };
}
