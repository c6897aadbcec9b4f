import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { amountText, priceView, type PriceTextKey, type Translate } from '@pachmarhi/common/pricing/price-view';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { WEEKEND_PRICING_FALLBACK, type WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import { todayIST } from '@pachmarhi/common/time';
import { availabilityQueries, type StayRequest } from '@/lib/queries/availability';
import { useWeekendPricingStatus } from '@/lib/queries/weekend-pricing';
import { catalogText } from '@/i18n';
import { useStaySearch } from './search-state';

/** Today's price of an item as shown: `amount` in whole rupees, `text` in the page's language. */
export interface DisplayPrice {
  amount: number;
  /** '₹2,500', or with the weekend surcharge '₹3,125 (Weekend +25%)' ('₹3,125 (वीकेंड +25%)' in Hindi). */
  text: string;
}

/**
 * Today's price of an item at `now` (an instant; the weekend is Saturday and Sunday in IST), from
 * its price view rendered through the catalog texts.
 * @param base listed price in whole rupees (missing or invalid counts as 0)
 * @param t the catalog texts; by default `catalogText`, in the current language
 */
export function displayPrice(
  base: number | null | undefined,
  status: WeekendPricingStatus,
  now: Date = new Date(),
  t: Translate<PriceTextKey> = catalogText,
): DisplayPrice {
  const view = priceView({ basePrice: base, status, now });
  return { amount: view.amount, text: amountText(view, t) };
}

/**
 * A function turning a listed price (whole rupees) into what a visitor sees now, in the page's
 * language: '₹2,500', or on Saturdays and Sundays (IST) with active weekend pricing
 * '₹3,125 (Weekend +25%)'. While loading or after a failure the documented fallback applies
 * (inactive, 25 %).
 */
export function usePriceDisplay(): (base: number | null | undefined) => DisplayPrice {
  const { t } = useTranslation('catalog');
  const status = useWeekendPricingStatus().data ?? WEEKEND_PRICING_FALLBACK;
  return (base) => displayPrice(base, status, new Date(), t);
}

/**
 * The stay `useTodayPrice` quotes: one night from `today` (rooms, for `guests`, the searched
 * guests), one day from today (vehicles) or one person today (tours). The server render fetches
 * its query before rendering (app/routes/page-data.ts).
 */
export function todayPriceStay(kind: ItemKind, guests: number, today: string): StayRequest {
  return kind === 'tour'
    ? { checkIn: today, guests: 1 }
    : { checkIn: today, checkOut: addDays(today, 1), guests: kind === 'room' ? guests : 1 };
}

/**
 * Today's price of an item as cards and the price box (without dates) show it: the server's quote
 * (`GET /api/availability`, one request per kind shared by every card) of one night from tonight
 * (rooms, for the searched guests), one day from today (vehicles) or one person today (tours), rate
 * period and weekend surcharge included, so a card and the price box cannot disagree:
 * '₹2,800', '₹3,500 (Weekend +25%)' in the page's language. While it loads, the listed price
 * `basePrice` (whole rupees) without any note.
 */
export function useTodayPrice(kind: ItemKind, itemId: string, basePrice: number | null | undefined): DisplayPrice {
  const { t } = useTranslation('catalog');
  const { search } = useStaySearch();
  const { data } = useQuery({
    ...availabilityQueries.list(kind, todayPriceStay(kind, search.guests, todayIST())),
    staleTime: 60_000,
  });
  const entry = data?.find((e) => e._id === itemId);
  if (entry) {
    const view = priceView({ quote: entry.quote, preview: true });
    return { amount: view.amount, text: amountText(view, t) };
  }
  const base = Number.isFinite(basePrice) ? Number(basePrice) : 0;
  return { amount: base, text: formatINR(base) };
}
