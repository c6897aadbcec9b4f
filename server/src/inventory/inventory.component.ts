import type { BookingHold, StatusCounts } from '@pachmarhi/common/types';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { AppContext } from '../context';
import { notFound } from '../errors/app-error';
import { effectiveHold } from './booking-hold';
import { INVENTORY_KINDS, inventoryKind, type InventoryKind } from './inventory-kinds';
import { toInventoryDto, type InventoryDto } from './inventory-dto';
import { bookableRows, countByStatus, listRows, rewriteImagePathRows, setBookingHold, type Bookable, type Executor } from './inventory.repository';
import { createItem, deleteItem, getItem, updateItem, type RemoveGuard } from './inventory.service';
import { idBySlug } from './slugs';
import { invalidateOnChange, ListCache, type CachedList } from './list-cache';

/** Rooms, vehicles and tours as one component; see `createInventory`. */
export interface Inventory {
  /** The kind's public list body (newest first), serialized, with its weak ETag. */
  list(kind: InventoryKind): Promise<CachedList>;
  /** One record. @throws AppError 404 unknown id */
  get(kind: InventoryKind, id: string): Promise<InventoryDto>;
  /**
   * The item answering to `slug` (its current slug or one from before a rename); the caller
   * compares `slug` with the item's to redirect. @throws AppError 404 unknown slug
   */
  getBySlug(kind: InventoryKind, slug: string): Promise<InventoryDto>;
  /** @param images uploaded public paths, at most 5 @throws AppError 400 more than 5 images */
  create(kind: InventoryKind, fields: Record<string, unknown>, images: string[]): Promise<InventoryDto>;
  /**
   * Replace the fields, keep `keep` (undefined: all) of the images and append `added`; the dropped
   * images' files are deleted. @throws AppError 404 unknown id; 400 unknown kept path or more than 5 images
   */
  update(kind: InventoryKind, id: string, fields: Record<string, unknown>, keep: string[] | undefined, added: string[]): Promise<InventoryDto>;
  /**
   * Delete a record and its image files.
   * @throws AppError 404 unknown id; whatever the `beforeRemove` guard throws (409 with bookings)
   */
  remove(kind: InventoryKind, id: string): Promise<void>;
  /**
   * Start (for BOOKING_HOLD_HOURS from now) or end a booking hold; undefined flips the effective state.
   * @throws AppError 404 unknown id
   */
  setHold(kind: InventoryKind, id: string, isBooked: boolean | undefined): Promise<BookingHold>;
  /** Per kind at `now`: available/booked/total and the sum of prices (rupees). */
  statusCounts(now: Date): Promise<Record<ItemKind, StatusCounts & { revenue: number }>>;
  /** The `limit` newest records of a kind. */
  recent(kind: InventoryKind, limit: number): Promise<InventoryDto[]>;
  /** The bookable view (id, name, price in rupees, capacity) of every item of a kind, newest first. */
  bookables(type: ItemKind): Promise<Bookable[]>;
  /** One item's bookable view; undefined for an unknown id. */
  bookable(type: ItemKind, id: string): Promise<Bookable | undefined>;
  /**
   * Inside the caller's transaction, lock an item's row (`SELECT … FOR UPDATE`) and read it, so
   * that capacity checks on its reservations serialise. Undefined for an unknown id.
   */
  lockBookable(tx: Executor, type: ItemKind, id: string): Promise<Bookable | undefined>;
  /**
   * Rewrite every stored image path of every kind with `normalise`, in one transaction.
   * @returns how many records changed
   */
  rewriteImagePaths(normalise: (path: string) => string): Promise<number>;
}

/**
 * Create the inventory component once per app. It owns the serialized public-list cache: every
 * write through it (create, update, remove, setHold, rewriteImagePaths) announces the kind it
 * touched on `ctx.database.changes`, which invalidates the caches of every process, and reads
 * apply the booking-hold rule at `ctx.now()`. `opts.beforeRemove` may refuse a deletion (the
 * reservations domain refuses items with future bookings).
 */
export function createInventory(ctx: AppContext, opts: { beforeRemove?: RemoveGuard } = {}): Inventory {
  const cache = new ListCache();
  invalidateOnChange(cache, ctx.database.changes);
  // Drops this process's entries at once; other processes hear of it shortly after (never throws).
  const written = (kind: ItemKind) => void ctx.database.changes.publish(kind);
  const dto = (row: Parameters<typeof toInventoryDto>[0]) => toInventoryDto(row, ctx.now());

  return {
    async list(kind) {
      const now = ctx.now();
      return cache.get(kind.type, now, async () => {
        const dtos = (await listRows(ctx.db, kind)).map((r) => toInventoryDto(r, now));
        const holds = dtos.filter((d) => d.isBooked).map((d) => Date.parse(d.bookingExpiresAt!));
        return { body: JSON.stringify(kind.listBody(dtos)), nextExpiry: holds.length ? Math.min(...holds) : undefined };
      });
    },

    async get(kind, id) {
      return dto(await getItem(ctx.db, kind, id));
    },

    async getBySlug(kind, slug) {
      const id = await idBySlug(ctx.db, kind, slug);
      if (!id) throw notFound(kind.label);
      return dto(await getItem(ctx.db, kind, id));
    },

    async create(kind, fields, images) {
      const row = await createItem(ctx.db, kind, fields, images);
      written(kind.type);
      return dto(row);
    },

    async update(kind, id, fields, keep, added) {
      const { row, removed } = await updateItem(ctx.db, kind, id, fields, keep, added, ctx.now());
      written(kind.type);
      await ctx.images.remove(removed);
      return dto(row);
    },

    async remove(kind, id) {
      const images = await deleteItem(ctx.db, kind, id, opts.beforeRemove);
      written(kind.type);
      await ctx.images.remove(images);
    },

    async setHold(kind, id, isBooked) {
      const now = ctx.now();
      const row = await setBookingHold(ctx.db, kind, id, isBooked, now, new Date(now.getTime() + ctx.config.bookingHoldMs));
      if (!row) throw notFound(kind.label);
      written(kind.type);
      return effectiveHold(row, now);
    },

    async statusCounts(now) {
      const counts = await Promise.all(INVENTORY_KINDS.map((k) => countByStatus(ctx.db, k, now)));
      return Object.fromEntries(INVENTORY_KINDS.map((k, i) => [k.type, counts[i]])) as Record<ItemKind, StatusCounts & { revenue: number }>;
    },

    async recent(kind, limit) {
      return (await listRows(ctx.db, kind, limit)).map(dto);
    },

    bookables: (type) => bookableRows(ctx.db, inventoryKind(type)),

    async bookable(type, id) {
      return (await bookableRows(ctx.db, inventoryKind(type), { id }))[0];
    },

    async lockBookable(tx, type, id) {
      return (await bookableRows(tx, inventoryKind(type), { id, forUpdate: true }))[0];
    },

    async rewriteImagePaths(normalise) {
      const fixed = await rewriteImagePathRows(ctx.db, normalise);
      for (const kind of INVENTORY_KINDS) written(kind.type);
      return fixed;
    },
  };
}
