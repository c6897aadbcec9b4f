import { and, eq, sql } from 'drizzle-orm';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Db } from '../../platform/db/database';
import { icalFeedVersions } from './ical.tables';

/** The feed version of every item of `kind` whose link was ever reset (others are at 0), by item id. */
export async function feedVersions(db: Db, kind: ItemKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: icalFeedVersions.itemId, version: icalFeedVersions.version })
    .from(icalFeedVersions)
    .where(eq(icalFeedVersions.kind, kind));
  return new Map(rows.map((r) => [r.itemId, r.version]));
}

/** One item's feed version: 0 until its link is first reset. */
export async function feedVersion(db: Db, kind: ItemKind, itemId: string): Promise<number> {
  const [row] = await db
    .select({ version: icalFeedVersions.version })
    .from(icalFeedVersions)
    .where(and(eq(icalFeedVersions.kind, kind), eq(icalFeedVersions.itemId, itemId)));
  return row?.version ?? 0;
}

/** Add one to an item's feed version in one statement (concurrent resets each count). @returns the new version */
export async function bumpFeedVersion(db: Db, kind: ItemKind, itemId: string): Promise<number> {
  const [row] = await db
    .insert(icalFeedVersions)
    .values({ kind, itemId, version: 1 })
    .onConflictDoUpdate({
      target: [icalFeedVersions.kind, icalFeedVersions.itemId],
      set: { version: sql`${icalFeedVersions.version} + 1` },
    })
    .returning({ version: icalFeedVersions.version });
  return row.version;
}
