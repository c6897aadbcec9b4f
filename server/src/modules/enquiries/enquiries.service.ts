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
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { withQuoteDefaults } from '@pachmarhi/common/pricing/quote';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import type { Inventory } from '../inventory/inventory.module';
import type { Reservations } from '../reservations/reservations.module';
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

const toDto = (row: EnquiryRow & { reservationReference?: string | null }, itemName: string | null): Enquiry => ({
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
  status: row.status as EnquiryStatus,
  reservationId: row.reservationId,
  reservationReference: row.reservationReference ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Item names by id across every kind (deleted items are missing). */
async function itemNames(inventory: Inventory): Promise<Map<string, string>> {
  const lists = await Promise.all(ITEM_KINDS.map((k) => inventory.bookables(k)));
  return new Map(lists.flat().map((b) => [b.id, b.name]));
}

/**
 * Record an anonymous enquiry: with dates the server prices the stay itself (the client's figures
 * are not trusted); without, it keeps the item and guests only. A fresh unique reference is drawn.
 * @throws AppError 404 unknown item
 */
export async function recordEnquiry(deps: EnquiryDeps, input: EnquiryCreate): Promise<Enquiry> {
  const item = await deps.inventory.bookable(input.kind, input.itemId);
  if (!item) throw notFound(input.kind === 'vehicle' ? 'Vehicle' : input.kind === 'tour' ? 'Tour' : 'Room');
  const priced = input.checkIn ? (await deps.reservations.availability({ ...input, checkIn: input.checkIn }))[0] : null;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await insertEnquiry(deps.db, {
        reference: newReference(),
        kind: input.kind,
        itemId: input.itemId,
        checkIn: input.checkIn ?? null,
        checkOut: input.checkOut ?? null,
        guests: input.guests,
        available: priced?.available ?? null,
        quote: priced?.quote ?? null,
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
