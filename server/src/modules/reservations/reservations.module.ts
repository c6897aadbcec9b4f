import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays, eachDate } from '@pachmarhi/common/pricing/quote';
import type {
  DashboardReservations,
  DayAvailability,
  Reservation,
  StayAvailability,
} from '@pachmarhi/common/reservation-types';
import type { ReservationCreate, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import type { AvailabilityQuery, ReservationListQuery } from '@pachmarhi/common/schemas/reservation-queries';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { EventBus, Handler } from '../../platform/events/event-bus';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error';
import { currentActor } from '../../platform/auth/require-auth';
import type { Bookable, Inventory, InventoryEvents } from '../inventory/inventory.module';
import type { AuditTrail } from '../audit/audit.module';
import { invalidateOnChange, ListCache, type CachedList } from '../../platform/cache/list-cache';
import { PRICING_TOPIC, type WeekendPricing } from '../weekend-pricing/weekend-pricing.module';
import { RATES_TOPIC, type Rates } from '../rates/rates.module';
import { BUSINESS_TOPIC } from '../business/business.module';
import type { TaxSettings } from '@pachmarhi/common/tax/gst';
import type { Folio } from '@pachmarhi/common/money/folio';
import type { ParkClosureRule } from '@pachmarhi/common/operations/park-closures';
import { availabilityJson, availabilityOf, monthOf } from './availability.service';
import { toReservationDto } from './reservation-dto';
import { reservationFigures } from './reservation-stats.repository';
import { usageByDate } from './occupancy';
import * as repo from './reservations.repository';
import * as service from './reservations.service';
import { replaceImported, type ImportCounts, type ImportSource, type ImportedStay } from './imported-blocks';
import { priceLines, type LineRequest, type PricedLine } from './trip-lines';

export type { ImportCounts, ImportSource, ImportedStay } from './imported-blocks';
export type { Executor } from './reservations.repository';
export type { EnquiryLink, LinkedEnquiry, NewTripFields, TripLineWrite } from './reservations.service';
export type { LineRequest, PricedLine } from './trip-lines';

/** One blocked stretch of days of an item's calendar: `[start, end)` as IST calendar dates 'YYYY-MM-DD'. */
export interface FeedEvent {
  /**
   * Stable across calls: '<reservation id>@pachmarhi-stays'; an imported block's own UID, with its
   * occurrence's digits appended for one occurrence of a recurring event ('<uid>_20261224T090000').
   */
  uid: string;
  start: string;
  end: string;
}

/** Reservations by date, availability and quotes as one component; see `createReservations`. */
export interface Reservations {
  /** @throws AppError 400 unknown item or guests over capacity; 409 naming the first full date */
  create(input: ReservationCreate): Promise<Reservation>;
  /**
   * Change any fields; a status move follows common/src/stay-status.ts (check-in, check-out,
   * no-show, cancel). Audited.
   * @throws AppError 404 unknown id; 400; 409 as `create`, or a status move refused (the reason)
   */
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
  availability(query: AvailabilityQuery): Promise<StayAvailability[]>;
  /**
   * The public availability response `{ success, data: availability(query) }`, serialized with its
   * ETag; cached per query until a write of the kind, a weekend-pricing or rate-period change or a
   * counted hold's end.
   * @throws AppError 404 unknown `query.itemId`
   */
  availabilityResponse(query: AvailabilityQuery): Promise<CachedList>;
  /**
   * Units (tours: seats) left per day of `month` ('YYYY-MM'): the public response `{ success, data }`
   * serialized, with the days as `meta`; cached with the availability responses (dropped on the
   * same writes, at a counted hold's end and when the IST date changes).
   * @throws AppError 404 unknown item
   */
  month(kind: ItemKind, itemId: string, month: string): Promise<CachedList<DayAvailability[]>>;
  /**
   * The occupying stays of a room or vehicle from 90 days ago on, for its iCal feed: imported
   * blocks with their original UIDs, except those of `excludeFeedId`.
   * @throws AppError 404 unknown item
   */
  feed(kind: ItemKind, itemId: string, excludeFeedId?: string): Promise<{ name: string; events: FeedEvent[] }>;
  /**
   * Replace one import feed's blocks by `events` (null: keep them) in one transaction (item
   * locked), re-flag the item's conflicts, run `finish` in the same transaction, then announce the
   * kind's change.
   * @throws AppError 404 when the item no longer exists
   */
  replaceImported(
    source: ImportSource,
    events: ImportedStay[] | null,
    finish: (tx: repo.Executor, counts: ImportCounts) => Promise<void>,
  ): Promise<ImportCounts>;
  /** Imported blocks flagged as conflicts that have not ended (IST). */
  openConflicts(): Promise<number>;
  /** The dashboard's reservation figures at the current instant (open enquiries are the enquiries module's). */
  dashboard(): Promise<Omit<DashboardReservations, 'openEnquiries'>>;
  /**
   * Room units taken on each night of `from`..`to` (IST dates, both included) by the reservations
   * occupying at the current instant (as availability counts them), and the room units listed.
   */
  roomOccupancy(from: string, to: string): Promise<{ units: number; days: { date: string; occupied: number }[] }>;
  /**
   * What the front desk's board needs for `date` (IST): held holds that still count, confirmed,
   * checked-in and checked-out reservations whose dates meet it (its check-out day included), by check-in.
   */
  onDate(date: string): Promise<Reservation[]>;
  /** Reservations whose guest left owing a balance at check-out and still owes some (folio balance above 0). */
  carriedBalances(): Promise<Reservation[]>;
  /**
   * Price the lines of a trip quote (`trip-lines.ts`): each item's quote (all its units) with the
   * units or seats left once the occupying reservations and the lines before it are counted.
   * @throws AppError 400 `lines.<i>.itemId` for an unknown item, `lines.<i>.<field>` for inputs the quote refuses
   */
  priceLines(lines: readonly LineRequest[]): Promise<PricedLine[]>;
  /**
   * Create a trip with all its lines in one transaction, or nothing (service `createTripLines`):
   * every line's item locked and its dates checked; `finish` runs in the same transaction. Made
   * from an enquiry (`enquiryId`, as `create` makes a reservation from one) the enquiry is booked
   * with the trip in that transaction.
   * @returns the trip's id and its lines as the API shows them
   * @throws AppError 400 `lines.<i>.<field>`, `{enquiryId}` unknown enquiry; 409 naming the first line
   *   that does not fit, or the enquiry already booked
   */
  createTrip(
    trip: service.NewTripFields,
    lines: readonly service.TripLineWrite[],
    finish: (tx: repo.Executor, tripId: string) => Promise<void>,
    enquiryId?: string,
  ): Promise<{ tripId: string; lines: Reservation[] }>;
  /**
   * Add a line to a trip, checked as a new trip's lines are.
   * @throws AppError 404 unknown trip; 400; 409 when a date is full
   */
  addTripLine(tripId: string, line: service.TripLineWrite): Promise<Reservation>;
  /** Every line (reservation) of the given trips, as the API shows them, by check-in. */
  linesOf(tripIds: readonly string[]): Promise<Reservation[]>;
  /**
   * Record that message `key` was sent to the guest: the desk opened it in WhatsApp (by the current
   * user), or the message plan sent it by `channel` ('email', 'whatsapp'); on the stay's timeline (audited).
   * @throws AppError 404 unknown id
   */
  recordMessageSent(id: string, key: string, channel?: string): Promise<Reservation>;
}

/**
 * What reservations tell other modules, and ask of them, on the app's event bus
 * (platform/events/event-bus.ts): the money side (payments, invoices) is built after reservations
 * and subscribes.
 */
export type ReservationEvents = {
  /** A reservation is cancelled, in the cancel's transaction (its row locked): the invoices module issues its invoice's credit note there. */
  'reservation.cancelled': Handler<{ tx: repo.Executor; id: string }, void>;
  /** An invoiced stay is shortened, in its transaction: the invoices module credits the `dates` no longer stayed, for `reason`. */
  'reservation.shortened': Handler<{ tx: repo.Executor; id: string; dates: readonly string[]; reason: string }, void>;
  /** A stay is checked out, in its transaction: housekeeping makes `units` of the room's units dirty; the message plan schedules the thank-you. */
  'reservation.checkedOut': Handler<
    { tx: repo.Executor; id: string; kind: ItemKind; itemId: string; units: number; checkIn: string },
    void
  >;
  /** A reservation becomes confirmed (created so or moved to it), in its transaction: the message plan schedules the stay's messages. */
  'reservation.confirmed': Handler<{ tx: repo.Executor; id: string; kind: ItemKind; checkIn: string }, void>;
  /**
   * Asked: the reservations with what the money side adds as the API shows them — the quote's tax
   * and grand total and `amountDue`, `paid`, `balance` (the payments module answers).
   */
  'reservation.money': Handler<Reservation[], Reservation[]>;
  /** Asked: a reservation's folio, read in an update's transaction (check-out with a balance, invoiced stays; the payments module answers). */
  'reservation.folio': Handler<
    { tx: repo.Executor; reservation: Parameters<NonNullable<service.ReservationDeps['folioIn']>>[1] },
    Folio
  >;
};

export interface ReservationsDeps {
  db: Db;
  /** Every write is announced on it (the item kind); availability drops on pricing, rates and business changes. */
  changes: ChangeFeed;
  /** The clock: holds, expiry, today (IST). */
  now: () => Date;
  /** How long a hold lasts (ms; BOOKING_HOLD_HOURS). */
  holdMs: number;
  inventory: Inventory;
  weekendPricing: WeekendPricing;
  /** The rate periods quotes are priced by. */
  rates: Rates;
  audit: AuditTrail;
  /** Where reservations refuse an item's deletion, tell their cancellations and ask for money figures. */
  events: EventBus<ReservationEvents & InventoryEvents>;
  /** The enquiries a reservation may be made from (absent: `enquiryId` is refused as unknown). */
  enquiries?: service.EnquiryLink;
  /** The front desk's discount limit, percent (business settings). */
  deskDiscountPercent?: service.ReservationDeps['deskDiscountPercent'];
  /** The GST settings public quotes are taxed under (availability, `/api/quote`). */
  taxSettings?: () => Promise<TaxSettings>;
  /** The park's closures (issue 39): park safaris are not quoted, enquired or reserved on a closed shift. */
  parkClosures?: () => Promise<readonly ParkClosureRule[]>;
}

const FEED_PAST_DAYS = 90;
/** Availability bodies kept in all: a 30-night answer for 50 rooms is about 100 KB. */
const AVAILABILITY_CACHE_BYTES = 16 * 1024 * 1024;
/** Memory for the months of units left (bytes): about 2 KB each. */
const MONTH_CACHE_BYTES = 4 * 1024 * 1024;
const ratio = (booked: number, available: number) => ({
  booked,
  available,
  rate: available > 0 ? Math.round((booked / available) * 1000) / 1000 : 0,
});

/**
 * Create the reservations component once per app. Writes lock the item row through the inventory
 * component (`lockBookable`), so capacity checks serialise per item on PostgreSQL and PGlite alike;
 * quotes use the current weekend-pricing status and the rate periods (`rates.periods()`); holds and
 * expiry use `now()`. Public availability responses are cached (ListCache) and dropped, in every
 * process, on every reservation or inventory write of their kind and on every weekend-pricing,
 * rate-period or business-settings change (announced on `changes`). `enquiries`
 * lets a reservation be made from an enquiry (`enquiryId`), keeping its quote.
 */
export function createReservations(options: ReservationsDeps): Reservations {
  const { db, changes, now: clock, inventory, weekendPricing, rates, audit, events } = options;
  const deps: service.ReservationDeps = {
    db,
    inventory,
    holdMs: options.holdMs,
    audit,
    enquiries: options.enquiries,
    onCancelled: (tx, id) => events.emit('reservation.cancelled', { tx, id }),
    onShortened: (tx, id, dates, reason) => events.emit('reservation.shortened', { tx, id, dates, reason }),
    onCheckedOut: (tx, stay) => events.emit('reservation.checkedOut', { tx, ...stay }),
    onConfirmed: (tx, stay) => events.emit('reservation.confirmed', { tx, ...stay }),
    folioIn: (tx, reservation) => events.ask('reservation.folio', { tx, reservation }),
    deskDiscountPercent: options.deskDiscountPercent,
  };
  const money = (rs: Reservation[]) => events.ask('reservation.money', rs);
  const links = { taxSettings: options.taxSettings, parkClosures: options.parkClosures };
  // An item with held or confirmed stays ahead cannot go.
  events.on('inventory.removing', (item) => refuseItemsWithBookings(item, clock()));
  const cache = new ListCache(undefined, AVAILABILITY_CACHE_BYTES);
  invalidateOnChange(cache, changes, [PRICING_TOPIC, RATES_TOPIC, BUSINESS_TOPIC]);
  // Each item's units left per day of a month, with the days themselves.
  const months = new ListCache<DayAvailability[]>(undefined, MONTH_CACHE_BYTES);
  invalidateOnChange(months, changes);
  const pricing = async () => {
    const [weekend, periods, tax, closures] = await Promise.all([
      weekendPricing.status(),
      rates.periods(),
      links.taxSettings?.(),
      links.parkClosures?.(),
    ]);
    return { weekend, periods, tax, closures };
  };
  const written = async <T extends { kind: ItemKind }>(r: T) => {
    await changes.publish(r.kind);
    return r;
  };
  const names = async (kinds: Iterable<ItemKind>) => {
    const lists = await Promise.all([...new Set(kinds)].map((k) => inventory.bookables(k)));
    return new Map(lists.flat().map((b) => [b.id, { name: b.name, nameHi: b.nameHi }]));
  };
  const dtos = async (rows: repo.ReservationRow[]) => {
    const byId = await names(rows.map((r) => r.kind as ItemKind));
    const now = clock();
    return money(rows.map((r) => toReservationDto(r, byId.get(r.itemId) ?? null, now)));
  };
  const saved = async ({ row, item }: service.SavedReservation) =>
    (await money([toReservationDto(row, item, clock())]))[0];
  const item = async (kind: ItemKind, id: string): Promise<Bookable> => {
    const found = await inventory.bookable(kind, id);
    if (!found) throw notFound(kind === 'vehicle' ? 'Vehicle' : kind === 'tour' ? 'Tour' : 'Room');
    return found;
  };
  const availability = async (query: AvailabilityQuery, now: Date) => {
    const [items, prices] = await Promise.all([
      query.itemId ? item(query.kind, query.itemId).then((b) => [b]) : inventory.bookables(query.kind),
      pricing(),
    ]);
    return availabilityOf(db, items, query, prices, now);
  };

  return {
    create: async (input) =>
      written(await saved(await service.createReservation(deps, input, await pricing(), clock()))),
    update: async (id, patch) =>
      written(await saved(await service.updateReservation(deps, id, patch, await pricing(), clock()))),
    remove: async (id) => changes.publish(await service.deleteReservation(db, audit, id)),

    async get(id) {
      const row = await repo.findReservation(db, id);
      if (!row) throw notFound('Reservation');
      return (await dtos([row]))[0];
    },

    async list(query) {
      const { rows, total } = await repo.listReservations(db, query);
      return { data: await dtos(rows), total };
    },

    exportRows: async (range) => dtos(await repo.allReservations(db, range)),

    availability: async (query) => (await availability(query, clock())).data,

    availabilityResponse(query) {
      const now = clock();
      const key = [
        query.kind,
        query.itemId ?? '',
        query.checkIn,
        query.checkOut ?? '',
        query.guests,
        query.shift ?? '',
      ].join(' ');
      return cache.get(
        query.kind,
        now,
        async () => {
          const { data, nextExpiry } = await availability(query, now);
          return { body: availabilityJson(data), nextExpiry };
        },
        key,
      );
    },

    month(kind, itemId, month) {
      const now = clock();
      const today = todayIST(now);
      return months.get(
        kind,
        now,
        async () => {
          const { data, nextExpiry } = await monthOf(db, kind, await item(kind, itemId), month, today, now);
          return { body: JSON.stringify({ success: true, data }), nextExpiry, meta: data };
        },
        ['month', kind, itemId, month, today].join(' '),
      );
    },

    async feed(kind, itemId, excludeFeedId) {
      const { name } = await item(kind, itemId);
      const now = clock();
      const rows = await repo.occupyingForItem(db, kind, itemId, addDays(todayIST(now), -FEED_PAST_DAYS), now);
      return {
        name,
        events: rows
          .filter((r) => !excludeFeedId || r.feedId !== excludeFeedId)
          .map((r) => ({
            uid: !r.externalUid
              ? `${r.id}@pachmarhi-stays`
              : r.externalRecurrence
                ? `${r.externalUid}_${r.externalRecurrence.replace(/[^0-9T]/g, '')}`
                : r.externalUid,
            start: r.checkIn,
            end: r.checkOut ?? addDays(r.checkIn, 1),
          })),
      };
    },

    async replaceImported(source, events, finish) {
      const counts = await replaceImported(deps, source, events, clock(), finish);
      // A round that moved no block leaves every cached answer and page as it was.
      if (counts.added || counts.updated || counts.removed) await changes.publish(source.kind);
      return counts;
    },

    openConflicts: () => repo.countOpenConflicts(db, todayIST(clock())),

    async priceLines(lines) {
      const [items, prices] = await Promise.all([
        Promise.all(lines.map((l) => inventory.bookable(l.kind, l.itemId))),
        pricing(),
      ]);
      const unknown = items.findIndex((b) => !b);
      if (unknown >= 0) {
        const message = `No ${lines[unknown].kind} with this id`;
        throw badRequest(message, { [`lines.${unknown}.itemId`]: message });
      }
      return priceLines(db, items as Bookable[], lines, prices, clock());
    },

    async createTrip(trip, lines, finish, enquiryId) {
      const made = await service.createTripLines(deps, trip, lines, await pricing(), clock(), finish, enquiryId);
      for (const kind of new Set(lines.map((l) => l.kind))) await changes.publish(kind);
      return {
        tripId: made.tripId,
        lines: await money(made.lines.map(({ row, item }) => toReservationDto(row, item, clock()))),
      };
    },

    addTripLine: async (tripId, line) =>
      written(await saved(await service.addTripLine(deps, tripId, line, await pricing(), clock()))),

    linesOf: async (tripIds) => dtos(await repo.reservationsOfTrips(db, tripIds)),

    async onDate(date) {
      return (await dtos(await repo.reservationsOnDate(db, date))).filter((r) => r.status !== 'held' || r.occupying);
    },

    carriedBalances: async () => (await dtos(await repo.withCarriedBalance(db))).filter((r) => r.balance > 0),

    async recordMessageSent(id, key, channel) {
      const by = currentActor()?.userId ?? null;
      const row = await repo.appendMessageSent(db, id, { key, at: clock().toISOString(), by });
      if (!row) throw notFound('Reservation');
      await audit.record({
        action: 'message-sent',
        entity: 'reservation',
        entityId: id,
        after: { key, ...(channel && { channel }) },
      });
      return (await dtos([row]))[0];
    },

    async roomOccupancy(from, to) {
      const end = addDays(to, 1);
      const [rows, rooms] = await Promise.all([
        repo.occupants(db, 'room', { from, to: end }, clock()),
        inventory.bookables('room'),
      ]);
      const used = usageByDate('room', rows, eachDate(from, end));
      return {
        units: rooms.reduce((n, r) => n + r.capacity, 0),
        days: [...used].map(([date, occupied]) => ({ date, occupied })),
      };
    },

    async dashboard() {
      const now = clock();
      const [f, rooms] = await Promise.all([reservationFigures(db, todayIST(now), now), inventory.bookables('room')]);
      const units = rooms.reduce((n, r) => n + r.capacity, 0);
      return {
        arrivals: { today: f.arrivalsToday, tomorrow: f.arrivalsTomorrow },
        departures: { today: f.departuresToday, tomorrow: f.departuresTomorrow },
        roomOccupancy: { next7: ratio(f.roomNights7, units * 7), next30: ratio(f.roomNights30, units * 30) },
        confirmedRevenueNext30: f.confirmedRevenue30,
      };
    },
  };
}

/**
 * Refuses an item's deletion ('inventory.removing': inside the delete's transaction, the item row
 * locked) while it has held or confirmed reservations that have not ended at `at`.
 * @throws AppError 409 naming how many
 */
async function refuseItemsWithBookings(
  { tx, kind, itemId }: Parameters<InventoryEvents['inventory.removing']>[0],
  at: Date,
): Promise<void> {
  const n = await repo.countFutureBookings(tx, kind.type, itemId, todayIST(at), at);
  if (n > 0) {
    throw new AppError(
      409,
      `This ${kind.label.toLowerCase()} has ${n} upcoming held or confirmed reservation${n === 1 ? '' : 's'}. Cancel or move ${n === 1 ? 'it' : 'them'} before deleting.`,
    );
  }
}
