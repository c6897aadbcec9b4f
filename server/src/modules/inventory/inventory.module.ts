import type { BookingHold, StatusCounts } from '@pachmarhi/common/types';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { inLanguage } from '@pachmarhi/common/i18n/content';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { notFound } from '../../platform/errors/app-error';
import type { ImageStore } from '../../platform/storage/image-store';
import { invalidateOnChange, ListCache, type CachedList } from '../../platform/cache/list-cache';
import { cachedOnChange } from '../../platform/cache/cached-value';
import { effectiveHold } from './hold';
import { INVENTORY_KINDS, inventoryKind, type InventoryKind } from './inventory-kinds';
import { toInventoryDto, type Bookable, type InventoryDto } from './inventory-dto';
import {
  bookableRows,
  countAllRows,
  countByStatus,
  idBySlug,
  insertRow,
  listRows,
  rewriteImagePathRows,
  type Executor,
} from './inventory.repository';
import {
  createItem,
  deleteItem,
  getItem,
  holdItem,
  setRoomMealPlans,
  updateItem,
  type RemoveGuard,
} from './inventory.service';
import type { AuditTrail } from '../audit/audit.module';
import type { EventBus, Handler } from '../../platform/events/event-bus';

export { INVENTORY_KINDS, inventoryKind, type InventoryKind } from './inventory-kinds';
export type { Bookable, InventoryDto } from './inventory-dto';

/** Rooms, vehicles and tours as one component; see `createInventory`. */
export interface Inventory {
  /**
   * The kind's public list body (newest first) in `lang` (Hindi texts where written, else English;
   * no `hi` members), serialized, with its weak ETag; one cache entry per kind and language.
   */
  list(kind: InventoryKind, lang: Lang): Promise<CachedList>;
  /**
   * One record: in `lang` as the public reads it, or without `lang` as stored (English fields and
   * the Hindi under `hi`, for the admin's form). @throws AppError 404 unknown id
   */
  get(kind: InventoryKind, id: string, lang?: Lang): Promise<InventoryDto>;
  /**
   * The item answering to `slug` (its current slug or one from before a rename) in `lang`: the body
   * of `GET /api/<kind>/slug/:slug`, serialized, with its current slug as `meta` (the caller
   * compares it with `slug` to redirect). Kept with the kind's lists, and dropped with them on
   * every write of the kind and when the item's booking hold ends.
   * @throws AppError 404 unknown slug
   */
  bySlug(kind: InventoryKind, slug: string, lang: Lang): Promise<CachedList<string>>;
  /** @param images uploaded public paths, at most 5 @throws AppError 400 more than 5 images */
  create(kind: InventoryKind, fields: Record<string, unknown>, images: string[]): Promise<InventoryDto>;
  /**
   * Replace the fields, keep `keep` (undefined: all) of the images and append `added`, or arrange
   * them by `order` (common/image-order: kept paths and 'new:<i>' tokens; the first is the cover);
   * the dropped images' files are deleted.
   * @throws AppError 404 unknown id; 400 unknown kept path, more than 5 images, or an `order` that
   * does not name every kept and new image once
   */
  update(
    kind: InventoryKind,
    id: string,
    fields: Record<string, unknown>,
    keep: string[] | undefined,
    added: string[],
    order?: string[],
  ): Promise<InventoryDto>;
  /**
   * Delete a record and its image files.
   * @throws AppError 404 unknown id; whatever a subscriber of 'inventory.removing' throws (409 with bookings)
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
  /**
   * The bookable view (id, name, price in rupees, capacity) of every item of a kind, newest first:
   * the process's copy (dropped when a write announces the kind, at most 5 s old), in a new array.
   */
  bookables(type: ItemKind): Promise<Bookable[]>;
  /** One item's bookable view; undefined for an unknown id. */
  bookable(type: ItemKind, id: string): Promise<Bookable | undefined>;
  /**
   * Inside the caller's transaction, lock an item's row (`SELECT … FOR UPDATE`) and read it, so
   * that capacity checks on its reservations serialise. Undefined for an unknown id.
   */
  lockBookable(tx: Executor, type: ItemKind, id: string): Promise<Bookable | undefined>;
  /**
   * Set a room's meal plans (common/src/trip-terms.ts: rupees per adult and per child per night;
   * a plan left out is not offered), audited; announced like any write of rooms.
   * @returns the room as stored @throws AppError 404 unknown room
   */
  setMealPlans(id: string, plans: MealPlanPrices): Promise<InventoryDto>;
  /** `rewriteInventoryImagePaths` on this app's database. @returns how many records changed */
  rewriteImagePaths(normalise: (path: string) => string): Promise<number>;
}

