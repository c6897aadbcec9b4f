import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messagePlan, messageSettings, messageTemplates, scheduledMessages } from './messages.tables';

export { MESSAGE_CHANNELS } from './messages.tables';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type PlanRow = typeof messagePlan.$inferSelect;
export type ScheduledRow = typeof scheduledMessages.$inferSelect;
/** The database or a transaction (the reservation write's, for the plan's reactions). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The owner's templates (the others use the built-in text). */
export async function templateRows(db: Executor): Promise<TemplateRow[]> {
  return db.select().from(messageTemplates);
}

/** @returns the row it replaced, or undefined when the built-in text was in use */
export async function upsertTemplate(db: Db, row: { key: string; lang: string; text: string; updatedAt: Date }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.key, row.key), eq(messageTemplates.lang, row.lang)))
      .for('update');
    await tx
      .insert(messageTemplates)
      .values(row)
      .onConflictDoUpdate({
        target: [messageTemplates.key, messageTemplates.lang],
        set: { text: row.text, updatedAt: row.updatedAt },
      });
    return before as TemplateRow | undefined;
  });
}

/** The owner's plan rows (a key without one has the default timing). */
export async function planRows(db: Executor): Promise<PlanRow[]> {
  return db.select().from(messagePlan);
}

/** Write one plan message's switch and timing. */
export async function upsertPlanRow(db: Executor, row: PlanRow): Promise<void> {
  const { key: _k, ...set } = row;
  await db.insert(messagePlan).values(row).onConflictDoUpdate({ target: messagePlan.key, set });
}

/** The owner's Google review link, or null. */
export async function reviewLink(db: Executor): Promise<string | null> {
  const [row] = await db.select().from(messageSettings);
  return row?.reviewLink ?? null;
}

/** Set the review link (null: none). */
export async function setReviewLink(db: Executor, link: string | null, at: Date): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ id: 1, reviewLink: link, updatedAt: at })
    .onConflictDoUpdate({ target: messageSettings.id, set: { reviewLink: link, updatedAt: at } });
}

/** Add scheduled messages; one already there for the same stay, key and channel is kept as it is. @returns the ids added */
export async function addScheduled(
  db: Executor,
  rows: { reservationId: string; key: string; channel: string; dueAt: Date; createdAt: Date }[],
): Promise<string[]> {
  if (!rows.length) return [];
  const added = await db
    .insert(scheduledMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: scheduledMessages.id });
  return added.map((r) => r.id);
}

/** Cancel a stay's messages not yet sent (pending or waiting in the outbox). */
export async function cancelScheduled(db: Executor, reservationId: string): Promise<void> {
  await db
    .update(scheduledMessages)
    .set({ status: 'cancelled' })
    .where(
      and(eq(scheduledMessages.reservationId, reservationId), inArray(scheduledMessages.status, ['pending', 'due'])),
    );
}

/** Ids of the messages due at `at`: pending, or held by a worker since before `staleBefore` (it stopped). */
export async function dueIds(db: Db, at: Date, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(
      or(
        and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.dueAt, at)),
        and(eq(scheduledMessages.status, 'sending'), lte(scheduledMessages.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(scheduledMessages.dueAt))
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * Take a due message for sending, in one statement, so one worker of all processes gets it:
 * pending and due at `at`, or held since before `staleBefore`. @returns it, or undefined when not due or taken
 */
export async function claim(db: Db, id: string, at: Date, staleBefore: Date): Promise<ScheduledRow | undefined> {
  const [row] = await db
    .update(scheduledMessages)
    .set({ status: 'sending', claimedAt: at, attempts: sql`${scheduledMessages.attempts} + 1` })
    .where(
      and(
        eq(scheduledMessages.id, id),
        or(
          and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.dueAt, at)),
          and(eq(scheduledMessages.status, 'sending'), lte(scheduledMessages.claimedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row;
}

/** One scheduled message. */
export async function findScheduled(db: Db, id: string): Promise<ScheduledRow | undefined> {
  const [row] = await db.select().from(scheduledMessages).where(eq(scheduledMessages.id, id));
  return row;
}

/** Change a message held by a worker ('sending') or waiting in the outbox ('due'), only from `from`. @returns the row, or undefined when it was not in `from` */
export async function settle(
  db: Db,
  id: string,
  from: 'sending' | 'due',
  set: Partial<Pick<ScheduledRow, 'status' | 'dueAt' | 'sentAt' | 'lang' | 'text' | 'whatsappUrl' | 'error'>>,
): Promise<ScheduledRow | undefined> {
  const [row] = await db
    .update(scheduledMessages)
    .set(set)
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.status, from)))
    .returning();
  return row;
}

/** The messages waiting in the owner's outbox, oldest due first. */
export async function outboxRows(db: Db): Promise<ScheduledRow[]> {
  return db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.status, 'due'))
    .orderBy(asc(scheduledMessages.dueAt));
}

/** Every scheduled message of a stay, by due instant (the tests and the stay's view read them). */
export async function scheduledOf(db: Db, reservationId: string): Promise<ScheduledRow[]> {
  return db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.reservationId, reservationId))
    .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.key), asc(scheduledMessages.channel));
}
