import { MAX_IMAGES, MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors/app-error';
import type { InventoryKind } from './inventory-kinds';
import { forgetSlugs, recordRename, uniqueSlug } from './slugs';
import { deleteRow, findRow, insertRow, updateRow, type Executor, type InventoryRow } from './inventory.repository';

/**
 * Create a record with its uploaded image paths.
 * @param images public paths ('uploads/<kind>/<file>'), at most 5
 * @throws AppError 400 with more than 5 images
 */
export async function createItem(db: Db, kind: InventoryKind, fields: Record<string, unknown>, images: string[]): Promise<InventoryRow> {
  if (images.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
  return insertRow(db, kind, { ...kind.toValues(fields), [kind.imageField]: images });
}

/**
 * Replace a record's fields; keep the listed existing images and append the new ones.
 * Runs in one transaction with the row locked, so concurrent updates cannot lose images. A new name
 * gives a new slug; the old one is kept as history (./slugs.ts).
 * @param keep paths to keep (must be among the record's images); undefined keeps all
 * @returns the updated row and the image paths no longer referenced (the caller deletes their files)
 * @throws AppError 404 unknown id; 400 for an unknown kept path or more than 5 images
 */
export async function updateItem(
  db: Db, kind: InventoryKind, id: string, fields: Record<string, unknown>, keep: string[] | undefined, added: string[], now: Date,
): Promise<{ row: InventoryRow; removed: string[] }> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(kind.label);
    const existing = (current[kind.imageField] as string[]) ?? [];
    const kept = keep ?? existing;
    const unknown = kept.find((p) => !existing.includes(p));
    if (unknown !== undefined) throw badRequest('existingImages may only list images this record already has', { existingImages: `Unknown image: ${unknown}` });
    const images = [...new Set(kept), ...added];
    if (images.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
    const values = kind.toValues(fields);
    const renamed = values[kind.nameField] !== undefined && values[kind.nameField] !== current[kind.nameField];
    const slug = renamed ? await uniqueSlug(tx, kind, String(values[kind.nameField]), id) : (current.slug as string);
    if (slug !== current.slug) await recordRename(tx, kind, id, current.slug as string, slug);
    const row = await updateRow(tx, kind, id, { ...values, slug, [kind.imageField]: images, updatedAt: now });
    return { row: row!, removed: existing.filter((p) => !images.includes(p)) };
  });
}

/**
 * A check run before an item is deleted, inside the deleting transaction with the item row locked
 * (so no reservation can be added meanwhile). Throws (e.g. AppError 409) to refuse.
 */
export type RemoveGuard = (tx: Executor, kind: InventoryKind, id: string) => Promise<void>;

/**
 * Delete a record: lock it, run `guard`, delete, in one transaction.
 * @returns the image paths it had (the caller deletes their files)
 * @throws AppError 404 unknown id; whatever `guard` throws
 */
export async function deleteItem(db: Db, kind: InventoryKind, id: string, guard?: RemoveGuard): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (!(await findRow(tx, kind, id, true))) throw notFound(kind.label);
    await guard?.(tx, kind, id);
    const row = await deleteRow(tx, kind, id);
    await forgetSlugs(tx, kind, id);
    return (row![kind.imageField] as string[]) ?? [];
  });
}

/** @throws AppError 404 unknown id */
export async function getItem(db: Db, kind: InventoryKind, id: string): Promise<InventoryRow> {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(kind.label);
  return row;
}
