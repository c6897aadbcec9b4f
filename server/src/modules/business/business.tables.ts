/**
 * The business module's table: the business and tax settings, one row (amounts in paise).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_INVOICE_PREFIX, DEFAULT_STATE_CODE } from '@pachmarhi/common/constants';
import { DEFAULT_SERVICE_GST_RATE, DEFAULT_TOUR_SAC, DEFAULT_VEHICLE_SAC } from '@pachmarhi/common/tax/gst-rates';
import { DEFAULT_TALLY_LEDGERS, type TallyLedgers } from '@pachmarhi/common/schemas/money';
import { DEFAULT_SITE_CLAIMS, type SiteClaims } from '@pachmarhi/common/site-claims';
import { EMPTY_SITE_HINDI, type SiteHindi } from '@pachmarhi/common/schemas/hindi';

/** The one record of the business's legal and tax details (`id` is always 1). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    stateCode: text('state_code').notNull().default(DEFAULT_STATE_CODE),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstin: text('gstin'),
    invoicePrefix: text('invoice_prefix').notNull().default(DEFAULT_INVOICE_PREFIX),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(false),
    upiId: text('upi_id'),
    upiName: text('upi_name').notNull().default(''),
    depositPercent: integer('deposit_percent').notNull().default(DEFAULT_DEPOSIT_PERCENT),
    /** Most a front-desk helper may take off a quote by an agreed total, percent (the owner: any). */
    deskDiscountPercent: integer('desk_discount_percent').notNull().default(0),
    tourGstRate: integer('tour_gst_rate').notNull().default(DEFAULT_SERVICE_GST_RATE),
    vehicleGstRate: integer('vehicle_gst_rate').notNull().default(DEFAULT_SERVICE_GST_RATE),
    tourSac: text('tour_sac').notNull().default(DEFAULT_TOUR_SAC),
    vehicleSac: text('vehicle_sac').notNull().default(DEFAULT_VEHICLE_SAC),
    /** The Tally ledger names the export posts to (docs/tally.md). */
    tallyLedgers: jsonb('tally_ledgers').$type<TallyLedgers>().notNull().default(DEFAULT_TALLY_LEDGERS),
    /** The figures the home and about pages claim, '' when hidden (common/src/site-claims.ts). */
    siteClaims: jsonb('site_claims').$type<SiteClaims>().notNull().default(DEFAULT_SITE_CLAIMS),
    /** The site's name, address and hours in Hindi, '' where not written (common/src/schemas/hindi.ts). */
    siteHi: jsonb('site_hi').$type<SiteHindi>().notNull().default(EMPTY_SITE_HINDI),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('business_settings_one_row', sql`id = 1`)],
);
