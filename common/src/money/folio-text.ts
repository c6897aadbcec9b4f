/**
 * How a folio's figures read, in English and Hindi: the total with its tax said once
 * ("₹15,600 + GST ₹2,808 = ₹18,408"), and the figures a message to the guest gives ("total ₹18,408
 * incl. GST, paid ₹5,522, balance ₹12,886"). Every screen and message words a folio through these.
 */
import type { Lang } from '../i18n/lang';
import type { Folio } from '../schemas/folio-record';
import { formatPaise } from '../tax/paise';

/** Whole rupees from paise (rounded to the nearest rupee): public pages show no paise. */
export const wholeRupees = (paise: number) => formatPaise(Math.round(paise / 100) * 100);

export interface MoneyFormat {
  /** Round to whole rupees (public pages, messages); false keeps paise where there are some (back office, invoices). */
  whole?: boolean;
}

const GST: Record<Lang, string> = { en: 'GST', hi: 'GST' };
const INCL: Record<Lang, (tax: string) => string> = {
  en: (tax) => `incl. GST ${tax}`,
  hi: (tax) => `GST ${tax} सहित`,
};

/**
 * The total with its tax said once: exclusive "₹15,600 + GST ₹2,808 = ₹18,408", inclusive
 * "₹18,408 incl. GST ₹877", no tax (not registered, or a 0 % night) "₹15,600".
 */
export function totalWithTaxText(
  f: Pick<Folio, 'charges' | 'tax' | 'taxIncluded' | 'total'>,
  lang: Lang,
  opts: MoneyFormat = {},
): string {
  const fmt = opts.whole ? wholeRupees : formatPaise;
  if (f.tax.total === 0) return fmt(f.total);
  if (f.taxIncluded) return `${fmt(f.total)} ${INCL[lang](fmt(f.tax.total))}`;
  return `${fmt(f.charges)} + ${GST[lang]} ${fmt(f.tax.total)} = ${fmt(f.total)}`;
}

const FIGURES: Record<Lang, (total: string, taxed: boolean, paid: string, balance: string) => string> = {
  en: (total, taxed, paid, balance) => `total ${total}${taxed ? ' incl. GST' : ''}, paid ${paid}, balance ${balance}`,
  hi: (total, taxed, paid, balance) => `कुल ${total}${taxed ? ' (GST सहित)' : ''}, भुगतान ${paid}, बाकी ${balance}`,
};

/** The figures a message to the guest gives: "total ₹18,408 incl. GST, paid ₹5,522, balance ₹12,886". */
export function folioFiguresText(
  f: Pick<Folio, 'amountDue' | 'tax' | 'paid' | 'balance'>,
  lang: Lang,
  opts: MoneyFormat = {},
): string {
  const fmt = opts.whole ? wholeRupees : formatPaise;
  return FIGURES[lang](fmt(f.amountDue), f.tax.total > 0, fmt(f.paid), fmt(f.balance));
}
