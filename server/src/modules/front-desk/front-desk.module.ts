import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { FrontDesk as Board } from '@pachmarhi/common/schemas/front-desk-records';
import type { Reservations } from '../reservations/reservations.module';
import { balanceDue, board } from './front-desk.service';

/** The Today board. */
export interface FrontDesk {
  /** The lists of `date` (IST 'YYYY-MM-DD'): arrivals, in house, departures, tour departures, vehicles out. */
  board(date: string): Promise<Board>;
  /** What the guest of `r` still owes, in whole rupees (./front-desk.service.ts `balanceDue`). */
  balance(r: Reservation): number;
}

/** Create the front desk once per app, over the reservations. */
export function createFrontDesk({ reservations }: { reservations: Pick<Reservations, 'onDate'> }): FrontDesk {
  return { board: async (date) => board(date, await reservations.onDate(date)), balance: balanceDue };
}
