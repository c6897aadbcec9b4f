/**
 * The guests module's table as other modules' repositories may use it (besides guests.module.ts,
 * the only way in: eslint.config.js): which stay each register record belongs to, to label
 * records that name one. Imports nothing but this module's table.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { reservationGuests as g } from './guests.tables';

/** The reservation (`stay`) and the guest's name of each of the register records `ids`. */
export function guestStays(
  db: Pick<Db, 'select'>,
  ids: string[],
): Promise<{ id: string; value: { stay: string; name: string } }[]> {
  return db
    .select({ id: g.id, value: { stay: g.reservationId, name: g.name } })
    .from(g)
    .where(inArray(g.id, ids));
}