/** Memory for the three public list bodies (bytes): room for thousands of items each. */
const LIST_CACHE_BYTES = 32 * 1024 * 1024;
/** Memory for the item pages' bodies (bytes): a few KB each, in two languages. */
const ITEM_CACHE_BYTES = 8 * 1024 * 1024;

/** What inventory tells other modules, on the app's event bus (platform/events/event-bus.ts). */
export type InventoryEvents = {
  /**
   * An item is being deleted, in the delete's transaction (its row locked): a subscriber may refuse
   * (throw: the reservations module refuses items with future bookings) or delete what goes with it
   * (calendar sync, the item's import feeds).
   */
  'inventory.removing': Handler<{ tx: Executor; kind: InventoryKind; itemId: string }, void>;
};

export interface InventoryDeps {
  db: Db;
  /** Every write is announced on it (the item kind); the list cache drops what it hears, in every process. */
  changes: ChangeFeed;
  /** The clock: booking holds start, and are read as expired, by it. */
  now: () => Date;
  /** The item images: files of images an update drops or a deleted item had are removed from it. */
  images: ImageStore;
  /** How long a booking hold lasts (ms; BOOKING_HOLD_HOURS). */
  bookingHoldMs: number;
  /** Where a deletion is told ('inventory.removing'), before the row goes. */
  events: EventBus<InventoryEvents>;
  /** Every create, update (photos too), delete and booking hold is recorded on it, in the write's transaction. */
  audit: AuditTrail;
}

/**
 * Create the inventory component once per app. It owns the serialized public-list cache: every
 * write through it (create, update, remove, setHold, rewriteImagePaths) announces the kind it
 * touched on `deps.changes`, which invalidates the caches of every process, and reads apply the
 * booking-hold rule at `deps.now()`.
 */
