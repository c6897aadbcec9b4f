import { sql } from 'drizzle-orm';
import { addDays } from '@pachmarhi/common/pricing/quote';
import type { Db } from '../../platform/db/database';
import { reservations } from './reservations.tables';
import { occupyingSql } from './reservations.repository';

export interface ReservationFigures {
  arrivalsToday: number;
  arrivalsTomorrow: number;
  departuresToday: number;
  departuresTomorrow: number;
  /** Room-nights taken by occupying room reservations (each of its units) within the next 7 / 30 nights from `today`. */
  roomNights7: number;
  roomNights30: number;
  /** Rupees: totals (the agreed total, else the quote's) of confirmed reservations starting within the next 30 days. */
  confirmedRevenue30: number;
}

/** The dashboard's reservation figures at `now` (`today` = its IST date), in one query. */
export async function reservationFigures(db: Db, today: string, now: Date): Promise<ReservationFigures> {
  const r = reservations;
  const [d1, d7, d30] = [addDays(today, 1), addDays(today, 7), addDays(today, 30)];
  const guestStay = sql`(${r.status} in ('held', 'confirmed') and ${occupyingSql(now)})`;
  const roomNights = (end: string) =>
    sql<number>`coalesce(sum(${r.units} * greatest(0, least(${r.checkOut}, ${end}::date) - greatest(${r.checkIn}, ${today}::date)))
      filter (where ${r.kind} = 'room' and ${occupyingSql(now)}), 0)`.mapWith(Number);
  const n = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      arrivalsToday: n(sql`${guestStay} and ${r.checkIn} = ${today}::date`),
      arrivalsTomorrow: n(sql`${guestStay} and ${r.checkIn} = ${d1}::date`),
      departuresToday: n(sql`${guestStay} and ${r.checkOut} = ${today}::date`),
      departuresTomorrow: n(sql`${guestStay} and ${r.checkOut} = ${d1}::date`),
      roomNights7: roomNights(d7),
      roomNights30: roomNights(d30),
      confirmedRevenue30: sql<number>`coalesce(sum(coalesce(${r.agreedTotal}, (${r.quote} ->> 'total')::integer))
        filter (where ${r.status} = 'confirmed' and ${r.checkIn} >= ${today}::date and ${r.checkIn} < ${d30}::date), 0)`.mapWith(
        Number,
      ),
    })
    .from(r);
  return row;
}
