import { useTranslation } from 'react-i18next';
import { gstWording, taxRates } from '@pachmarhi/common/tax/gst-display';
import type { QuoteTax } from '@pachmarhi/common/tax/gst';
import { useSiteConfig } from '@/lib/queries/site-config';

/**
 * How a listed price stands with respect to GST, in the page's language: "incl. GST" when the
 * business's prices include it, "+ GST" when it is added, null when the business is not
 * registered or the site configuration is not known yet (`gst` of `GET /api/site-config`, the
 * rule in common/src/tax/gst-display.ts). Cards, the price box and the detail pages all use it.
 */
export function useGstNote(): string | null {
  const { t } = useTranslation('catalog');
  const { data } = useSiteConfig();
  const wording = gstWording(data?.gst);
  return wording ? t(`gst.${wording}`) : null;
}

/** The rates of a quote's tax as people read them ("GST 5 %", "GST 5 %, 18 %"); null without tax lines. */
export function useGstRatesText(tax: QuoteTax | undefined): string | null {
  const { t } = useTranslation('catalog');
  const rates = tax ? taxRates(tax.lines) : [];
  return rates.length ? t('gst.rates', { rates: rates.map((r) => `${r} %`).join(', ') }) : null;
}
