import { useId, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '@/lib/queries/site-config';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { quoteLines, quoteLineText } from '@pachmarhi/common/quote-text';
import { PEOPLE_MAX, PEOPLE_MIN } from '@pachmarhi/common/constants';
import { stayUnitText } from '@pachmarhi/common/stay-search';
import { useItemAvailability, type AvailabilityItem } from '@/features/catalog/lib/availability';
import { useReservablePrice } from '@/features/catalog/lib/reservation';
import { useReserveViaWhatsApp } from '@/features/catalog/lib/reserve';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { useStayQuote, type CapacityItem } from '@/features/catalog/lib/stay-quote';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { BookedBadge } from './booked-badge';
import { DetailDatePicker } from './detail-date-picker';
import { DepartureSelect } from './detail-departures';
import { ReserveBlockedNote } from './reserve-blocked-note';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

// A list rather than a number field: clearing a number field would snap back to the default guests.
const GUEST_CHOICES = Array.from({ length: PEOPLE_MAX - PEOPLE_MIN + 1 }, (_, i) => PEOPLE_MIN + i);

export interface PriceBoxProps {
  kind: ItemKind;
  item: AvailabilityItem & CapacityItem & { departureDates?: string[] | null };
  title: string;
  /** Stored price in whole rupees; shown with weekend pricing applied. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person'. */
  priceUnit: string;
  priceFacts?: [string, ReactNode][];
}

/**
 * The sticky price box of a detail page: dates (rooms, vehicles: a range calendar with full days
 * disabled; tours: a departure with its seats left) and guests, kept in the URL; the server's
 * per-date breakdown with weekend dates marked, the total and availability (the headline then is
 * the stay's total, '₹8,400 total · 2 nights', never today's weekend price); 'Reserve via WhatsApp'
 * (records an anonymous enquiry, then sends the breakdown, its reference and a link back) and
 * 'Call to Reserve', both disabled with the reason when the item or these dates cannot be
 * reserved. On phones a bottom bar keeps the total and Reserve in view.
 */
export function DetailPriceBox({ kind, item, title, basePrice, priceUnit, priceFacts }: PriceBoxProps) {
  const { setSearch } = useStaySearch();
  const { t } = useTranslation('catalog');
  const { price, messageWith } = useReservablePrice({ kind, name: title, basePrice, unit: priceUnit });
  const availability = useItemAvailability(kind, item);
  const stay = useStayQuote(kind, item);
  const reserve = useReserveViaWhatsApp();
  const reasonId = useId();
  const { search, result } = stay;
  const reason = availability.reservable ? stay.reason : availability.reason;
  const blocked = reason ? reasonId : undefined;
  const quote = stay.hasDates ? result?.quote ?? null : null;
  // The page's own address (the same on the server, which has no window, and in the browser).
  const { data: site } = useSiteConfig();
  const location = useLocation();
  const pageUrl = site?.siteUrl ? `${site.siteUrl}${location.pathname}${location.search}` : null;
  const message = messageWith({ quote, link: pageUrl });
  // With dates the stay's own price counts: its total, or (while it loads) the listed price without today's weekend helper.
  const headline = quote ? { main: formatINR(quote.total), unit: t('priceBox.totalFor', { units: stayUnitText(kind, search) }) }
    : stay.hasDates && basePrice != null ? { main: formatINR(basePrice), unit: priceUnit }
    : { main: price.text, unit: priceUnit };
  const onReserve = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!stay.hasDates || !search.checkIn) return; // no dates: the plain link opens WhatsApp
    e.preventDefault();
    void reserve(
      { kind, itemId: item._id, checkIn: search.checkIn, checkOut: kind === 'tour' ? null : search.checkOut, guests: search.guests },
      (reference) => messageWith({ quote, reference, link: pageUrl }),
    );
  };
  const whatsapp = (className: string) => (
    <WhatsAppLink message={message} className={className} disabledBecause={blocked} onClick={onReserve}>{t('priceBox.reserveWhatsapp')}</WhatsAppLink>
  );

  return (
    <>
      <aside className={styles.box} aria-label={t('priceBox.label')}>
        <div className={styles.top}>
          <p className={styles.price} data-testid="price-headline"><strong>{headline.main}</strong> <span>{headline.unit}</span></p>
          <BookedBadge kind={kind} item={item} />
        </div>
        {priceFacts && priceFacts.length > 0 && (
          <dl className={styles.facts}>
            {priceFacts.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
          </dl>
        )}
        <div className={kind === 'tour' ? `${styles.stay} ${styles.stayTour}` : styles.stay}>
          {kind === 'tour' ? (
            <DepartureSelect itemId={item._id} departures={item.departureDates ?? []} value={search.checkIn} onChange={(d) => setSearch({ checkIn: d, checkOut: null }, { replace: true })} />
          ) : (
            <DetailDatePicker kind={kind} itemId={item._id} checkIn={search.checkIn} checkOut={search.checkOut} onChange={(checkIn, checkOut) => setSearch({ checkIn, checkOut }, { replace: true })} />
          )}
          <div className={styles.field}>
            <label htmlFor={`${reasonId}-guests`}>{kind === 'tour' ? t('priceBox.persons') : t('priceBox.guests')}</label>
            <select id={`${reasonId}-guests`} className="input" value={search.guests} onChange={(e) => setSearch({ guests: Number(e.target.value) }, { replace: true })}>
              {GUEST_CHOICES.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
        </div>
        {quote ? (
          <div className={styles.breakdown} aria-label={t('priceBox.breakdown')} aria-live="polite">
            <ul>
              {quoteLines(quote).map((l) => (
                <li key={l.date} className={l.surcharge > 0 ? styles.weekend : undefined}>{quoteLineText(l, quote)}</li>
              ))}
            </ul>
            <p className={styles.total}><span>{t('priceBox.total')}</span> <strong data-testid="stay-total">{formatINR(quote.total)}</strong></p>
            {!reason && <p className={styles.available}>{kind === 'tour' ? t('priceBox.availableSeats', { count: result?.unitsLeft ?? 0 }) : t('priceBox.availableDates')}</p>}
          </div>
        ) : (
          <p className={styles.note}>{stay.loading ? t('priceBox.checking') : kind === 'tour' ? t('priceBox.chooseDeparture') : t('priceBox.addDates')}</p>
        )}
        {whatsapp('btn btn-whatsapp btn-block')}
        <CallLink className="btn btn-outline btn-block" disabledBecause={blocked}>{t('priceBox.callToReserve')}</CallLink>
        <ReserveBlockedNote id={reasonId} availability={{ ...availability, reservable: !reason, reason }} className={styles.blocked} />
        <p className={styles.noPayment}>{t('priceBox.noPayment')}</p>
      </aside>
      <div className={styles.bar} data-testid="sticky-reserve-bar">
        <p className={styles.barPrice}>
          <strong>{headline.main}</strong> <span>{headline.unit}</span>
        </p>
        {whatsapp('btn btn-whatsapp')}
      </div>
    </>
  );
}
