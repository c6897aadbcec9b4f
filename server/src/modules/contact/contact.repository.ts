import { count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContactFields } from '@pachmarhi/common/schemas/contact';
import type { ContactStatus } from '@pachmarhi/common/constants';
import type { Db } from '../../platform/db/database';
import { contactMessages } from './contact.tables';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, f: ContactFields): Promise<ContactRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...f, travelDate: f.travelDate || null, numberOfPeople: f.numberOfPeople ?? null })
    .returning();
  return row;
}

/**
 * One page of messages, newest first, how many there are in all, and how many are unread.
 * @param q offset/limit in rows; archived messages only when `includeArchived`
 * @returns `unread` counts unread messages that are not archived, whatever the page and `includeArchived`
 */
export async function listContactMessages(
  db: Db,
  q: { offset: number; limit: number; includeArchived: boolean },
): Promise<{ rows: ContactRow[]; total: number; unread: number }> {
  const where: SQL | undefined = q.includeArchived ? undefined : isNull(contactMessages.archivedAt);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total, unread }] = await db
    .select({
      total: count(),
      unread:
        sql<number>`count(*) filter (where not ${contactMessages.isRead} and ${contactMessages.archivedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(contactMessages)
    .where(where);
  return { rows, total, unread };
}

/** Change a message's read flag, status or archive time. @returns the row, or undefined when unknown */
export async function updateContactMessage(
  db: Db,
  id: string,
  set: { isRead?: boolean; status?: ContactStatus; archivedAt?: Date | null },
): Promise<ContactRow | undefined> {
  const [row] = await db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
  return row;
}

/** @returns whether a message was deleted */
export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
