import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/platform/db/database';

/**
 * The embedded database's one connection (platform/db/transaction-scope.ts): a query made on `db`
 * from inside a transaction runs in it instead of waiting for it for ever (a check-out that read the
 * business's settings through `db` hung the whole server after the settings were saved).
 */
describe('embedded database: queries on db inside a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://', migrate: false });
    await database.db.execute(sql`create table scoped (n int)`);
  });
  afterAll(() => database.close());

  const count = async () => {
    const result = (await database.db.execute(sql`select count(*)::int as n from scoped`)) as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it('when db is read inside a transaction, then the read answers (seeing the transaction’s own row) and the transaction commits', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scoped values (1)`);
      return count();
    });
    expect(seen).toBe(1);
    expect(await count()).toBe(1);
  });

  it('when a transaction nested through db fails, then only its savepoint is undone; a query from elsewhere waits for the outer one', async () => {
    // Registered outside the transaction (another request): released from inside it, it still waits.
    let release!: () => void;
    let outsideDone = false;
    const outside = new Promise<void>((r) => (release = r)).then(() => count()).then((n) => ((outsideDone = true), n));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scoped values (2)`);
      await expect(
        database.db.transaction(async (inner) => {
          await inner.execute(sql`insert into scoped values (3)`);
          throw new Error('undo the savepoint');
        }),
      ).rejects.toThrow('undo the savepoint');
      release();
      await new Promise((r) => setTimeout(r, 50));
      expect(outsideDone).toBe(false);
    });
    expect(await outside).toBe(2);
    expect(await count()).toBe(2);
  });
});
