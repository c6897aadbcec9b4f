import { randomInt } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { addDays, quote, QuoteInputError, withQuoteDefaults, type Quote } from '@pachmarhi/common/pricing/quote';
import { guestCapacityError } from '@pachmarhi/common/capacity';
import { formatDayIST } from '@pachmarhi/common/format';
import { todayIST } from '@pachmarhi/common/time';
import { checkOutDate, statusChangeError } from '@pachmarhi/common/stay-status';
import type { ReservationCreate, ReservationStatus, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error';
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
}

/** How a reservation made from an enquiry reads and books it, in the reservation's transaction. */
export interface EnquiryLink {
  /** The enquiry, its row locked until the transaction ends; null when unknown. */
  lock(tx: repo.Executor, id: string): Promise<LinkedEnquiry | null>;
  /** Mark it booked with the reservation `reservationId`. */
  book(tx: repo.Executor, id: string, reservationId: string): Promise<void>;
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

/** A saved reservation with its item's name. */
export type SavedReservation = { row: repo.ReservationRow; itemName: string };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read out on the phone
const newReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** The fields that decide capacity and price. */
interface Stay {
  kind: ItemKind;
  checkIn: string;
  checkOut: string | null;
  guests: number;
}

/** @throws AppError 400 `{itemId}` when the item does not exist (the row is locked otherwise) */
async function lockItem(tx: repo.Executor, inventory: Inventory, kind: ItemKind, itemId: string): Promise<Bookable> {
  const item = await inventory.lockBookable(tx, kind, itemId);
  if (!item) throw badRequest(`No ${kind} with this id`, { itemId: `No ${kind} with this id` });
  return item;
}

/** @throws AppError 400 `{guests}` when the guests do not fit one room, or exceed a tour's seats */
function assertGuestsFit(item: Bookable, s: Stay): void {
  const err = guestCapacityError(s.kind, s.guests, {
    specifications: item.specifications,
    seatsPerDeparture: s.kind === 'tour' ? item.capacity : undefined,
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
  const clash = firstClash(item.capacity, used, demand(s.kind, s.guests));
  if (!clash) return;
  throw conflict(
    s.kind === 'tour'
      ? `${item.name} has ${clash.left} seat${clash.left === 1 ? '' : 's'} left on the ${formatDayIST(clash.date)} departure`
      : `${item.name} is fully booked on ${formatDayIST(clash.date)}`,
  );
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
    return quote(pricedItem(s.kind, item), s, prices.weekend, { periods: prices.periods, today: todayIST(now) });
  } catch (e) {
    if (e instanceof QuoteInputError) throw badRequest(e.message, { [e.field]: e.message });
    throw e;
  }
}

/**
 * The enquiry a new reservation is made from, locked, or null without `enquiryId`.
 * @throws AppError 400 `{enquiryId}` unknown enquiry; 409 when a reservation was already made from it
 */
async function enquiryFor(tx: repo.Executor, deps: ReservationDeps, id: string | undefined) {
  if (!id) return null;
  const found = await deps.enquiries?.lock(tx, id);
  if (!found) throw badRequest(ruleMessage('unknownEnquiry'), { enquiryId: ruleMessage('unknownEnquiry') });
  if (found.reservationId) {
    const made = await repo.findReservation(tx, found.reservationId);
    throw conflict(`Enquiry #${found.reference} is already booked as reservation ${made?.reference ?? ''}`.trim());
  }
  return found;
}

/** True when `s` is the stay the enquiry asked about (same item, dates and guests): its quote applies. */
const sameStay = (e: LinkedEnquiry, itemId: string, s: Stay) =>
  e.kind === s.kind &&
  e.itemId === itemId &&
  e.checkIn === s.checkIn &&
  (e.checkOut ?? null) === s.checkOut &&
  e.guests === s.guests;

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
  };
  const holdExpiresAt = input.status === 'held' ? new Date(now.getTime() + deps.holdMs) : null;
  return deps.db.transaction(async (tx) => {
    const enquiry = await enquiryFor(tx, deps, input.enquiryId);
    const item = await lockItem(tx, deps.inventory, input.kind, input.itemId);
    assertGuestsFit(item, stay);
    if (isOccupying({ status: input.status, holdExpiresAt }, now)) await assertCapacity(tx, item, stay, now);
    const blocked = input.status === 'blocked';
    const kept = enquiry && !input.reprice && !blocked && sameStay(enquiry, item.id, stay) ? enquiry.quote : null;
    const row = await repo.insertReservation(tx, {
      ...stay,
      itemId: item.id,
      status: input.status,
      holdExpiresAt,
      source: input.source,
      notes: input.notes,
      guestName: input.guestName,
      guestPhone: input.guestPhone ?? '',
      guestEmail: input.guestEmail ?? null,
      quote: kept ? withQuoteDefaults(kept) : snapshot(item, stay, input.status, prices, now),
      agreedTotal: blocked ? null : (input.agreedTotal ?? null),
      reference: newReference(),
      createdAt: now,
      updatedAt: now,
    });
    if (enquiry) await deps.enquiries!.book(tx, enquiry.id, row.id);
    await deps.audit.record({ action: 'create', entity: 'reservation', entityId: row.id, after: audited(row) }, tx);
    return { row, itemName: item.name };
  });
}

/**
 * Change any fields of a reservation (its kind never changes) in one transaction with the
 * reservation and its item locked. Capacity is re-checked when the result occupies and either did
 * not before or its item, dates or guests changed; the quote is re-taken when those change. Setting
 * 'held' on a reservation that is not (or no longer) holding starts a new hold of `holdMs`.
 * A status move follows common/src/stay-status.ts on `now`'s IST date: checking in stamps
 * `checkedInAt`; checking out stamps `checkedOutAt` and, when early, ends the stay today (the
 * remaining nights are freed; the quote stays as agreed). `agreedTotal` null clears it; one kept
 * or set needs notes saying why.
 * @throws AppError 404 unknown id; 400 bad merged fields; 409 when a date is full or the status
 *   may not move (the reason as the message), or the reservation is an imported block
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
    };
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
      stay.guests !== cur.guests;

    const item = await lockItem(tx, deps.inventory, kind, itemId);
    assertGuestsFit(item, stay);
    if (isOccupying({ status, holdExpiresAt }, now) && (moved || !isOccupying(cur, now)))
      await assertCapacity(tx, item, stay, now, id);
    const reprice = moved || (status === 'blocked') !== (cur.status === 'blocked');
    const row = await repo.updateReservation(tx, id, {
      ...stay,
      checkOut: checkingOut ? checkOutDate(stay.checkIn, stay.checkOut, today) : stay.checkOut,
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
      agreedTotal,
      quote: reprice ? snapshot(item, stay, status, prices, now) : cur.quote,
      updatedAt: now,
    });
    if (status === 'cancelled' && cur.status !== 'cancelled') await deps.onCancelled?.(tx, id);
    const action = status !== cur.status ? (ACTIONS[status] ?? 'update') : 'update';
    await deps.audit.record(
      { action, entity: 'reservation', entityId: id, before: audited(cur), after: audited(row) },
      tx,
    );
    return { row, itemName: item.name };
  });
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
