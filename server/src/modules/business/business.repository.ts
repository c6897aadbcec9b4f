import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SiteHindi } from '@pachmarhi/common/schemas/hindi';
import { businessSettings } from './business.tables';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;
export type BusinessSettingsValues = Omit<typeof businessSettings.$inferInsert, 'id'>;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert'>;

/** The one settings row, undefined until the owner first saves them. */
export async function findSettings(db: Executor): Promise<BusinessSettingsRow | undefined> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return row;
}

/** Write the one settings row (insert or replace). */
export async function saveSettings(db: Executor, values: BusinessSettingsValues): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values })
    .returning();
  return row;
}

/**
 * Write the site's Hindi (name, address, hours) into the settings row when there is none yet (the
 * demo content's), leaving every other setting at its default; an existing row is left as it is.
 */
export async function insertSiteHindiIfNone(db: Executor, siteHi: SiteHindi): Promise<void> {
  await db.insert(businessSettings).values({ id: 1, siteHi }).onConflictDoNothing();
}
