import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/platform.tables';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
/** One user's key. */
export interface KeyOf {
  userId: string;
  key: string;
}

const whereKey = ({ userId, key }: KeyOf) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Claim a key for a request (hash of method, path and body) at `at`. @returns true when this call claimed it */
export async function claimKey(db: Db, k: KeyOf, requestHash: string, at: Date): Promise<boolean> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...k, requestHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return Boolean(row);
}

export async function findKey(db: Db, k: KeyOf): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(k));
  return row;
}

/** Keep the answer of the request that claimed the key. */
export async function keepAnswer(db: Db, k: KeyOf, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(whereKey(k));
}

/** Free a key (its first attempt failed, or it was claimed at `createdAt` and has expired). */
export async function freeKey(db: Db, k: KeyOf, createdAt?: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(createdAt ? and(whereKey(k), eq(idempotencyKeys.createdAt, createdAt)) : whereKey(k));
}

/** Forget every key claimed before `before`. */
export async function forgetKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
