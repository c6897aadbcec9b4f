/**
 * A quote as the API returns it (availability, quotes, reservations, enquiries), as a zod schema: `Quote` in
 * ../pricing/quote.ts is derived from it.
 */
import { z } from 'zod';
import { QUOTE_REASON_CODES } from '../pricing/rates';
import { calendarDate, paise, recordId, rupees } from './record-fields';

/** One priced date, whole rupees. `price = base + surcharge + extraGuests`. */
export const quoteLineSchema = z
  .object({
    /** 'YYYY-MM-DD' (IST): the night (rooms), the rental day (vehicles), the departure date (tours). */
    date: calendarDate(),
    /** The date's price before the weekend surcharge: the item's price under the date's rate period (per night or day, or per person × guests for tours). */
    base: rupees(),
    /** Weekend surcharge; 0 on weekdays or when weekend pricing is inactive. */
    surcharge: rupees(),
    /** Rooms: guests over the base occupancy × the extra guest price, per night; 0 otherwise. */
    extraGuests: rupees(),
    price: rupees(),
    /** The rate period that priced the date, or null for the item's own price. */
    rule: z.object({ _id: recordId(), name: z.string() }).nullable(),
  })
  .meta({
    id: 'QuoteLine',
    description:
      'One priced date, whole rupees: price = base + surcharge + extraGuests; `rule` the rate period that set `base`.',
  });

/** Why a quote cannot be booked: a stay rule of a rate period or of the item, or the guests over capacity. */
export const quoteReasonSchema = z
  .object({
    code: z.enum(QUOTE_REASON_CODES),
    /** English, e.g. 'Stays that include Sat 26 Dec need at least 3 nights'; clients word `code` and `params` in their language. */
    message: z.string(),
    /** `date` the IST date the rule concerns, `count` the nights, days, persons or guests it asks for. */
    params: z.object({ date: calendarDate().optional(), count: z.int().min(1).optional() }),
  })
  .meta({ id: 'QuoteReason' });

/** One GST rate's share of a quote, paise: CGST and SGST are equal halves of `rate`. */
export const taxLineSchema = z
  .object({
    /** Percent, CGST + SGST together (5, 12, 18; 0 for an exempt night). */
    rate: z.number().min(0).max(28),
    taxable: paise(),
    cgst: paise(),
    sgst: paise(),
  })
  .meta({ id: 'TaxLine' });

/** The GST of a quote under the business settings (common/src/tax/gst.ts); no lines when not registered. */
export const quoteTaxSchema = z
  .object({ lines: z.array(taxLineSchema), total: paise() })
  .meta({ id: 'QuoteTax', description: 'GST by rate, paise; `total` = the CGST and SGST of every line.' });

const quoteCommon = {
  /** The item's listed price in rupees per night, day or person. */
  unitPrice: rupees(),
  guests: z.int().min(1),
  /** The weekend percentage applied on weekend dates; 0 when weekend pricing is inactive. */
  weekendPercentage: z.int().min(0).max(100),
  /** Sum of the lines' `price`, whole rupees. */
  total: rupees(),
  /** False when a stay rule (minimum stay, closed to arrival or departure, tour minimum persons or cut-off) or the guest capacity refuses the stay. */
  available: z.boolean(),
  /** Why not, when `available` is false; else null. */
  reason: quoteReasonSchema.nullable(),
  /**
   * The rate period marked non-refundable that one of the dates falls in (the stay cannot be refunded,
   * whatever the item's cancellation policy); null or absent (quotes stored before it): the item's policy holds.
   */
  nonRefundable: z.object({ _id: recordId(), name: z.string() }).nullable().optional(),
  /**
   * Rooms and vehicles of a trip line: identical units priced together, each date's figures for all of
   * them (a room's GST slab is read per unit: the date's price ÷ units). Absent: 1.
   */
  units: z.int().min(1).optional(),
  /** GST by rate, paise; present where the business settings are known (reservations, quotes). */
  tax: quoteTaxSchema.optional(),
  /** What the guest pays, paise: `total` plus the tax, or `total` when prices include GST or there is no GST. */
  grandTotal: paise().optional(),
};

/**
 * A quote in whole rupees, by IST calendar date. Rooms are priced per night per room (plus extra
 * guests over the base occupancy), vehicles per rental day per vehicle, tours per person on the
 * departure date (one line, `base = person's price × guests`). Each date's price follows its rate
 * period and the weekend surcharge (ADR 007, ADR 016).
 */
export const quoteSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('room'), unit: z.literal('night'), ...quoteCommon, nights: z.array(quoteLineSchema) }),
    z.object({ kind: z.literal('vehicle'), unit: z.literal('day'), ...quoteCommon, days: z.array(quoteLineSchema) }),
    z.object({ kind: z.literal('tour'), unit: z.literal('person'), ...quoteCommon, days: z.array(quoteLineSchema) }),
  ])
  .meta({
    id: 'Quote',
    description:
      'The price of a stay (per night), a rental (per day) or a tour (per person), whole rupees, with one line per date.',
  });
