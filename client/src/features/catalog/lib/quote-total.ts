import { formatINR } from '@pachmarhi/common/format';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { totalWithTaxText } from '@pachmarhi/common/money/folio-text';
import type { QuoteTax } from '@pachmarhi/common/tax/gst';

/**
 * A priced part's money with its tax said once, whole rupees, in the page's language: "₹5,000 +
 * GST ₹600 = ₹5,600", "₹5,600 incl. GST ₹267", or "₹5,000" without tax (common/money/folio-text).
 * @param rupees the part's price before tax added on top (the quote's `subtotal` or `total`)
 * @param grandTotal paise with the tax (equal to `rupees` × 100 when prices include it or there is none)
 */
export function moneyText(rupees: number, tax: QuoteTax, grandTotal: number): string {
  const charges = rupees * 100;
  return totalWithTaxText({ charges, tax, taxIncluded: grandTotal === charges, total: grandTotal }, displayLang(), {
    whole: true,
  });
}

/**
 * A stay's total as public pages and messages write it, whole rupees, its GST said once when the
 * server's quote carries it (common/src/money/folio-text.ts, the folio's wording): "₹15,600 + GST
 * ₹2,808 = ₹18,408", "₹18,408 incl. GST ₹877", or "₹15,600" (not registered, or the tax not known).
 * Never computes tax here: the figures are the quote's `total` (rupees), `tax` and `grandTotal` (paise).
 */
export function quoteTotalText(quote: Pick<Quote, 'total' | 'tax' | 'grandTotal'>): string {
  if (!quote.tax || quote.grandTotal === undefined || quote.tax.total === 0) return formatINR(quote.total);
  return moneyText(quote.total, quote.tax, quote.grandTotal);
}
