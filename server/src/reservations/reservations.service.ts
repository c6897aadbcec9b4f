import { randomInt } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing';
import { addDays, quote, QuoteInputError, type Quote } from '@pachmarhi/common/quote';
import { guestCapacityError } from '@pachmarhi/common/capacity';
import { formatDayIST } from '@pachmarhi/common/format';
import type { ReservationCreate, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../errors/app-error';
import type { Inventory } from '../inventory/inventory.component';
import type { Bookable } from '../inventory/inventory.repository';
import { datesTaken, demand, firstClash, isOccupying, usageByDate } from './occupancy';
import * as repo from './reservations.repository';

export interface ReservationDeps {
  db: Db;
  inventory: Inventory;
  /** BOOKING_HOLD_HOURS in ms: how long a 'held' reservation takes its dates. */
  holdMs: number;
}

/** A saved reservation with its item's name. */
export type SavedReservation = { row: repo.ReservationRow; itemName: string };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read out on the phone
const newReference = () => Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

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
  const err = guestCapacityError(s.kind, s.guests, { specifications: item.specifications, seatsPerDeparture: s.kind === 'tour' ? item.capacity : undefined });
  if (err) throw badRequest(err.guests, err);
}

/**
 * The capacity rule against the other occupying reservations of the (locked) item.
 * @throws AppError 409 naming the first date that is full as people read it ('Wed 2 Dec 2026')
 */
async function assertCapacity(tx: repo.Executor, item: Bookable, s: Stay, now: Date, excludeId?: string): Promise<void> {
  const dates = datesTaken(s.kind, s.checkIn, s.checkOut);
  const range = { from: dates[0], to: addDays(dates[dates.length - 1], 1) };
  const used = usageByDate(s.kind, await repo.occupants(tx, s.kind, range, now, { itemId: item.id, excludeId }), dates);
  const clash = firstClash(item.capacity, used, demand(s.kind, s.guests));
  if (!clash) return;
  throw conflict(s.kind === 'tour'
    ? `${item.name} has ${clash.left} seat${clash.left === 1 ? '' : 's'} left on the ${formatDayIST(clash.date)} departure`
    : `${item.name} is fully booked on ${formatDayIST(clash.date)}`);
}

/** The price snapshot, or null for blocks. @throws AppError 400 for inputs `quote` refuses */
function snapshot(item: Bookable, s: Stay, status: string, weekend: WeekendPricingStatus): Quote | null {
  if (status === 'blocked') return null;
  try {
    return quote(item, s, weekend);
  } catch (e) {
    if (e instanceof QuoteInputError) throw badRequest(e.message, { [e.field]: e.message });
    throw e;
  }
}

/**
 * Create a reservation in one transaction: lock the item row, check guests and capacity, insert
 * with the quote snapshot. A 'held' one holds until `now + holdMs`.
 * @param weekend the weekend-pricing status the quote applies
 * @throws AppError 400 unknown item or too many guests; 409 when a date is full
 */
export async function createReservation(deps: ReservationDeps, input: ReservationCreate, weekend: WeekendPricingStatus, now: Date): Promise<SavedReservation> {
  const stay: Stay = { kind: input.kind, checkIn: input.checkIn!, checkOut: input.checkOut ?? null, guests: input.guests };
  const holdExpiresAt = input.status === 'held' ? new Date(now.getTime() + deps.holdMs) : null;
  return deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, deps.inventory, input.kind, input.itemId);
    assertGuestsFit(item, stay);
    if (isOccupying({ status: input.status, holdExpiresAt }, now)) await assertCapacity(tx, item, stay, now);
    const row = await repo.insertReservation(tx, {
      ...stay, itemId: item.id, status: input.status, holdExpiresAt, source: input.source, notes: input.notes,
      guestName: input.guestName, guestPhone: input.guestPhone ?? '', guestEmail: input.guestEmail ?? null,
      quote: snapshot(item, stay, input.status, weekend), reference: newReference(), createdAt: now, updatedAt: now,
    });
    return { row, itemName: item.name };
  });
}

/**
 * Change any fields of a reservation (its kind never changes) in one transaction with the
 * reservation and its item locked. Capacity is re-checked when the result occupies and either did
 * not before or its item, dates or guests changed; the quote is re-taken when those change. Setting
 * 'held' on a reservation that is not (or no longer) holding starts a new hold of `holdMs`.
 * @throws AppError 404 unknown id; 400 bad merged fields; 409 when a date is full
 */
export async function updateReservation(
  deps: ReservationDeps, id: string, patch: ReservationUpdate, weekend: WeekendPricingStatus, now: Date,
): Promise<SavedReservation> {
  return deps.db.transaction(async (tx) => {
    const cur = await repo.findReservation(tx, id, true);
    if (!cur) throw notFound('Reservation');
    const kind = cur.kind as ItemKind;
    const status = patch.status ?? cur.status;
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
      const errors = { ...(!guestName && { guestName: 'Guest name is required' }), ...(!guestPhone && { guestPhone: 'Phone number is required' }) };
      throw badRequest(Object.values(errors)[0], errors);
    }
    const renewHold = status === 'held' && !isOccupying(cur, now);
    const holdExpiresAt = status !== 'held' ? null : renewHold ? new Date(now.getTime() + deps.holdMs) : cur.holdExpiresAt;
    const moved = itemId !== cur.itemId || stay.checkIn !== cur.checkIn || stay.checkOut !== cur.checkOut || stay.guests !== cur.guests;

    const item = await lockItem(tx, deps.inventory, kind, itemId);
    assertGuestsFit(item, stay);
    if (isOccupying({ status, holdExpiresAt }, now) && (moved || !isOccupying(cur, now))) await assertCapacity(tx, item, stay, now, id);
    const reprice = moved || (status === 'blocked') !== (cur.status === 'blocked');
    const row = await repo.updateReservation(tx, id, {
      ...stay, itemId, status, holdExpiresAt, guestName, guestPhone,
      guestEmail: patch.guestEmail === undefined ? cur.guestEmail : patch.guestEmail,
      source: patch.source ?? cur.source, notes: patch.notes ?? cur.notes,
      quote: reprice ? snapshot(item, stay, status, weekend) : cur.quote,
      updatedAt: now,
    });
    return { row, itemName: item.name };
  });
}

/** @returns the deleted reservation's kind @throws AppError 404 unknown id */
export async function deleteReservation(db: Db, id: string): Promise<ItemKind> {
  const kind = await repo.deleteReservation(db, id);
  if (!kind) throw notFound('Reservation');
  return kind;
}

/**
 * The guard the inventory runs before deleting an item (inside its transaction, the item locked).
 * @throws AppError 409 while the item has held or confirmed reservations that have not ended
 */
export function refuseItemsWithBookings(now: () => Date) {
  return async (tx: repo.Executor, kind: { type: ItemKind; label: string }, itemId: string): Promise<void> => {
    const at = now();
    const n = await repo.countFutureBookings(tx, kind.type, itemId, todayIST(at), at);
    if (n > 0) {
      throw new AppError(409, `This ${kind.label.toLowerCase()} has ${n} upcoming held or confirmed reservation${n === 1 ? '' : 's'}. Cancel or move ${n === 1 ? 'it' : 'them'} before deleting.`);
    }
  };
}
