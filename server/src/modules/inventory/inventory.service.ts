import { applyImageOrder, ImageOrderError } from '@pachmarhi/common/image-order';
import { MAX_IMAGES, MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors/app-error';
import type { InventoryKind } from './inventory-kinds';
import type { InventoryRow } from './inventory-dto';
import { auditable, type AuditTrail } from '../audit/audit.module';
import {
  deleteRow,
  findRow,
  forgetSlugs,
  insertRow,
  recordRename,
  setBookingHold,
  uniqueSlug,
  updateRow,
  type Executor,
} from './inventory.repository';

/** The audit trail's view of an item row (its entity is the kind: 'room', 'vehicle', 'tour'). */
const audited = (row: InventoryRow) => auditable(row);

/**
 * Create a record with its uploaded image paths, audited ('create') in the same transaction.
 * @param images public paths ('uploads/<kind>/<file>'), at most 5
 * @throws AppError 400 with more than 5 images
 */
export async function createItem(
  db: Db,
  audit: AuditTrail,
  kind: InventoryKind,
  fields: Record<string, unknown>,
  images: string[],
): Promise<InventoryRow> {
  if (images.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, kind, { ...kind.toValues(fields), [kind.imageField]: images });
    await audit.record({ action: 'create', entity: kind.type, entityId: row.id as string, after: audited(row) }, tx);
    return row;
  });
}

/** The images of an update: paths to keep (undefined: all), this request's new paths, and their order (common/image-order). */
export interface ImageChange {
  keep: string[] | undefined;
  added: string[];
  order?: string[];
}

/**
 * Replace a record's fields; keep the listed existing images and append the new ones, or arrange
 * them by `order` (`applyImageOrder`: the owner's chosen cover first).
 * Runs in one transaction with the row locked, so concurrent updates cannot lose images; the
 * changed fields (photos included) are audited ('update') in it. A new name
 * gives a new slug; the old one is kept as history (./slugs.ts, `recordRename`).
 * @param images.keep paths to keep (must be among the record's images); undefined keeps all
 * @returns the updated row and the image paths no longer referenced (the caller deletes their files)
 * @throws AppError 404 unknown id; 400 for an unknown kept path, more than 5 images or an `order`
 * that does not name every kept and new image once
 */
export async function updateItem(
  db: Db,
  audit: AuditTrail,
  kind: InventoryKind,
  id: string,
  fields: Record<string, unknown>,
  { keep, added, order }: ImageChange,
  now: Date,
): Promise<{ row: InventoryRow; removed: string[] }> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(kind.label);
    const existing = (current[kind.imageField] as string[]) ?? [];
    const kept = keep ?? existing;
    const unknown = kept.find((p) => !existing.includes(p));
    if (unknown !== undefined)
      throw badRequest('existingImages may only list images this record already has', {
        existingImages: `Unknown image: ${unknown}`,
      });
    if (new Set(kept).size + added.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
    const images = orderedImages([...new Set(kept)], added, order);
    const values = kind.toValues(fields);
    const renamed = values[kind.nameField] !== undefined && values[kind.nameField] !== current[kind.nameField];
    const slug = renamed ? await uniqueSlug(tx, kind, String(values[kind.nameField]), id) : (current.slug as string);
    if (slug !== current.slug) await recordRename(tx, kind, id, current.slug as string, slug);
    const row = await updateRow(tx, kind, id, { ...values, slug, [kind.imageField]: images, updatedAt: now });
    await audit.record(
      { action: 'update', entity: kind.type, entityId: id, before: audited(current), after: audited(row!) },
      tx,
    );
    return { row: row!, removed: existing.filter((p) => !images.includes(p)) };
  });
}

/**
 * A check run before an item is deleted, inside the deleting transaction with the item row locked
 * (so no reservation can be added meanwhile). Throws (e.g. AppError 409) to refuse.
 */
export type RemoveGuard = (tx: Executor, kind: InventoryKind, id: string) => Promise<void>;

/**
 * Delete a record: lock it, run `guard`, delete and audit ('delete'), in one transaction.
 * @returns the image paths it had (the caller deletes their files)
 * @throws AppError 404 unknown id; whatever `guard` throws
 */
export async function deleteItem(
  db: Db,
  audit: AuditTrail,
  kind: InventoryKind,
  id: string,
  guard?: RemoveGuard,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (!(await findRow(tx, kind, id, true))) throw notFound(kind.label);
    await guard?.(tx, kind, id);
    const row = await deleteRow(tx, kind, id);
    await forgetSlugs(tx, kind, id);
    await audit.record({ action: 'delete', entity: kind.type, entityId: id, before: audited(row!) }, tx);
    return (row![kind.imageField] as string[]) ?? [];
  });
}

/** @throws AppError 404 unknown id */
export async function getItem(db: Db, kind: InventoryKind, id: string): Promise<InventoryRow> {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(kind.label);
  return row;
}

/**
 * Start (until `expiresAt`) or end an item's booking hold (undefined flips the state at `now`),
 * audited ('hold') in the same transaction. @returns the row; undefined for an unknown id
 */
export async function holdItem(
  db: Db,
  audit: AuditTrail,
  kind: InventoryKind,
  id: string,
  isBooked: boolean | undefined,
  now: Date,
  expiresAt: Date,
): Promise<InventoryRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, kind, id, true);
    if (!before) return undefined;
    const row = (await setBookingHold(tx, kind, id, isBooked, now, expiresAt))!;
    const held = (r: InventoryRow) => ({ isBooked: r.isBooked, bookingExpiresAt: r.bookingExpiresAt });
    await audit.record({ action: 'hold', entity: kind.type, entityId: id, before: held(before), after: held(row) }, tx);
    return row;
  });
}

/** `applyImageOrder` with its refusal as a 400 on `imageOrder`. */
function orderedImages(kept: string[], added: string[], order: string[] | undefined): string[] {
  try {
    return applyImageOrder(kept, added, order);
  } catch (e) {
    if (e instanceof ImageOrderError) throw badRequest(e.message, { imageOrder: e.message });
    throw e;
  }
}

/**
 * Set a room's meal plans (rupees per adult and per child per night; a plan left out is no longer
 * offered), audited ('update') in the same transaction.
 * @throws AppError 404 unknown room
 */
export async function setRoomMealPlans(
  db: Db,
  audit: AuditTrail,
  kind: InventoryKind,
  id: string,
  mealPlans: MealPlanPrices,
  now: Date,
): Promise<InventoryRow> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(kind.label);
    const row = await updateRow(tx, kind, id, { mealPlans, updatedAt: now });
    await audit.record(
      {
        action: 'update',
        entity: kind.type,
        entityId: id,
        before: { mealPlans: current.mealPlans },
        after: { mealPlans: row!.mealPlans },
      },
      tx,
    );
    return row!;
  });
}
