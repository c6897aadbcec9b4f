import { randomInt } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import {
  addDays,
  eachDate,
  QuoteInputError,
  quoteLines,
  withQuoteDefaults,
  type Quote,
} from '@pachmarhi/common/pricing/quote';
import { guestCapacityError } from '@pachmarhi/common/capacity';
import { unitsQuote } from '@pachmarhi/common/pricing/units-quote';
import type { MealPlan, MealPrice } from '@pachmarhi/common/trip-terms';
import { formatDayIST } from '@pachmarhi/common/format';
import { closureOn } from '@pachmarhi/common/operations/park-closures';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import { todayIST } from '@pachmarhi/common/time';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import type { Folio, FolioSource } from '@pachmarhi/common/money/folio';
import type { BalanceCarried } from '@pachmarhi/common/schemas/folio-record';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { formatINR } from '@pachmarhi/common/format';
import { ROLE_FRONT_DESK } from '@pachmarhi/common/constants';
import { currentActor } from '../../platform/auth/require-auth';
import type { ReservationCreate, ReservationStatus, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error';
import type { Bookable, Inventory } from '../inventory/inventory.module';
import type { AuditTrail } from '../audit/audit.module';
import type { AuditAction } from '@pachmarhi/common/schemas/audit';
import { pricedItem } from '../rates/rates.module';
import type { Pricing } from './availability.service';
import { datesTaken, demand, firstClash, isOccupying, usageByDate } from './occupancy';
import * as repo from './reservations.repository';

export interface ReservationDeps {
  db: Db;
  inventory: Inventory;
  /** BOOKING_HOLD_HOURS in ms: how long a 'held' reservation takes its dates. */
  holdMs: number;
  /** Where every write is recorded, in its transaction. */
  audit: AuditTrail;
  /** The enquiries a reservation may be made from (absent: `enquiryId` is refused as unknown). */
  enquiries?: EnquiryLink;
  /**
   * Run in the transaction that cancels a reservation (its row locked), after the update: the
   * invoices module issues the credit note of its invoice there, so both commit or neither.
   */
  onCancelled?: (tx: repo.Executor, reservationId: string) => Promise<unknown>;
  /**
   * Run in the transaction that shortens an invoiced stay (its row locked): the invoices module
   * credits the invoice's lines of the dates no longer stayed.
   */
  onShortened?: (
    tx: repo.Executor,
    reservationId: string,
    dates: readonly string[],
    reason: string,
  ) => Promise<unknown>;
  /** Run in the transaction that checks a stay out (its row locked), after the update: housekeeping makes its rooms dirty there. */
  onCheckedOut?: (
    tx: repo.Executor,
    stay: { id: string; kind: ItemKind; itemId: string; units: number; checkIn: string },
  ) => Promise<unknown>;
  /**
   * Run in the transaction that makes a reservation confirmed (created so, or moved to it), after
   * the write: the message plan schedules the stay's messages there.
   */
  onConfirmed?: (tx: repo.Executor, stay: { id: string; kind: ItemKind; checkIn: string }) => Promise<unknown>;
  /** The folio of a reservation read in the update's transaction (the payments module's); absent: nothing is owed. */
  folioIn?: (tx: repo.Executor, r: FolioSource & { id: string }) => Promise<Folio>;
  /** Most a front-desk account may take off a quote by an agreed total, percent (business settings; absent: 0). */
  deskDiscountPercent?: () => Promise<number>;
}

/** An enquiry as a reservation made from it reads it. */
export interface LinkedEnquiry {
  id: string;
  reference: string;
  kind: string;
  itemId: string;
  /** Null (with `quote`) when the visitor asked before choosing dates. */
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  quote: Quote | null;
  reservationId: string | null;
  /** The trip made from it (or the trip of the reservation made from it). */
  tripId: string | null;
}

/** How a reservation made from an enquiry reads and books it, in the reservation's transaction. */
export interface EnquiryLink {
  /** The enquiry, its row locked until the transaction ends; null when unknown. */
  lock(tx: repo.Executor, id: string): Promise<LinkedEnquiry | null>;
  /** Mark it booked with the reservation `reservationId` (a trip's first line) and its trip `tripId`. */
  book(tx: repo.Executor, id: string, reservationId: string, tripId: string): Promise<void>;
}

/** What the audit trail keeps of a reservation: every column but the bookkeeping instants. */
const audited = ({ updatedAt: _u, createdAt: _c, ...r }: repo.ReservationRow) => r;

/** The audit action of a status move ('check-in', 'cancel'…), 'update' for other changes. */
const ACTIONS: Record<string, AuditAction> = {
  'checked-in': 'check-in',
  'checked-out': 'check-out',
  completed: 'check-out',
  'no-show': 'no-show',
  cancelled: 'cancel',
};

/** A saved reservation with its item's names. */
export type SavedReservation = { row: repo.ReservationRow; item: { name: string; nameHi: string | null } };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read out on the phone
const newReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** The fields that decide capacity and price. */
interface Stay {
  kind: ItemKind;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  /** Identical rooms or vehicles (tours: 1). */
  units: number;
}

/** @throws AppError 400 `{itemId}` when the item does not exist (the row is locked otherwise) */
async function lockItem(tx: repo.Executor, inventory: Inventory, kind: ItemKind, itemId: string): Promise<Bookable> {
  const item = await inventory.lockBookable(tx, kind, itemId);
  if (!item) throw badRequest(`No ${kind} with this id`, { itemId: `No ${kind} with this id` });
  return item;
}

/** @throws AppError 400 `{guests}` when the guests do not fit their rooms (shared among the units), or exceed a tour's or a Gypsy's seats */
function assertGuestsFit(item: Bookable, s: Stay): void {
  const perUnit = s.kind === 'tour' ? s.guests : Math.ceil(s.guests / s.units);
  const err = guestCapacityError(s.kind, perUnit, {
    specifications: item.specifications,
    seatsPerDeparture: s.kind === 'tour' ? item.capacity : undefined,
    vehicleInfo: item.vehicleInfo,
  });
  if (err) throw badRequest(err.guests, err);
}

/**
 * The capacity rule against the other occupying reservations of the (locked) item.
 * @throws AppError 409 naming the first date that is full as people read it ('Wed 2 Dec 2026')
 */
async function assertCapacity(
  tx: repo.Executor,
  item: Bookable,
  s: Stay,
  now: Date,
  excludeId?: string,
): Promise<void> {
  const dates = datesTaken(s.kind, s.checkIn, s.checkOut);
  const range = { from: dates[0], to: addDays(dates[dates.length - 1], 1) };
  const used = usageByDate(s.kind, await repo.occupants(tx, s.kind, range, now, { itemId: item.id, excludeId }), dates);
  const clash = firstClash(item.capacity, used, demand(s.kind, s.guests, s.units));
  if (!clash) return;
  throw conflict(
    s.kind === 'tour'
      ? `${item.name} has ${clash.left} seat${clash.left === 1 ? '' : 's'} left on the ${formatDayIST(clash.date)} departure`
      : clash.left > 0
        ? `${item.name} has only ${clash.left} left on ${formatDayIST(clash.date)}`
        : `${item.name} is fully booked on ${formatDayIST(clash.date)}`,
  );
}

/**
 * A park safari (issue 39) is not reserved on a shift the park is closed (absent shift: morning).
 * @throws AppError 409 with the closure's sentence ("The core zone is closed on Wednesday afternoons")
 */
function assertParkOpen(item: Bookable, kind: ItemKind, checkIn: string, shift: Shift | null, prices: Pricing): void {
  if (kind !== 'tour' || !item.parkSafari) return;
  const closed = closureOn(prices.closures ?? [], checkIn, shift ?? 'morning');
  if (closed) throw conflict(closed.reason);
}

/**
 * The price snapshot at `now` (rate periods, weekend surcharge, extra guests), or null for blocks.
 * A stay rule the stay breaks is kept in it as `available: false` and `reason`: the owner may save
 * such a reservation (an override), the screens show the reason as a warning.
 * @throws AppError 400 for inputs `quote` refuses
 */
function snapshot(item: Bookable, s: Stay, status: string, prices: Pricing, now: Date): Quote | null {
  if (status === 'blocked') return null;
  try {
    return unitsQuote(pricedItem(s.kind, item), s, s.units, prices.weekend, {
      periods: prices.periods,
      today: todayIST(now),
    });
  } catch (e) {
    if (e instanceof QuoteInputError) throw badRequest(e.message, { [e.field]: e.message });
    throw e;
  }
}

/**
 * A room's price of `plan` per adult and per child per night as the line keeps it; null for EP,
 * no plan, or other kinds.
 * @throws AppError 400 `{mealPlan}` when the room does not offer the plan
 */
function mealPriceOf(item: Bookable, kind: ItemKind, plan: MealPlan | null | undefined): MealPrice | null {
  if (kind !== 'room' || !plan || plan === 'EP') return null;
  const price = item.mealPlans[plan];
  const refused = ruleMessage('mealPlanNotOffered', { value: plan });
  if (!price) throw badRequest(refused, { mealPlan: refused });
  return { adult: price.adult, child: price.child };
}

/**
 * The enquiry a new reservation or trip is made from, locked, or null without `enquiryId`.
 * @throws AppError 400 `{enquiryId}` unknown enquiry; 409 when a reservation or trip was already made from it
 */
async function enquiryFor(tx: repo.Executor, deps: ReservationDeps, id: string | undefined) {
  if (!id) return null;
  const found = await deps.enquiries?.lock(tx, id);
  if (!found) throw badRequest(ruleMessage('unknownEnquiry'), { enquiryId: ruleMessage('unknownEnquiry') });
  if (found.reservationId) {
    const made = await repo.findReservation(tx, found.reservationId);
    throw conflict(`Enquiry #${found.reference} is already booked as reservation ${made?.reference ?? ''}`.trim());
  }
  if (found.tripId) throw conflict(ruleMessage('enquiryConverted', { value: found.reference }));
  return found;
}

/** True when `s` is the stay the enquiry asked about (same item, dates and guests): its quote applies. */
const sameStay = (e: LinkedEnquiry, itemId: string, s: Stay) =>
  e.kind === s.kind &&
  e.itemId === itemId &&
  e.checkIn === s.checkIn &&
  (e.checkOut ?? null) === s.checkOut &&
  e.guests === s.guests &&
  s.units === 1;

/**
 * Create a reservation in one transaction: lock the item row, check guests and capacity, insert
 * with the quote snapshot. A 'held' one holds until `now + holdMs`. Made from an enquiry
 * (`enquiryId`, locked too) it keeps the enquiry's quote, the price the guest was told, unless
 * `reprice` or the stay differs from the enquiry's; the enquiry becomes 'booked' with the
 * reservation. `agreedTotal` (whole rupees) is kept beside the quote (blocks keep none).
 * @param prices the weekend-pricing status and rate periods the quote applies
 * @throws AppError 400 unknown item or enquiry, or too many guests; 409 when a date is full or the
 *   enquiry is already booked
 */
export async function createReservation(
  deps: ReservationDeps,
  input: ReservationCreate,
  prices: Pricing,
  now: Date,
): Promise<SavedReservation> {
  const stay: Stay = {
    kind: input.kind,
    checkIn: input.checkIn!,
    checkOut: input.checkOut ?? null,
    guests: input.guests,
    units: input.units,
  };
  const holdExpiresAt = input.status === 'held' ? new Date(now.getTime() + deps.holdMs) : null;
  return deps.db.transaction(async (tx) => {
    const enquiry = await enquiryFor(tx, deps, input.enquiryId);
    const item = await lockItem(tx, deps.inventory, input.kind, input.itemId);
    assertGuestsFit(item, stay);
    const blocked = input.status === 'blocked';
    const mealPrice = blocked ? null : mealPriceOf(item, input.kind, input.mealPlan);
    const shift = input.kind === 'tour' ? (input.shift ?? null) : null;
    if (!blocked) assertParkOpen(item, input.kind, stay.checkIn, shift, prices);
    if (isOccupying({ status: input.status, holdExpiresAt }, now)) await assertCapacity(tx, item, stay, now);
    const kept = enquiry && !input.reprice && !blocked && sameStay(enquiry, item.id, stay) ? enquiry.quote : null;
    const quoted = kept ? withQuoteDefaults(kept) : snapshot(item, stay, input.status, prices, now);
    const agreedTotal = blocked ? null : (input.agreedTotal ?? null);
    await assertDiscountAllowed(deps, quoted, agreedTotal);
    const reference = newReference();
    // A reservation made on its own is a trip of one line, under the same reference.
    const [tripId] = await repo.insertTrips(tx, [
      {
        reference,
        guestName: input.guestName,
        guestPhone: input.guestPhone ?? '',
        guestEmail: input.guestEmail ?? null,
        source: input.source,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const row = await repo.insertReservation(tx, {
      ...stay,
      tripId,
      itemId: item.id,
      status: input.status,
      holdExpiresAt,
      source: input.source,
      notes: input.notes,
      guestName: input.guestName,
      guestPhone: input.guestPhone ?? '',
      guestEmail: input.guestEmail ?? null,
      children: input.children,
      mealPlan: input.kind === 'room' && !blocked ? (input.mealPlan ?? 'EP') : null,
      mealPrice,
      shift,
      quote: quoted,
      agreedTotal,
      reference,
      createdAt: now,
      updatedAt: now,
    });
    if (enquiry) await deps.enquiries!.book(tx, enquiry.id, row.id, tripId);
    if (row.status === 'confirmed')
      await deps.onConfirmed?.(tx, { id: row.id, kind: input.kind, checkIn: row.checkIn });
    // An owner may enter a walk-in who arrived last night (the route allows yesterday's date): the trail says so.
    const backdated = stay.checkIn < todayIST(now);
    await deps.audit.record(
      {
        action: 'create',
        entity: 'reservation',
        entityId: row.id,
        after: { ...audited(row), ...(backdated && { backdated }) },
      },
      tx,
    );
    return { row, item: { name: item.name, nameHi: item.nameHi } };
  });
}

/**
 * Change any fields of a reservation (its kind never changes) in one transaction with the
 * reservation and its item locked. Capacity is re-checked when the result occupies and either did
 * not before or its item, dates or guests changed; the quote is re-taken when those change. Setting
 * 'held' on a reservation that is not (or no longer) holding starts a new hold of `holdMs`.
 * A status move follows common/src/stay-status.ts on `now`'s IST date: checking in stamps
 * `checkedInAt`; checking out stamps `checkedOutAt` and never changes the nights billed (an early
 * departure is a shortened stay: a new `checkOut`). A check-out while a balance is due needs
 * `carryBalance: { reason }`, kept as `balanceCarried`. An invoiced stay may only be shortened
 * (the invoice's lines of the dates dropped are credited in the same transaction); other changes
 * of its dates, guests, item or agreed total wait for its full credit note. `agreedTotal` null
 * clears it; one kept or set needs notes saying why; a front-desk account may not take more off
 * the quote than the owner allows.
 * @throws AppError 404 unknown id; 400 bad merged fields; 403 a front-desk discount above the
 *   limit; 409 when a date is full, the status may not move (the reason as the message), a balance
 *   is due at check-out without `carryBalance`, the stay is invoiced, or it is an imported block
 */
export async function updateReservation(
  deps: ReservationDeps,
  id: string,
  patch: ReservationUpdate,
  prices: Pricing,
  now: Date,
): Promise<SavedReservation> {
  return deps.db.transaction(async (tx) => {
    const cur = await repo.findReservation(tx, id, true);
    if (!cur) throw notFound('Reservation');
    if (cur.feedId) throw conflict(IMPORTED_MESSAGE);
    const kind = cur.kind as ItemKind;
    const status = patch.status ?? cur.status;
    const today = todayIST(now);
    const refused = statusChangeError(cur.status as ReservationStatus, status as ReservationStatus, cur.checkIn, today);
    if (refused) throw conflict(refused);
    const checkingIn = status === 'checked-in' && cur.status !== 'checked-in';
    const checkingOut = cur.status === 'checked-in' && status !== 'checked-in';
    const itemId = patch.itemId ?? cur.itemId;
    const stay: Stay = {
      kind,
      checkIn: patch.checkIn ?? cur.checkIn,
      checkOut: kind === 'tour' ? null : (patch.checkOut ?? cur.checkOut),
      guests: patch.guests ?? cur.guests,
      units: patch.units ?? cur.units,
    };
    const children = patch.children ?? cur.children;
    if (children > stay.guests)
      throw badRequest(ruleMessage('childrenOverGuests'), { children: ruleMessage('childrenOverGuests') });
    const guestName = patch.guestName ?? cur.guestName;
    const guestPhone = patch.guestPhone ?? cur.guestPhone;
    if (status !== 'blocked' && (!guestName || !guestPhone)) {
      const errors = {
        ...(!guestName && { guestName: ruleMessage('required', { label: 'guestName' }) }),
        ...(!guestPhone && { guestPhone: ruleMessage('required', { label: 'phoneNumber' }) }),
      };
      throw badRequest(Object.values(errors)[0], errors);
    }
    const notes = patch.notes ?? cur.notes;
    const agreedTotal =
      status === 'blocked' ? null : patch.agreedTotal === undefined ? cur.agreedTotal : patch.agreedTotal;
    if (agreedTotal !== null && !notes.trim())
      throw badRequest(ruleMessage('agreedTotalNeedsNote'), { notes: ruleMessage('agreedTotalNeedsNote') });
    const renewHold = status === 'held' && !isOccupying(cur, now);
    const holdExpiresAt =
      status !== 'held' ? null : renewHold ? new Date(now.getTime() + deps.holdMs) : cur.holdExpiresAt;
    const moved =
      itemId !== cur.itemId ||
      stay.checkIn !== cur.checkIn ||
      stay.checkOut !== cur.checkOut ||
      stay.guests !== cur.guests ||
      stay.units !== cur.units;

    const item = await lockItem(tx, deps.inventory, kind, itemId);
    assertGuestsFit(item, stay);
    const shift = kind !== 'tour' ? null : patch.shift !== undefined ? patch.shift : (cur.shift as Shift | null);
    if (status !== 'blocked' && (moved || shift !== cur.shift)) assertParkOpen(item, kind, stay.checkIn, shift, prices);
    const mealPlan =
      kind !== 'room' || status === 'blocked'
        ? null
        : patch.mealPlan !== undefined
          ? (patch.mealPlan ?? 'EP')
          : (cur.mealPlan as MealPlan | null);
    const mealPrice =
      mealPlan !== cur.mealPlan || itemId !== cur.itemId ? mealPriceOf(item, kind, mealPlan) : cur.mealPrice;
    if (isOccupying({ status, holdExpiresAt }, now) && (moved || !isOccupying(cur, now)))
      await assertCapacity(tx, item, stay, now, id);
    const reprice = moved || (status === 'blocked') !== (cur.status === 'blocked');
    const quoted = reprice ? snapshot(item, stay, status, prices, now) : cur.quote;
    const money = await deps.folioIn?.(tx, { id, quote: cur.quote, agreedTotal: cur.agreedTotal, status: cur.status });
    let billed = agreedTotal;
    if (money?.invoice && (moved || agreedTotal !== cur.agreedTotal)) {
      const dropped = shortenedDates(cur, stay, itemId);
      if (!dropped || agreedTotal !== cur.agreedTotal) throw conflict(invoicedMessage(money.invoice.number));
      billed = agreedTotal === null ? null : agreedTotal - billedShare(cur.quote, cur.agreedTotal, dropped);
      await deps.onShortened?.(tx, id, dropped, `Stay shortened to end on ${stay.checkOut}`);
    } else if (agreedTotal !== cur.agreedTotal) await assertDiscountAllowed(deps, quoted, agreedTotal);
    const balanceCarried =
      checkingOut && money && money.balance > 0 ? carried(money.balance, patch, now) : cur.balanceCarried;
    const row = await repo.updateReservation(tx, id, {
      ...stay,
      checkedInAt: checkingIn ? now : cur.checkedInAt,
      checkedOutAt: checkingOut ? now : cur.checkedOutAt,
      itemId,
      status,
      holdExpiresAt,
      guestName,
      guestPhone,
      guestEmail: patch.guestEmail === undefined ? cur.guestEmail : patch.guestEmail,
      source: patch.source ?? cur.source,
      notes,
      agreedTotal: billed,
      quote: quoted,
      children,
      mealPlan,
      mealPrice,
      shift,
      balanceCarried,
      updatedAt: now,
    });
    await repo.syncOneLineTrip(tx, row.tripId, {
      guestName: row.guestName,
      guestPhone: row.guestPhone,
      guestEmail: row.guestEmail,
      source: row.source,
      updatedAt: now,
    });
    if (status === 'cancelled' && cur.status !== 'cancelled') await deps.onCancelled?.(tx, id);
    if (status === 'checked-out' && cur.status !== 'checked-out')
      await deps.onCheckedOut?.(tx, { id, kind, itemId, units: row.units ?? 1, checkIn: row.checkIn });
    if (status === 'confirmed' && cur.status !== 'confirmed')
      await deps.onConfirmed?.(tx, { id, kind, checkIn: row.checkIn });
    const action = status !== cur.status ? (ACTIONS[status] ?? 'update') : 'update';
    await deps.audit.record(
      { action, entity: 'reservation', entityId: id, before: audited(cur), after: audited(row) },
      tx,
    );
    return { row, item: { name: item.name, nameHi: item.nameHi } };
  });
}

/** Why an invoiced stay's charges cannot change (other than shortening it). */
const invoicedMessage = (number: string) =>
  `This stay is invoiced (${number}): issue a credit note for the whole invoice before changing its dates, guests, item or agreed total, then invoice it again. To end it early, shorten it (a new check-out date): the nights dropped are credited.`;

/**
 * The dates a change drops when it only shortens the stay (same item, guests and check-in, an
 * earlier check-out), else null.
 */
function shortenedDates(cur: repo.ReservationRow, next: Stay, itemId: string): string[] | null {
  if (itemId !== cur.itemId || next.guests !== cur.guests || next.units !== cur.units || next.checkIn !== cur.checkIn)
    return null;
  if (!cur.checkOut || !next.checkOut || next.checkOut >= cur.checkOut) return null;
  return eachDate(next.checkOut, cur.checkOut);
}

/** Whole rupees of the billed quote (the agreed total shared by date) that fall on `dates`. */
function billedShare(q: Quote | null, agreed: number | null, dates: readonly string[]): number {
  if (!q) return 0;
  return quoteLines(billedQuote(q, agreed))
    .filter((l) => dates.includes(l.date))
    .reduce((t, l) => t + l.price, 0);
}

/** @throws AppError 409 when a balance is due at check-out and `carryBalance` gives no reason */
function carried(balance: number, patch: ReservationUpdate, now: Date): BalanceCarried {
  if (!patch.carryBalance) {
    throw conflict(
      `The guest still owes ${formatPaise(balance)}: record the payment, or check out with the balance carried (give the reason).`,
    );
  }
  return {
    amount: balance,
    reason: patch.carryBalance.reason,
    at: now.toISOString(),
    by: currentActor()?.userId ?? '',
  };
}

/**
 * A front-desk account may agree a total at most `deskDiscountPercent` below the quote (the owner: any).
 * @throws AppError 403 with the limit in rupees
 */
async function assertDiscountAllowed(deps: ReservationDeps, q: Quote | null, agreed: number | null): Promise<void> {
  if (agreed === null || !q || agreed >= q.total || currentActor()?.role !== ROLE_FRONT_DESK) return;
  const pct = (await deps.deskDiscountPercent?.()) ?? 0;
  const lowest = Math.ceil((q.total * (100 - pct)) / 100);
  if (agreed >= lowest) return;
  throw forbidden(
    pct === 0
      ? `Only the owner can agree a total below the quote (${formatINR(q.total)}).`
      : `A front-desk account can take at most ${pct} % off the quote: the lowest total here is ${formatINR(lowest)}. Ask the owner for more.`,
  );
}

/** Why an imported block cannot be changed or deleted here. */
const IMPORTED_MESSAGE =
  "This block comes from a channel's calendar: change or cancel it in that channel, and the next sync follows";

/**
 * Delete a reservation (audited). @returns the deleted reservation's kind
 * @throws AppError 404 unknown id; 409 for an imported block
 */
export async function deleteReservation(db: Db, audit: AuditTrail, id: string): Promise<ItemKind> {
  if ((await repo.findReservation(db, id))?.feedId) throw conflict(IMPORTED_MESSAGE);
  return db.transaction(async (tx) => {
    const row = await repo.deleteReservation(tx, id);
    if (!row) throw notFound('Reservation');
    await audit.record({ action: 'delete', entity: 'reservation', entityId: id, before: audited(row) }, tx);
    return row.kind as ItemKind;
  });
}

/** One line of a trip to write: the stay, its item, units, children and meal plan, and its status. */
export interface TripLineWrite {
  kind: ItemKind;
  itemId: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  units: number;
  children: number;
  mealPlan?: MealPlan | null;
  /** A park safari's shift (absent: morning); a closed one is refused (409 naming the line). */
  shift?: Shift | null;
  status: 'enquiry' | 'held' | 'confirmed';
  /**
   * A price agreed before (a trip made from an enquiry: the quote the visitor was given): the line
   * keeps it, and `mealPrice` with it, instead of being priced now. Absent: priced now.
   */
  kept?: { quote: Quote; mealPrice: MealPrice | null };
}

/** The trip's own fields as a new trip is written. */
export interface NewTripFields {
  guestName: string;
  guestPhone: string;
  guestEmail: string | null;
  source: string;
  notes: string;
}

/**
 * Run `fn` for line `index` (0-based) of a trip: its field errors come back under `lines.<index>.`
 * (`lines.2.checkOut`) and its conflicts name it ('Line 3: Pine Room is fully booked on …').
 */
async function asLine<T>(index: number | null, field: string, fn: () => Promise<T>): Promise<T> {
  if (index === null) return fn();
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.status === 400) {
      const errors = Object.fromEntries(
        Object.entries(e.errors ?? { _: e.message }).map(([k, v]) => [`${field}.${index}.${k}`, v]),
      );
      throw badRequest(`Line ${index + 1}: ${e.message}`, errors);
    }
    if (e.status === 409) throw conflict(`Line ${index + 1}: ${e.message}`);
    throw e;
  }
}

/**
 * Write the lines of a trip (tx open, trip row written): lock every item of the lines first, in one
 * order (kind, then id) so that concurrent trips sharing items wait for each other instead of
 * deadlocking; then, line by line, check the guests fit, the meal plan is offered and the units or
 * seats are free on every date — counting the lines written before it, whatever the status (a
 * trip is taken whole) — and insert it with its quote snapshot under `references[i]`, audited.
 * @throws AppError 400 `lines.<i>.<field>`; 409 naming the line whose date is full
 */
async function writeLines(
  tx: repo.Executor,
  deps: ReservationDeps,
  tripId: string,
  trip: NewTripFields,
  lines: readonly TripLineWrite[],
  references: readonly string[],
  prices: Pricing,
  now: Date,
  /** Errors name the lines by their index (a trip's body); false: as a single line's (a line added). */
  byIndex = true,
): Promise<SavedReservation[]> {
  const at = (i: number) => (byIndex ? i : null);
  const keys = [...new Set(lines.map((l) => `${l.kind} ${l.itemId}`))].sort();
  const items = new Map<string, Bookable>();
  for (const key of keys) {
    const [kind, itemId] = key.split(' ') as [ItemKind, string];
    const index = lines.findIndex((l) => `${l.kind} ${l.itemId}` === key);
    items.set(key, await asLine(at(index), 'lines', () => lockItem(tx, deps.inventory, kind, itemId)));
  }
  const saved: SavedReservation[] = [];
  for (const [i, line] of lines.entries()) {
    saved.push(
      await asLine(at(i), 'lines', async () => {
        const item = items.get(`${line.kind} ${line.itemId}`)!;
        const stay: Stay = {
          kind: line.kind,
          checkIn: line.checkIn,
          checkOut: line.checkOut ?? null,
          guests: line.guests,
          units: line.units,
        };
        assertGuestsFit(item, stay);
        assertParkOpen(item, line.kind, line.checkIn, line.shift ?? null, prices);
        const mealPrice = line.kept ? line.kept.mealPrice : mealPriceOf(item, line.kind, line.mealPlan);
        await assertCapacity(tx, item, stay, now);
        const row = await repo.insertReservation(tx, {
          ...stay,
          tripId,
          itemId: item.id,
          children: line.children,
          mealPlan: line.kind === 'room' ? (line.mealPlan ?? 'EP') : null,
          mealPrice,
          shift: line.kind === 'tour' ? (line.shift ?? null) : null,
          status: line.status,
          holdExpiresAt: line.status === 'held' ? new Date(now.getTime() + deps.holdMs) : null,
          source: trip.source,
          notes: trip.notes,
          guestName: trip.guestName,
          guestPhone: trip.guestPhone,
          guestEmail: trip.guestEmail,
          quote: line.kept ? withQuoteDefaults(line.kept.quote) : snapshot(item, stay, line.status, prices, now),
          agreedTotal: null,
          reference: references[i],
          createdAt: now,
          updatedAt: now,
        });
        await deps.audit.record({ action: 'create', entity: 'reservation', entityId: row.id, after: audited(row) }, tx);
        if (row.status === 'confirmed')
          await deps.onConfirmed?.(tx, { id: row.id, kind: line.kind, checkIn: row.checkIn });
        return { row, item: { name: item.name, nameHi: item.nameHi } };
      }),
    );
  }
  return saved;
}

/**
 * Create a trip and all its lines in one transaction, or nothing: the trip under a new reference
 * (its first line takes the same, the others '<reference>-2', '-3'…), every line's item locked
 * and its availability checked (`writeLines`), then `finish` (the extras) in the same transaction.
 * Made from an enquiry (`enquiryId`, its row locked first, as `createReservation` does) the enquiry
 * becomes 'booked' with the trip and its first line in the same transaction; the lines' agreed
 * prices come with them (`TripLineWrite.kept`).
 * @returns the trip's id and its lines
 * @throws AppError 400 with `lines.<i>.<field>` errors, `{enquiryId}` unknown enquiry; 409 naming the
 *   first line that does not fit, or the enquiry already booked; whatever `finish` throws
 */
export async function createTripLines(
  deps: ReservationDeps,
  trip: NewTripFields,
  lines: readonly TripLineWrite[],
  prices: Pricing,
  now: Date,
  finish: (tx: repo.Executor, tripId: string) => Promise<void>,
  enquiryId?: string,
): Promise<{ tripId: string; lines: SavedReservation[] }> {
  return deps.db.transaction(async (tx) => {
    const enquiry = await enquiryFor(tx, deps, enquiryId);
    const reference = newReference();
    const [tripId] = await repo.insertTrips(tx, [{ ...trip, reference, createdAt: now, updatedAt: now }]);
    const references = lines.map((_, i) => (i === 0 ? reference : `${reference}-${i + 1}`));
    const saved = await writeLines(tx, deps, tripId, trip, lines, references, prices, now);
    await finish(tx, tripId);
    if (enquiry) await deps.enquiries!.book(tx, enquiry.id, saved[0].row.id, tripId);
    return { tripId, lines: saved };
  });
}

/**
 * Add a line to a trip in one transaction (the trip row locked, so lines added together take
 * distinct references): checked as `createTripLines` checks each line; its reference the trip's
 * with the next free number ('K7Q2XM-3').
 * @throws AppError 404 unknown trip; 400 by field; 409 when a date is full
 */
export async function addTripLine(
  deps: ReservationDeps,
  tripId: string,
  line: TripLineWrite,
  prices: Pricing,
  now: Date,
): Promise<SavedReservation> {
  return deps.db.transaction(async (tx) => {
    const trip = await repo.lockTrip(tx, tripId);
    if (!trip) throw notFound('Trip');
    const taken = await repo.lineReferences(tx, tripId);
    const base = trip.reference ?? newReference();
    const next = Math.max(1, ...taken.map((r) => (r === base ? 1 : Number(r.slice(base.length + 1)) || 1))) + 1;
    const [saved] = await writeLines(tx, deps, tripId, trip, [line], [`${base}-${next}`], prices, now, false);
    await repo.touchTrip(tx, tripId, now);
    return saved;
  });
}
