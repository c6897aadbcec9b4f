import { randomInt } from 'node:crypto';
import {
  ENQUIRY_REFERENCE_ALPHABET,
  ENQUIRY_REFERENCE_LENGTH,
  type Enquiry,
  type EnquiryCount,
  type EnquiryCreate,
  type EnquiryListQuery,
  type EnquiryStatus,
  type EnquiryUpdate,
} from '@pachmarhi/common/enquiry';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { withQuoteDefaults, type Quote } from '@pachmarhi/common/pricing/quote';
import type { Trip, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { tripLinesField, type TripFromEnquiry } from '@pachmarhi/common/schemas/trips';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, notFound, validate } from '../../platform/errors/app-error';
import type { Inventory } from '../inventory/inventory.module';
import type { Reservations } from '../reservations/reservations.module';
import type { AgreedTrip, Trips } from '../trips/trips.module';
import {
  countEnquiriesByItem,
  findEnquiry,
  insertEnquiry,
  listEnquiries,
  setEnquiryStatus,
  type EnquiryRow,
} from './enquiries.repository';

/** What the enquiries component needs. */
export interface EnquiryDeps {
  db: Db;
  /** Item names (deleted items have none). */
  inventory: Inventory;
  /** Prices and availability of the stay asked about. */
  reservations: Reservations;
  /** The price of a visitor's whole trip (the one price rule), and the trip made from an enquiry. */
  trips: Pick<Trips, 'quote' | 'create'>;
  /** The clock: creation times and the 30-day window of the counts. */
  now: () => Date;
}

/** Days the dashboard's per-item enquiry counts look back. */
const ENQUIRY_COUNT_DAYS = 30;
/** Items listed on the dashboard's enquiry counts. */
const ENQUIRY_COUNT_ITEMS = 10;
/** A clash on 4 characters (~920k codes) is rare; a few fresh draws make a failure vanishingly unlikely. */
const REFERENCE_TRIES = 8;

const newReference = () =>
  Array.from(
    { length: ENQUIRY_REFERENCE_LENGTH },
    () => ENQUIRY_REFERENCE_ALPHABET[randomInt(ENQUIRY_REFERENCE_ALPHABET.length)],
  ).join('');

const isUniqueViolation = (err: unknown): boolean => {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
};

const toDto = (
  row: EnquiryRow & { reservationReference?: string | null; tripReference?: string | null },
  itemName: string | null,
): Enquiry => ({
  _id: row.id,
  reference: row.reference,
  kind: row.kind as ItemKind,
  itemId: row.itemId,
  itemName,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  guests: row.guests,
  available: row.available,
  quote: row.quote && withQuoteDefaults(row.quote),
  lines: row.lines,
  extras: row.extras,
  tripQuote: row.tripQuote,
  status: row.status as EnquiryStatus,
  reservationId: row.reservationId,
  reservationReference: row.reservationReference ?? null,
  tripId: row.tripId,
  tripReference: row.tripReference ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Item names by id across every kind (deleted items are missing). */
async function itemNames(inventory: Inventory): Promise<Map<string, string>> {
  const lists = await Promise.all(ITEM_KINDS.map((k) => inventory.bookables(k)));
  return new Map(lists.flat().map((b) => [b.id, b.name]));
}

/** A trip quote's line as the single-item quote it extends (what a reservation keeps as its `quote`). */
function lineQuote(line: TripQuoteAnswer['lines'][number]): Quote {
  const {
    _id: _i,
    itemId: _it,
    itemName: _n,
    mealPlan: _m,
    meals: _ml,
    subtotal: _s,
    tax: _t,
    grandTotal: _g,
    gst: _gst,
    unitsLeft: _u,
    ...quote
  } = line;
  return quote as Quote;
}

/**
 * Record an anonymous enquiry: with dates the server prices the stay itself (the client's figures
 * are not trusted); without, it keeps the item and guests only. A visitor's whole trip (`lines`,
 * `extras`) is priced by the trip quote (the one price rule) and kept with it under one reference;
 * its item, dates, guests and `quote` are its first line's. A fresh unique reference is drawn.
 * @throws AppError 404 unknown item; 400 `lines.<i>.<field>`, `extras.<i>.extraId` (the trip quote's)
 */
export async function recordEnquiry(deps: EnquiryDeps, input: EnquiryCreate): Promise<Enquiry> {
  const trip = input.lines ? await deps.trips.quote({ lines: input.lines, extras: input.extras }) : null;
  const item = await deps.inventory.bookable(input.kind, input.itemId);
  if (!item) throw notFound(input.kind === 'vehicle' ? 'Vehicle' : input.kind === 'tour' ? 'Tour' : 'Room');
  const priced = trip
    ? { available: trip.available, quote: lineQuote(trip.lines[0]) }
    : input.checkIn
      ? (await deps.reservations.availability({ ...input, checkIn: input.checkIn }))[0]
      : null;
  // A park safari on a closed shift cannot even be asked about (issue 39): the closure's sentence.
  if (priced?.quote.reason?.code === 'park-closed') throw conflict(priced.quote.reason.message);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await insertEnquiry(deps.db, {
        reference: newReference(),
        kind: input.kind,
        itemId: input.itemId,
        checkIn: input.checkIn ?? null,
        checkOut: input.checkOut ?? null,
        shift: input.shift ?? null,
        guests: input.guests,
        available: priced?.available ?? null,
        quote: priced?.quote ?? null,
        lines: input.lines,
        extras: trip ? input.extras : null,
        tripQuote: trip,
        createdAt: deps.now(),
      });
      return toDto(row, item.name);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= REFERENCE_TRIES) throw err;
    }
  }
}

