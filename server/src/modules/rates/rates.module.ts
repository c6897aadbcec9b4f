import type { ItemKind } from '@pachmarhi/common/kinds';
import type { QuoteItem } from '@pachmarhi/common/pricing/quote';
import { quoteItem } from '@pachmarhi/common/pricing/quote-item';
import type { RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { DayAvailability } from '@pachmarhi/common/reservation-types';
import type { RateCalendarDay, RateFields, RatePeriod } from '@pachmarhi/common/schemas/rates';
import { todayIST } from '@pachmarhi/common/time';
import { cachedOnChange } from '../../platform/cache/cached-value';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { notFound } from '../../platform/errors/app-error';
import type { Bookable, Inventory } from '../inventory/inventory.module';
import type { WeekendPricing } from '../weekend-pricing/weekend-pricing.module';
import { auditable, type AuditTrail } from '../audit/audit.module';
import * as repo from './rates.repository';
import { assertSavable, calendarOf, requirePeriod, toRatePeriod, toValues } from './rates.service';

/**
 * The change-feed topic announced after every rate period write: caches of prices (the
 * reservations module's availability and quotes, this module's periods) drop on it, in every process.
 */
export const RATES_TOPIC = 'rates';

/** How long a process keeps the periods it read when it hears of no change (a missed notification heals by then). */
const PERIODS_TTL_MS = 5_000;

/** The owner's rate periods (seasonal prices and stay rules); see `createRates`. */
export interface Rates {
  /** Periods by kind and start date; `itemId` keeps that item's own and the kind-wide ones. */
  list(filter: { kind?: ItemKind; itemId?: string }): Promise<RatePeriod[]>;
  /**
   * Save a new period. @throws AppError 400 `{itemId}` when `itemId` names no item of `kind`;
   * 409 naming the other period when one at the same level has the same dates and overlapping weekdays
   */
  create(fields: RateFields): Promise<RatePeriod>;
  /** Replace a period's fields (createdAt kept). @throws AppError 404 unknown id; 400 and 409 as `create` */
  update(id: string, fields: RateFields): Promise<RatePeriod>;
  /** @throws AppError 404 unknown id */
  remove(id: string): Promise<void>;
  /**
   * Every period as the price rules read it (`RatePeriodRule`), from a per-process copy dropped on
   * RATES_TOPIC (and at most 5 s old).
   */
  periods(): Promise<RatePeriodRule[]>;
  /**
   * One item's rate calendar for a month 'YYYY-MM' (`GET /api/rates/calendar/:kind/:id`): per day
   * the price of one night/day/person, the rule's name, min stay, closed flags and the availability
   * `unitsLeft` gives (the reservations module's `month`, which is built after rates and reads them).
   * @throws AppError 404 unknown item
   */
  calendar(
    day: { kind: ItemKind; itemId: string; month: string },
    unitsLeft: MonthAvailability,
  ): Promise<RateCalendarDay[]>;
}

/** Units (tours: seats) left per day of a month of one item. */
export type MonthAvailability = (item: { kind: ItemKind; itemId: string; month: string }) => Promise<DayAvailability[]>;

export interface RatesDeps {
  db: Db;
  /** Every write is announced on it as RATES_TOPIC. */
  changes: ChangeFeed;
  /** The clock: today (IST) for tour cut-offs and past days. */
  now: () => Date;
  /** Item checks (does `itemId` exist) and the calendar's item. */
  inventory: Inventory;
  /** The weekend surcharge on top of each day's price. */
  weekendPricing: WeekendPricing;
  /** Every create, update and delete of a period is recorded on it (entity 'rate'), in the write's transaction. */
  audit: AuditTrail;
}

/** What pricing and the stay rules read of a bookable item (common's `quoteItem` over the server's view). */
export function pricedItem(kind: ItemKind, b: Bookable): QuoteItem {
  return quoteItem(kind, {
    id: b.id,
    price: b.price,
    specifications: b.specifications,
    seatsPerDeparture: kind === 'tour' ? b.capacity : null,
    vehicleInfo: b.vehicleInfo,
    baseOccupancy: b.baseOccupancy,
    extraGuestPrice: b.extraGuestPrice,
    minPersons: b.minPersons,
    bookingCutoffDays: b.bookingCutoffDays,
    rentalTerms: { minimumRental: b.minimumRental },
  });
}

/**
 * Create the rates component once per app. A create or replace checks for a clashing period and
 * saves in one transaction holding the advisory lock of its level (`repo.lockLevel`), so two
 * processes writing the same dates at once give one save and one 409. Writes announce RATES_TOPIC
 * on `changes` once committed, so availability and quotes (and this module's copy of the periods) drop in every
 * process at once.
 */
export function createRates(deps: RatesDeps): Rates {
  const { db, changes, now, inventory, weekendPricing, audit } = deps;
  // Announcing RATES_TOPIC drops this process's copy at once (the feed tells local listeners first).
  const periods = cachedOnChange(
    changes,
    [RATES_TOPIC],
    async () => (await repo.listPeriods(db)).map(toRatePeriod),
    PERIODS_TTL_MS,
  );
  const written = async <T>(value: T) => {
    await changes.publish(RATES_TOPIC);
    return value;
  };
  const itemExists = async (f: RateFields) =>
    f.itemId === null || (await inventory.bookable(f.kind, f.itemId)) !== undefined;

  return {
    list: async (filter) => (await repo.listPeriods(db, filter)).map(toRatePeriod),

    async create(fields) {
      const exists = await itemExists(fields);
      const row = await db.transaction(async (tx) => {
        await repo.lockLevel(tx, fields.kind, fields.itemId);
        await assertSavable(tx, fields, exists);
        const at = now();
        const saved = await repo.insertPeriod(tx, { ...toValues(fields), createdAt: at, updatedAt: at });
        await audit.record({ action: 'create', entity: 'rate', entityId: saved.id, after: auditable(saved) }, tx);
        return saved;
      });
      return written(toRatePeriod(row));
    },

    async update(id, fields) {
      await requirePeriod(db, id);
      const exists = await itemExists(fields);
      const row = await db.transaction(async (tx) => {
        await repo.lockLevel(tx, fields.kind, fields.itemId);
        await assertSavable(tx, fields, exists, id);
        const before = await repo.findPeriod(tx, id);
        const saved = await repo.updatePeriod(tx, id, { ...toValues(fields), updatedAt: now() });
        if (before && saved) {
          const change = { before: auditable(before), after: auditable(saved) };
          await audit.record({ action: 'update', entity: 'rate', entityId: id, ...change }, tx);
        }
        return saved;
      });
      if (!row) throw notFound('Rate period');
      return written(toRatePeriod(row));
    },

    async remove(id) {
      await db.transaction(async (tx) => {
        const row = await repo.deletePeriod(tx, id);
        if (!row) throw notFound('Rate period');
        await audit.record({ action: 'delete', entity: 'rate', entityId: id, before: auditable(row) }, tx);
      });
      await written(undefined);
    },

    periods,

    async calendar({ kind, itemId, month }, unitsLeft) {
      const item = await inventory.bookable(kind, itemId);
      if (!item) throw notFound(kind === 'vehicle' ? 'Vehicle' : kind === 'tour' ? 'Tour' : 'Room');
      const [all, weekend, days] = await Promise.all([
        periods(),
        weekendPricing.status(),
        unitsLeft({ kind, itemId, month }),
      ]);
      return calendarOf(kind, pricedItem(kind, item), all, days, weekend, todayIST(now()));
    },
  };
}
