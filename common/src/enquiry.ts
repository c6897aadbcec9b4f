/**
 * Enquiries: an anonymous record that a visitor pressed "Reserve via WhatsApp" with dates (item,
 * dates, guests, the quote shown, the time; no personal data), so the owner sees demand even when
 * the chat happens outside the site. Not a reservation: it takes no capacity.
 */
import { z } from 'zod';
import type { ItemKind } from './kinds';
import type { Quote } from './quote';
import { quoteQuerySchema } from './schemas/reservation-queries';
import { safeText } from './schemas/fields';
import { optionalInt } from './schemas/numbers';
import { blankToUndefined } from './schemas/reservation';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L): the reference is read out on the phone. */
export const ENQUIRY_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ENQUIRY_REFERENCE_LENGTH = 4;

/** Body of `POST /api/enquiries`: the same stay as `/api/quote` (kind, itemId, dates IST, guests). */
export const enquiryCreateSchema = quoteQuerySchema;

/** Largest page of `GET /api/enquiries`. */
export const ENQUIRIES_PAGE_MAX = 100;

/** Query of `GET /api/enquiries` (admin): `q` a reference, with or without its '#', or part of the item's name. */
export const enquiryListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, safeText('Search', 100).transform((s) => s.replace(/^#/, '')).optional()),
  page: optionalInt(1, 100_000, 'Page must be a whole number from 1', 'Page').transform((v) => v ?? 1),
  limit: optionalInt(1, ENQUIRIES_PAGE_MAX, `Limit must be a whole number from 1 to ${ENQUIRIES_PAGE_MAX}`, 'Limit').transform((v) => v ?? 20),
});

export type EnquiryCreate = z.output<ReturnType<typeof enquiryCreateSchema>>;
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

export interface Enquiry {
  _id: string;
  /** Four characters of ENQUIRY_REFERENCE_ALPHABET, e.g. 'K7Q2' (shown as '#K7Q2'). */
  reference: string;
  kind: ItemKind;
  itemId: string;
  /** Null once the item is deleted. */
  itemName: string | null;
  checkIn: string;
  /** Null for tours. */
  checkOut: string | null;
  guests: number;
  /** Whether the item was free for the dates when asked. */
  available: boolean;
  /** The price computed by the server when the visitor asked (whole rupees). */
  quote: Quote;
  createdAt: string;
}

/** Enquiries per item for the dashboard: the last 30 days, most asked first. */
export interface EnquiryCount {
  kind: ItemKind;
  itemId: string;
  itemName: string | null;
  count: number;
}