/** A page of enquiries, newest first (admin); `q` a reference such as 'K7Q2'. */
export async function enquiriesPage(
  deps: EnquiryDeps,
  q: EnquiryListQuery,
): Promise<{ data: Enquiry[]; total: number }> {
  const { rows, total } = await listEnquiries(deps.db, {
    reference: q.q,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const names = await itemNames(deps.inventory);
  return { data: rows.map((r) => toDto(r, names.get(r.itemId) ?? null)), total };
}

/**
 * Set an enquiry's status (the owner's: new, replied, booked, lost); its reservation link stays.
 * @throws AppError 404 unknown id
 */
export async function updateEnquiry(deps: EnquiryDeps, id: string, patch: EnquiryUpdate): Promise<Enquiry> {
  if (!(await setEnquiryStatus(deps.db, id, patch.status))) throw notFound('Enquiry');
  const row = (await findEnquiry(deps.db, id))!;
  const item = await deps.inventory.bookable(row.kind as ItemKind, row.itemId);
  return toDto(row, item?.name ?? null);
}

/** Enquiries per item over the last ENQUIRY_COUNT_DAYS days at `now`, most asked first (dashboard). */
export async function enquiryCounts(db: Db, inventory: Inventory, now: Date): Promise<EnquiryCount[]> {
  const since = new Date(now.getTime() - ENQUIRY_COUNT_DAYS * 86_400_000);
  const [rows, names] = await Promise.all([countEnquiriesByItem(db, since, ENQUIRY_COUNT_ITEMS), itemNames(inventory)]);
  return rows.map((r) => ({
    kind: r.kind as ItemKind,
    itemId: r.itemId,
    itemName: names.get(r.itemId) ?? null,
    count: r.count,
  }));
}

/**
 * What a trip made from enquiry `row` is and the prices it keeps: a whole trip's lines with each
 * line's quote and meal price and the extras as its trip quote priced them; a single item with dates
 * as a one-line trip at its quote. A 'sold-out' reason of the moment it was asked is dropped: the
 * units are checked again as the trip is written. Null without dates (nothing was priced).
 */
function agreedFrom(
  row: EnquiryRow,
): { lines: NonNullable<EnquiryRow['lines']>; agreed: Omit<AgreedTrip, 'enquiryId'> } | null {
  const kept = (quote: Quote) =>
    quote.reason?.code === 'sold-out' ? { ...quote, available: true, reason: null } : quote;
  if (row.lines && row.tripQuote) {
    return {
      lines: row.lines,
      agreed: {
        lines: row.tripQuote.lines.map((l) => ({
          quote: kept(lineQuote(l)),
          mealPrice: l.meals && { adult: l.meals.adult, child: l.meals.child },
        })),
        extras: row.tripQuote.extras.map(({ extraId, name, nameHi, unit, price, quantity, gstRate, sac }) => ({
          extraId,
          name,
          nameHi,
          unit,
          price,
          quantity,
          gstRate,
          sac,
        })),
      },
    };
  }
  if (!row.checkIn || !row.quote) return null;
  const kind = row.kind as ItemKind;
  return {
    lines: [
      {
        kind,
        itemId: row.itemId,
        checkIn: row.checkIn,
        checkOut: row.checkOut ?? undefined,
        guests: row.guests,
        units: 1,
        children: 0,
      },
    ],
    agreed: { lines: [{ quote: kept(withQuoteDefaults(row.quote)), mealPrice: null }], extras: [] },
  };
}

/**
 * Make the trip of an enquiry (`POST /api/enquiries/:id/trip`): its lines and extras at the prices
 * quoted when the visitor asked (not priced again), written all or nothing by the trips module with
 * the enquiry locked and booked in the same transaction, as a reservation made from an enquiry is.
 * Its lines' dates are checked against `today` (IST) and `maxAdvanceDays` as a new trip's.
 * @throws AppError 404 unknown id; 409 no dates (nothing was priced), already booked, or a line that
 *   does not fit (named); 400 `lines.<i>.<field>` a date now past or out of range, or too many guests
 */
export async function tripFromEnquiry(
  deps: EnquiryDeps,
  id: string,
  input: TripFromEnquiry,
  dates: { today: string; maxAdvanceDays?: number },
): Promise<Trip> {
  const row = await findEnquiry(deps.db, id);
  if (!row) throw notFound('Enquiry');
  const made = agreedFrom(row);
  if (!made) throw conflict(ruleMessage('enquiryHasNoDates'));
  const { lines } = validate(z.object({ lines: tripLinesField(dates.today, dates.maxAdvanceDays) }), {
    lines: made.lines,
  });
  return deps.trips.create({ ...input, lines, extras: [] }, { enquiryId: row.id, ...made.agreed });
}
