import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { WEEKEND_PRICING_FALLBACK } from '@pachmarhi/common/pricing';
import { addDays, quote } from '@pachmarhi/common/quote';
import { todayIST } from '@pachmarhi/common/time';
import { useWeekendPricingStatus } from '@/lib/queries/weekend-pricing';
import { usePriceDisplay } from './price-display';
import { reservationText } from './reservation';
import { chargedWeekendPercentage, type StayOffer } from './search-offers';
import { useStaySearch } from './search-state';
import { catalogText } from '@/i18n';

export interface CardPriceInput {
  kind: ItemKind;
  name: string;
  /** Listed price, whole rupees per night, day or person. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person'. */
  unit: string;
  /** Text after today's price when it is not `unit`. */
  suffix: string;
  /** Without dates, show the quote of this many nights from today (rooms: 'for 2 nights'). */
  previewNights?: number;
  offer: StayOffer | null;
}

/**
 * The price line of a listing card and its WhatsApp text (docs/product.md#listing-cards):
 * with a stay, the quote's total ('₹5,400 total', '· 2 nights', weekend share named);
 * without dates, a room's `previewNights` from today priced by the quote (so '₹3,600 for 2 nights'
 * is the price of two nights), other kinds today's price with the weekend helper.
 */
export function useCardPrice(p: CardPriceInput): { main: string; rest: string; reserveMessage: string } {
  const { search } = useStaySearch();
  const status = useWeekendPricingStatus().data ?? WEEKEND_PRICING_FALLBACK;
  const today = usePriceDisplay()(p.basePrice);
  const message = (price: number, unit: string) => reservationText({ kind: p.kind, name: p.name, price, unit }, search);
  if (p.offer?.total != null && p.offer.priceText) {
    const weekend = p.offer.weekendPercentage ? ` · ${catalogText('price.inclWeekend', { pct: p.offer.weekendPercentage })}` : '';
    return { main: p.offer.priceText, rest: `· ${p.offer.unitText}${weekend}`, reserveMessage: message(p.offer.total, catalogText('price.forUnits', { units: p.offer.unitText })) };
  }
  const price = p.basePrice;
  if (p.previewNights && typeof price === 'number' && Number.isInteger(price) && price >= 0) {
    const start = todayIST();
    const q = quote({ price }, { kind: p.kind, checkIn: start, checkOut: addDays(start, p.previewNights), guests: search.guests }, status);
    const pct = chargedWeekendPercentage(q);
    const weekend = pct ? ` ${catalogText('price.weekendHelper', { pct })}` : '';
    return { main: `${formatINR(q.total)}${weekend}`, rest: p.suffix, reserveMessage: message(today.amount, p.unit) };
  }
  return { main: today.text, rest: p.suffix, reserveMessage: message(today.amount, p.unit) };
}
