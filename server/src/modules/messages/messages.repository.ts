import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messageTemplates } from './messages.tables';

export type TemplateRow = typeof messageTemplates.$inferSelect;

/** The owner's templates (the others use the built-in text). */
export async function templateRows(db: Db): Promise<TemplateRow[]> {
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
