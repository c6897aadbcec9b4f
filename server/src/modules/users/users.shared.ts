/**
 * The users module's table as other modules' repositories may use it (besides users.module.ts, the
 * only way in: eslint.config.js): a read model of each account's name, to join or to look up.
 * Imports nothing but this module's table.
 */
import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { users } from './users.tables';

/** Each account's id and current name: a subquery to join on `userName.id`. */
export const userName = new QueryBuilder().select({ id: users.id, name: users.name }).from(users).as('user_name');

/** The current name of each of the accounts `ids`. */
export function userNames(db: Pick<Db, 'select'>, ids: string[]): Promise<{ id: string; value: string }[]> {
  return db.select({ id: users.id, value: users.name }).from(users).where(inArray(users.id, ids));
}
