/**
 * Item slugs: the readable last part of an item's page ('/rooms/deluxe-valley-room'), made from its
 * name, unique per kind. A rename gives the item a new slug and keeps the old one in
 * item_slug_history, so shared links keep answering (the page redirects with a 301).
 */
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import slugify from 'slugify';
import { itemSlugHistory, rooms } from '../db/schema';
import type { InventoryKind } from './inventory-kinds';
import type { Executor } from './inventory.repository';

/** The longest slug made from a name (characters); longer names are cut at a word. */
const MAX_SLUG_LENGTH = 60;

/**
 * The slug a name gives: lower-case ASCII letters and digits joined by '-' ('Deluxe Room & Suite'
 * → 'deluxe-room-and-suite'); the kind's own name ('room') when nothing is left (a name in Devanagari).
 */
export function slugFor(name: string, kind: InventoryKind): string {
  const full = slugify(name, { lower: true, strict: true, locale: 'en' });
  const cut = full.length <= MAX_SLUG_LENGTH ? full : full.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '');
  return cut || kind.type;
}

const columns = (kind: InventoryKind) => kind.table as unknown as typeof rooms & Record<string, AnyPgColumn>;

/**
 * A free slug for `name`: its `slugFor`, else with '-2', '-3'… appended. Slugs in use by another
 * item, now or before a rename, are taken; `itemId`'s own old slugs are free to reclaim.
 */
export async function uniqueSlug(db: Executor, kind: InventoryKind, name: string, itemId?: string): Promise<string> {
  const base = slugFor(name, kind);
  const t = columns(kind);
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}%`;
  const live = await db.select({ slug: t.slug, id: t.id }).from(t).where(like(t.slug, pattern));
  const old = await db
    .select({ slug: itemSlugHistory.slug, id: itemSlugHistory.itemId })
    .from(itemSlugHistory)
    .where(and(eq(itemSlugHistory.kind, kind.type), like(itemSlugHistory.slug, pattern)));
  const taken = new Set([...live, ...old].filter((r) => r.id !== itemId).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * After a rename inside the updating transaction: remember `oldSlug` as the item's, and drop a
 * history row for its new slug (reclaimed after renaming back).
 */
export async function recordRename(db: Executor, kind: InventoryKind, itemId: string, oldSlug: string, newSlug: string): Promise<void> {
  await db.delete(itemSlugHistory).where(and(eq(itemSlugHistory.kind, kind.type), eq(itemSlugHistory.slug, newSlug)));
  await db
    .insert(itemSlugHistory)
    .values({ kind: kind.type, slug: oldSlug, itemId })
    .onConflictDoUpdate({ target: [itemSlugHistory.kind, itemSlugHistory.slug], set: { itemId, createdAt: sql`now()` } });
}

/** Forget a deleted item's old slugs. */
export async function forgetSlugs(db: Executor, kind: InventoryKind, itemId: string): Promise<void> {
  await db.delete(itemSlugHistory).where(and(eq(itemSlugHistory.kind, kind.type), eq(itemSlugHistory.itemId, itemId)));
}

/**
 * The id of the item answering to `slug`: its current slug, or one it had before a rename.
 * Undefined when no item has (had) it.
 */
export async function idBySlug(db: Executor, kind: InventoryKind, slug: string): Promise<string | undefined> {
  const t = columns(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(or(eq(t.slug, slug), sql`${t.id} = (select ${itemSlugHistory.itemId} from ${itemSlugHistory} where ${itemSlugHistory.kind} = ${kind.type} and ${itemSlugHistory.slug} = ${slug})`))
    .orderBy(sql`${t.slug} = ${slug} desc`)
    .limit(1);
  return row?.id;
}
