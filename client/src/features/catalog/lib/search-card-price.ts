import { useTranslation } from 'react-i18next';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { WEEKEND_NOTE_KEY } from '@pachmarhi/common/pricing/price-view';
import { useTodayPrice } from './price-display';
import { reservationText } from './reservation';
import type { StayOffer } from './search-offers';
import { useStaySearch } from './search-state';
import { stayCount } from '@pachmarhi/common/stay-search';

export interface CardPriceInput {
  kind: ItemKind;
  /** The item's `_id`. */
  id: string;
  name: string;
  /** Listed price, whole rupees per night, day or person. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person'. */
  unit: string;
  /** Text after today's price when it is not `unit`. */
  suffix: string;
  offer: StayOffer | null;
}

/**
 * The values of a stay's total line (catalog `offer.line`, by the unit as i18next context and plural):
 * its total, what it counts ('night', 2) and the weekend share.
 */
export interface StayLineValues {
  price: string;
  unit: 'night' | 'day' | 'person';
  count: number;
  /** ' · incl. weekend +25%', or ''. */
  weekend: string;
}

/**
 * The price line of a listing card and its WhatsApp text (docs/product.md#listing-cards), in the
 * page's language: with a stay, the per-unit price ('₹1,800 / night', `perUnit`) above the offer's
 * total in `stayLine` ('₹5,400 total · 2 nights', in Hindi '2 रातों के लिए ₹5,400', weekend share
 * named); without dates, today's price (`useTodayPrice`: the quote of one night from tonight, one
 * day from today, one person on a tour; `main` and `rest`), the same number as the detail page's
 * price box. `reserveMessage(reference)` is the WhatsApp text.
 */
export function useCardPrice(p: CardPriceInput): {
  perUnit: string | null;
  stayLine: StayLineValues | null;
  main: string;
  rest: string;
  /** The WhatsApp text with the enquiry's reference (null: none yet, e.g. the link before it is pressed). */
  reserveMessage: (reference?: string | null) => string;
} {
  const { search } = useStaySearch();
  const { t } = useTranslation('catalog');
  const today = useTodayPrice(p.kind, p.id, p.basePrice);
  // With a stay the message carries its quote: each date's price and the total with GST, as the price box's.
  const message = (price: number, unit: string) => (reference?: string | null) =>
    reservationText({ kind: p.kind, name: p.name, price, unit }, search, { reference, quote: p.offer?.quote });
  // A tour without a departure that day shows its price per person and its nearest departures, not a total.
  if (p.offer?.total != null && p.offer.totalText && !p.offer.departures) {
    const weekend = p.offer.weekendPercentage
      ? ` · ${t(WEEKEND_NOTE_KEY.stay, { pct: p.offer.weekendPercentage })}`
      : '';
    return {
      perUnit: p.offer.perUnitText,
      stayLine: { price: p.offer.totalText, ...stayCount(p.kind, search), weekend },
      main: p.offer.totalText,
      rest: '',
      reserveMessage: message(p.offer.total, p.offer.forUnitsText),
    };
  }
  return {
    perUnit: null,
    stayLine: null,
    main: today.text,
    rest: p.suffix,
    reserveMessage: message(today.amount, p.unit),
  };
}
