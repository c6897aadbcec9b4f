import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { pushKeys, pushSubscriptions } from './push.tables';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The VAPID keys; the first call's `make` writes them when there are none (processes racing keep the first). */
export async function vapidKeys(db: Db, make: () => Promise<{ publicKey: string; privateKey: string }>) {
  const [found] = await db.select().from(pushKeys);
  if (found) return found;
  await db
    .insert(pushKeys)
    .values({ id: 1, ...(await make()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys);
  return row;
}

/** Save a browser's subscription (its endpoint's row replaced: a new person or new choices). */
export async function saveSubscription(db: Db, row: Omit<SubscriptionRow, 'createdAt'> & { createdAt: Date }) {
  const { endpoint: _e, ...set } = row;
  await db.insert(pushSubscriptions).values(row).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set });
}

/** One browser's subscription, or undefined. */
export async function findSubscription(db: Db, endpoint: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/** @returns whether there was one */
export async function deleteSubscription(db: Db, endpoint: string): Promise<boolean> {
  const gone = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning();
  return gone.length > 0;
}

/** The subscriptions whose person chose `topic`. */
export async function subscribersOf(db: Db, topic: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb`);
}
