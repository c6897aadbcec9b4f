import { desc, eq } from 'drizzle-orm';
import type { ContactFields } from '@pachmarhi/common/schemas/contact';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, f: ContactFields): Promise<ContactRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...f, travelDate: f.travelDate || null, numberOfPeople: f.numberOfPeople ?? null })
    .returning();
  return row;
}

/** Every message, newest first. */
export async function listContactMessages(db: Db): Promise<ContactRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function setContactRead(db: Db, id: string, isRead: boolean): Promise<ContactRow | undefined> {
  const [row] = await db.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning();
  return row;
}
