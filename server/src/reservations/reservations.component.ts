import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { addDays } from '@pachmarhi/common/quote';
import type {
  DashboardReservations, DayAvailability, ItemAvailability, Reservation,
} from '@pachmarhi/common/reservation-types';
import type { ReservationCreate, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import type { AvailabilityQuery, ReservationListQuery } from '@pachmarhi/common/schemas/reservation-queries';
import { todayIST } from '@pachmarhi/common/time';
import type { AppContext } from '../context';
import { notFound } from '../errors/app-error';
import type { Inventory } from '../inventory/inventory.component';
import type { Bookable } from '../inventory/inventory.repository';
import { invalidateOnChange, ListCache, type CachedList } from '../inventory/list-cache';
import { getWeekendStatus } from '../weekend-pricing/weekend-pricing.service';
import { availabilityJson, availabilityOf, monthOf } from './availability.service';
import { toReservationDto } from './reservation-dto';
import { reservationFigures } from './reservation-stats.repository';
import * as repo from './reservations.repository';
import * as service from './reservations.service';
import type { FeedEvent } from '../ical/ical-feed';

/** Reservations by date, availability and quotes as one component; see `createReservations`. */
export interface Reservations {
  /** @throws AppError 400 unknown item or guests over capacity; 409 naming the first full date */
  create(input: ReservationCreate): Promise<Reservation>;
  /** @throws AppError 404 unknown id; 400; 409 as `create` */
  update(id: string, patch: ReservationUpdate): Promise<Reservation>;
  /** @throws AppError 404 unknown id */
  remove(id: string): Promise<void>;
  /** @throws AppError 404 unknown id */
  get(id: string): Promise<Reservation>;
  /** A page of reservations (by check-in) and the number matching. */
  list(query: ReservationListQuery): Promise<{ data: Reservation[]; total: number }>;
  /** Every reservation overlapping `[from, to]` (either optional), by check-in. */
  exportRows(range: { from?: string; to?: string }): Promise<Reservation[]>;
  /** Every item of the kind (or `query.itemId` only; 404 when unknown) for the dates and guests. */
  availability(query: AvailabilityQuery): Promise<ItemAvailability[]>;
  /**
   * The public availability response `{ success, data: availability(query) }`, serialized with its
   * ETag; cached per query until a write of the kind, a weekend-pricing change or a counted hold's end.
   * @throws AppError 404 unknown `query.itemId`
   */
  availabilityResponse(query: AvailabilityQuery): Promise<CachedList>;
  /** Call after the weekend surcharge changes: every process drops its cached quotes. */
  pricingChanged(): Promise<void>;
  /** Units (tours: seats) left per day of `month` ('YYYY-MM'). @throws AppError 404 unknown item */
  month(kind: ItemKind, itemId: string, month: string): Promise<DayAvailability[]>;
  /** The occupying stays of a room or vehicle from 90 days ago on, for its iCal feed. @throws AppError 404 unknown item */
  feed(kind: ItemKind, itemId: string): Promise<{ name: string; events: FeedEvent[] }>;
  /** The dashboard's reservation figures at the current instant. */
  dashboard(): Promise<DashboardReservations>;
}

const FEED_PAST_DAYS = 90;
/** Availability bodies kept in all: a 30-night answer for 50 rooms is about 100 KB. */
const AVAILABILITY_CACHE_BYTES = 16 * 1024 * 1024;
const ratio = (booked: number, available: number) => ({ booked, available, rate: available > 0 ? Math.round((booked / available) * 1000) / 1000 : 0 });

/**
 * Create the reservations component once per app. Writes lock the item row through the inventory
 * component (`lockBookable`), so capacity checks serialise per item on PostgreSQL and PGlite alike;
 * quotes use the current weekend-pricing status; holds and expiry use `ctx.now()`. Public availability
 * responses are cached (ListCache) and dropped, in every process, on every reservation or inventory
 * write of their kind (announced on `ctx.database.changes`).
 */
export function createReservations(ctx: AppContext, inventory: Inventory): Reservations {
  const deps = { db: ctx.db, inventory, holdMs: ctx.config.bookingHoldMs };
  const cache = new ListCache(undefined, AVAILABILITY_CACHE_BYTES);
  invalidateOnChange(cache, ctx.database.changes);
  const written = async <T extends { kind: ItemKind }>(r: T) => {
    await ctx.database.changes.publish(r.kind);
    return r;
  };
  const names = async (kinds: Iterable<ItemKind>) => {
    const lists = await Promise.all([...new Set(kinds)].map((k) => inventory.bookables(k)));
    return new Map(lists.flat().map((b) => [b.id, b.name]));
  };
  const dtos = async (rows: repo.ReservationRow[]) => {
    const byId = await names(rows.map((r) => r.kind as ItemKind));
    const now = ctx.now();
    return rows.map((r) => toReservationDto(r, byId.get(r.itemId) ?? null, now));
  };
  const saved = ({ row, itemName }: service.SavedReservation) => toReservationDto(row, itemName, ctx.now());
  const item = async (kind: ItemKind, id: string): Promise<Bookable> => {
    const found = await inventory.bookable(kind, id);
    if (!found) throw notFound(kind === 'vehicle' ? 'Vehicle' : kind === 'tour' ? 'Tour' : 'Room');
    return found;
  };
  const availability = async (query: AvailabilityQuery, now: Date) => {
    const [items, weekend] = await Promise.all([
      query.itemId ? item(query.kind, query.itemId).then((b) => [b]) : inventory.bookables(query.kind),
      getWeekendStatus(ctx.db),
    ]);
    return availabilityOf(ctx.db, items, query, weekend, now);
  };

  return {
    create: async (input) => written(saved(await service.createReservation(deps, input, await getWeekendStatus(ctx.db), ctx.now()))),
    update: async (id, patch) => written(saved(await service.updateReservation(deps, id, patch, await getWeekendStatus(ctx.db), ctx.now()))),
    remove: async (id) => ctx.database.changes.publish(await service.deleteReservation(ctx.db, id)),

    async get(id) {
      const row = await repo.findReservation(ctx.db, id);
      if (!row) throw notFound('Reservation');
      return (await dtos([row]))[0];
    },

    async list(query) {
      const { rows, total } = await repo.listReservations(ctx.db, query);
      return { data: await dtos(rows), total };
    },

    exportRows: async (range) => dtos(await repo.allReservations(ctx.db, range)),

    availability: async (query) => (await availability(query, ctx.now())).data,

    availabilityResponse(query) {
      const now = ctx.now();
      const key = [query.kind, query.itemId ?? '', query.checkIn, query.checkOut ?? '', query.guests].join(' ');
      return cache.get(query.kind, now, async () => {
        const { data, nextExpiry } = await availability(query, now);
        return { body: availabilityJson(data), nextExpiry };
      }, key);
    },

    pricingChanged: async () => void (await Promise.all(ITEM_KINDS.map((k) => ctx.database.changes.publish(k)))),

    async month(kind, itemId, month) {
      const now = ctx.now();
      return monthOf(ctx.db, kind, await item(kind, itemId), month, todayIST(now), now);
    },

    async feed(kind, itemId) {
      const { name } = await item(kind, itemId);
      const now = ctx.now();
      const rows = await repo.occupyingForItem(ctx.db, kind, itemId, addDays(todayIST(now), -FEED_PAST_DAYS), now);
      return { name, events: rows.map((r) => ({ uid: `${r.id}@pachmarhi-stays`, start: r.checkIn, end: r.checkOut ?? addDays(r.checkIn, 1) })) };
    },

    async dashboard() {
      const now = ctx.now();
      const [f, rooms] = await Promise.all([reservationFigures(ctx.db, todayIST(now), now), inventory.bookables('room')]);
      const units = rooms.reduce((n, r) => n + r.capacity, 0);
      return {
        arrivals: { today: f.arrivalsToday, tomorrow: f.arrivalsTomorrow },
        departures: { today: f.departuresToday, tomorrow: f.departuresTomorrow },
        roomOccupancy: { next7: ratio(f.roomNights7, units * 7), next30: ratio(f.roomNights30, units * 30) },
        confirmedRevenueNext30: f.confirmedRevenue30,
        openEnquiries: f.openEnquiries,
      };
    },
  };
}
