/**
 * The inventory module's tables as other modules' repositories may use them (besides
 * inventory.module.ts, the only way in: eslint.config.js): the names of items, to label records
 * that name them. Imports nothing but this module's tables.
 */
import { inArray } from 'drizzle-orm';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Db } from '../../platform/db/database';
import { rooms, tours, vehicles } from './inventory.tables';

/** The current name (a tour's title) of each of the items `ids` of one kind. */
export function itemNames(
  db: Pick<Db, 'select'>,
  kind: ItemKind,
  ids: string[],
): Promise<{ id: string; value: string }[]> {
  if (kind === 'tour') return db.select({ id: tours.id, value: tours.title }).from(tours).where(inArray(tours.id, ids));
  const t = kind === 'room' ? rooms : vehicles;
  return db.select({ id: t.id, value: t.name }).from(t).where(inArray(t.id, ids));
}
