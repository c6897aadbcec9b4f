import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Count one hit of `key` in its fixed window (one atomic upsert, timed by the database's clock so
 * that every process agrees): a key whose window has ended starts a new one of `windowMs` at 1 hit.
 * @param key '<limiter>:<client>'
 * @param windowMs the window's length (ms)
 * @returns the hits in the current window and when it ends
 */
export async function incrementHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ totalHits: number; resetTime: Date }> {
  const { rows } = (await db.execute(sql`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning hits, reset_at`)) as unknown as { rows: Array<{ hits: number; reset_at: string | Date }> };
  return { totalHits: Number(rows[0].hits), resetTime: new Date(rows[0].reset_at) };
}

/** Take one hit off `key`'s current window (never below 0; nothing when the window has ended). */
export async function decrementHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`,
  );
}

/** Forget `key`'s count. */
export async function deleteHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Delete every row whose window has ended. */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
}
