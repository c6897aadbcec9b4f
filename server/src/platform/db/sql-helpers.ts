/**
 * Small SQL helpers more than one repository needs (one rule each): LIKE patterns from user text,
 * and the transaction type. The row locks around a reservation's or a trip's money are their
 * modules' (modules/reservations/reservations.shared.ts, modules/trips/trips.shared.ts).
 */
import type { Db } from './database';

/** `s` with LIKE's wildcards (`%`, `_`) and its escape (`\`) escaped, to match it literally inside a pattern. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A transaction on `Db`, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
