/**
 * A stay's folio as the API answers it (docs/api.md#money): every money figure of one reservation,
 * computed by `folio()` in ../money/folio.ts and read by every screen, message, CSV and PDF.
 * Paise (integers) throughout.
 */
import { z } from 'zod';
import { quoteTaxSchema } from './quote-record';
import { instant, paise, recordId } from './record-fields';

/** A balance the desk let a guest leave with (check-out with `carryBalance`), kept until paid. */
export const balanceCarriedSchema = z
  .object({
    /** Paise owed at check-out. */
    amount: paise(),
    /** Why the guest left owing it, as the desk wrote it. */
    reason: z.string(),
    at: instant(),
    /** The user id of who checked the guest out. */
    by: z.string(),
  })
  .meta({ id: 'BalanceCarried' });

export const folioSchema = z
  .object({
    /** What the stay's dates cost as quoted (the quote's total), paise; 0 for blocks. */
    quoted: paise(),
    /** Paise taken off the quote by the agreed total (negative when the agreed total is above the quote). */
    discount: z.int(),
    /** What is billed for the stay: the agreed total or the quote, paise (tax included when `taxIncluded`). */
    charges: paise(),
    /** GST by rate on `charges`; no lines when the business is not registered. */
    tax: quoteTaxSchema,
    /** True when the prices include GST (the tax is inside `charges`); false when it is added on top. */
    taxIncluded: z.boolean(),
    /** What the stay costs with tax, paise: `charges + tax.total`, or `charges` when the tax is included. */
    total: paise(),
    /** The tax invoice that fixes `charges`, `tax` and `total` once issued; null before one (or after its full credit note). */
    invoice: z.object({ _id: recordId(), number: z.string() }).nullable(),
    /** Paise taken off that invoice by its credit notes. */
    credited: paise(),
    /** What the guest owes in all, paise: `total − credited`; 0 for blocks and cancelled stays; a no-show owes what it paid. */
    amountDue: paise(),
    /** Payments counted (not voided), paise. */
    payments: paise(),
    /** Refunds counted (not voided), paise. */
    refunds: paise(),
    /** `payments − refunds`, paise. */
    paid: paise(),
    /** `amountDue − paid` when positive, else 0, paise. */
    balance: paise(),
    /** `paid − amountDue` when positive, else 0: paid beyond what is owed (a cancelled stay's advance), to refund or keep. */
    credit: paise(),
  })
  .meta({
    id: 'Folio',
    description:
      "A stay's money in paise, the one figure every screen shows: charges, discount, tax, total, credit notes, paid (payments − refunds), balance.",
  });

export type Folio = z.output<typeof folioSchema>;
export type BalanceCarried = z.output<typeof balanceCarriedSchema>;