export function createInventory({ db, changes, now, images, bookingHoldMs, events, audit }: InventoryDeps): Inventory {
  const beforeRemove: RemoveGuard = (tx, kind, itemId) => events.emit('inventory.removing', { tx, kind, itemId });
  const cache = new ListCache(undefined, LIST_CACHE_BYTES);
  invalidateOnChange(cache, changes);
  // Item pages' bodies (by slug and language), with the item's current slug.
  const bySlug = new ListCache<string>(undefined, ITEM_CACHE_BYTES);
  invalidateOnChange(bySlug, changes);
  // Drops this process's entries at once; other processes hear of it shortly after (never throws).
  const written = (kind: ItemKind) => void changes.publish(kind);
  // Each kind's bookable items, which every availability query and quote reads: kept until a write
  // announces the kind (in every process), at most 5 s (writes that are not announced, like the seed's).
  const bookableLists = new Map(
    INVENTORY_KINDS.map((k) => [k.type, cachedOnChange(changes, [k.type], () => bookableRows(db, k))] as const),
  );
  const dto = (row: Parameters<typeof toInventoryDto>[0]) => toInventoryDto(row, now());
  const read = (row: Parameters<typeof toInventoryDto>[0], lang: Lang | undefined): InventoryDto =>
    lang ? (inLanguage(dto(row), lang) as InventoryDto) : dto(row);

  return {
    async list(kind, lang) {
      const at = now();
      const build = async () => {
        const dtos = (await listRows(db, kind)).map((r) => inLanguage(toInventoryDto(r, at), lang) as InventoryDto);
        const holds = dtos.filter((d) => d.isBooked).map((d) => Date.parse(d.bookingExpiresAt!));
        return { body: JSON.stringify(kind.listBody(dtos)), nextExpiry: holds.length ? Math.min(...holds) : undefined };
      };
      return cache.get(kind.type, at, build, `${kind.type}:${lang}`);
    },

    async get(kind, id, lang) {
      return read(await getItem(db, kind, id), lang);
    },

    bySlug(kind, slug, lang) {
      const at = now();
      const build = async () => {
        const id = await idBySlug(db, kind, slug);
        if (!id) throw notFound(kind.label);
        const item = read(await getItem(db, kind, id), lang);
        const hold = item.isBooked && item.bookingExpiresAt ? Date.parse(item.bookingExpiresAt) : undefined;
        return { body: JSON.stringify(kind.oneBody(item)), nextExpiry: hold, meta: item.slug as string };
      };
      return bySlug.get(kind.type, at, build, `${kind.type}:${slug}:${lang}`);
    },

    async create(kind, fields, added) {
      const row = await createItem(db, audit, kind, fields, added);
      written(kind.type);
      return dto(row);
    },

    async update(kind, id, fields, keep, added, order) {
      const { row, removed } = await updateItem(db, audit, kind, id, fields, { keep, added, order }, now());
      written(kind.type);
      await images.remove(removed);
      return dto(row);
    },

    async remove(kind, id) {
      const dropped = await deleteItem(db, audit, kind, id, beforeRemove);
      written(kind.type);
      await images.remove(dropped);
    },

    async setHold(kind, id, isBooked) {
      const at = now();
      const row = await holdItem(db, audit, kind, id, isBooked, at, new Date(at.getTime() + bookingHoldMs));
      if (!row) throw notFound(kind.label);
      written(kind.type);
      return effectiveHold(row, at);
    },

    async statusCounts(at) {
      const counts = await Promise.all(INVENTORY_KINDS.map((k) => countByStatus(db, k, at)));
      return Object.fromEntries(INVENTORY_KINDS.map((k, i) => [k.type, counts[i]])) as Record<
        ItemKind,
        StatusCounts & { revenue: number }
      >;
    },

    async recent(kind, limit) {
      return (await listRows(db, kind, limit)).map(dto);
    },

    bookables: async (type) => [...(await bookableLists.get(type)!())],

    async bookable(type, id) {
      return (await bookableRows(db, inventoryKind(type), { id }))[0];
    },

    async lockBookable(tx, type, id) {
      return (await bookableRows(tx, inventoryKind(type), { id, forUpdate: true }))[0];
    },

    async setMealPlans(id, plans) {
      const row = await setRoomMealPlans(db, audit, inventoryKind('room'), id, plans, now());
      written('room');
      return dto(row);
    },

    rewriteImagePaths: (normalise) => rewriteInventoryImagePaths({ db, changes }, normalise),
  };
}

// For the composition root's scripts (the seed, images:variants), which run without the app's components.

/** How many rooms, vehicles and tours there are in all. */
export const countItems = (db: Executor): Promise<number> => countAllRows(db);

/**
 * Insert items of one kind in order, inside the caller's transaction, each with a free slug made
 * from its name. `rows` are column values already validated (`kind.schema`, `kind.toValues`),
 * with their image paths and, if wanted, `createdAt`/`updatedAt`. Nothing is announced: lists
 * cached by a running app catch up within their TTL (5 s).
 * @returns the new ids, in the order of `rows`
 */
export async function insertItems(
  tx: Executor,
  kind: InventoryKind,
  rows: Record<string, unknown>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const values of rows) ids.push((await insertRow(tx, kind, values)).id);
  return ids;
}

/**
 * Rewrite every stored image path of rooms, vehicles and tours with `normalise`, in one
 * transaction; when any changed, announce every kind on `changes` (the lists of every process drop).
 * @returns how many records changed
 */
export async function rewriteInventoryImagePaths(
  { db, changes }: { db: Db; changes: ChangeFeed },
  normalise: (path: string) => string,
): Promise<number> {
  const fixed = await rewriteImagePathRows(db, normalise);
  if (fixed) for (const kind of INVENTORY_KINDS) await changes.publish(kind.type);
  return fixed;
}
