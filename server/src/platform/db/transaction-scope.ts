import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The Drizzle database (database.ts's `Db`, named here so the two files do not import each other). */
type Db = PgDatabase<PgQueryResultHKT>;

/**
 * The embedded database (PGlite) has one connection: while a transaction runs, every other query
 * waits for it to end. A query made on `db` from inside the transaction itself — a cached setting
 * (the business's tax settings, the weekend surcharge) loaded through `db` in the middle of a
 * check-out or a payment — therefore waited for ever, and with it every request after it.
 *
 * The returned `db` runs such a query in the transaction of the async context it is made from,
 * while that transaction is open (it then also sees the transaction's own writes); `transaction`
 * called there becomes a savepoint of it. Queries from elsewhere (other requests) are unchanged:
 * they wait for the transaction as before. PostgreSQL needs none of this (a pool of connections).
 * @param db the embedded database's Drizzle instance
 * @returns the same database, transaction-aware
 */
export function scopedToTransaction(db: Db): Db {
  const scope = new AsyncLocalStorage<{ tx: Db; open: boolean }>();
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = (fn, config) => {
    const current = scope.getStore();
    if (current?.open) return current.tx.transaction(fn, config);
    return begin(async (tx) => {
      const entry = { tx: tx as unknown as Db, open: true };
      try {
        return await scope.run(entry, () => fn(tx));
      } finally {
        entry.open = false;
      }
    }, config);
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') return transaction;
      const current = scope.getStore();
      const on = current?.open ? current.tx : target;
      const value: unknown = Reflect.get(on, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(on) : value;
    },
  });
}
