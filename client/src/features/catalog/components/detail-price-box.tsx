import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/lib/lang-links';
import { contactLinkFor } from '@/lib/contact-link';
import { policySummary } from '@/features/catalog/lib/policy-summary';
import { cancellationLine } from '@pachmarhi/common/cancellation';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { useSiteConfig } from '@/lib/queries/site-config';
import { formatINR } from '@pachmarhi/common/format';
import { wholeRupees } from '@pachmarhi/common/money/folio-text';
import { extraGuestSlabRaise } from '@pachmarhi/common/tax/gst-display';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { priceLineText, priceView } from '@pachmarhi/common/pricing/price-view';
import { guestLimit } from '@pachmarhi/common/capacity';
import { stayCount } from '@pachmarhi/common/stay-search';
import { useItemAvailability, type AvailabilityItem } from '@/features/catalog/lib/availability';
import { useReservablePrice } from '@/features/catalog/lib/reservation';
import { useReserveViaWhatsApp } from '@/features/catalog/lib/reserve';
import { guestChoices } from '@/features/catalog/lib/guest-choices';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { useStayQuote, type CapacityItem } from '@/features/catalog/lib/stay-quote';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { AddToTrip } from '@/features/catalog/trip/components/add-to-trip';
import { registerReserveBar } from '@/features/catalog/trip/lib/trip-store';
import { BookedBadge } from './booked-badge';
import { DetailDatePicker } from './detail-date-picker';
import { DepartureSelect } from './detail-departures';
import { SafariShift } from './safari-shift';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import { ReserveBlockedNote } from './reserve-blocked-note';
import { RoomsThatFit } from './rooms-that-fit';
import { StaySuggestion } from './stay-suggestion';
import { useStaySuggestion } from '@/features/catalog/lib/stay-suggestion';
import { useGstNote, useGstRatesText } from '@/features/catalog/lib/gst-note';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

export interface PriceBoxProps {
  kind: ItemKind;
  item: AvailabilityItem & CapacityItem & { departureDates?: string[] | null; minPersons?: number | null };
  title: string;
  /** Stored price in whole rupees; shown with weekend pricing applied. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person'. */
  priceUnit: string;
  priceFacts?: [string, ReactNode][];
  /** The item's cancellation policy (summarised: `policySummary`); blank or absent → its kind's (`cancellationLine`). */
  cancellation?: string | null;
  /** The anchor of the page's policies section ("Full policy"). */
  policiesId?: string;
}

/**
 * The sticky price box of a detail page, rendering the price view in the page's language: dates (rooms, vehicles: a range calendar with full days
 * disabled; tours: a departure with its price per person and seats left) and guests, kept in the URL; the server's
 * per-date breakdown with weekend dates marked, the total and availability (the headline then is
 * the stay's total, '₹8,400 total · 2 nights', never today's weekend price); 'Reserve via WhatsApp'
 * (records an anonymous enquiry, then sends the breakdown, its reference and a link back) and
 * 'Call to Reserve', both disabled with the reason when the item or these dates cannot be
 * reserved. On phones a bottom bar keeps the total and Reserve in view. Under the price: the
 * cancellation line (dates in a non-refundable period say so; else the policy's first sentence) with a link to the full policy; below the
 * buttons, "Ask a question" to the contact form with the item and the stay filled in.
 */
export function DetailPriceBox({
  kind,
  item,
  title,
  basePrice,
  priceUnit,
  priceFacts,
  cancellation,
  policiesId,
}: PriceBoxProps) {
  const { setSearch } = useStaySearch();
  const { t } = useTranslation('catalog');
  const { price, messageWith } = useReservablePrice({ kind, id: item._id, name: title, basePrice, unit: priceUnit });
  const availability = useItemAvailability(kind, item);
  // A park safari is quoted and reserved per shift (docs/api.md#operations).
  const parkSafari = kind === 'tour' && !!(item as { parkSafari?: boolean }).parkSafari;
  const [shift, setShift] = useState<Shift>('morning');
  const stay = useStayQuote(kind, item, parkSafari ? shift : undefined);
  const reserve = useReserveViaWhatsApp();
  const reasonId = useId();
  const { search, result } = stay;
  const reason = availability.reservable ? stay.reason : availability.reason;
  const suggestion = useStaySuggestion(
    kind,
    { ...item, price: basePrice },
    stay.search,
    availability.reservable && stay.stayRule,
  );
  const blocked = reason ? reasonId : undefined;
  const limit = guestLimit(kind, item);
  const quote = stay.hasDates ? (result?.quote ?? null) : null;
  const view = quote ? priceView({ quote }) : null;
  const gstNote = useGstNote();
  const gstRates = useGstRatesText(quote?.tax);
  // The stay's GST from the server's quote; prices that include it have a grand total equal to the total.
  const tax =
    quote?.tax && gstRates && quote.grandTotal !== undefined
      ? { total: quote.tax.total, grandTotal: quote.grandTotal, included: quote.grandTotal === quote.total * 100 }
      : null;
  // The page's own address (the same on the server, which has no window, and in the browser).
  const { data: site } = useSiteConfig();
  const location = useLocation();
  const pageUrl = site?.siteUrl ? `${site.siteUrl}${location.pathname}${location.search}` : null;
  const message = messageWith({ quote, link: pageUrl });
  // The reference of the last enquiry recorded from this box: shown on the page too, to read out on a call.
  const [reference, setReference] = useState<string | null>(null);
  // A night the guests lift into the higher GST slab is said before the visitor reserves.
  const slabRaise = kind === 'room' && view && tax ? extraGuestSlabRaise(view.lines, tax.included) : null;
  // What the total is for, as each language says it (i18next context and plural): 'total · 2 nights', 'कुल, 2 रातों के लिए'.
  const { unit, count } = stayCount(kind, search);
  const units = { context: unit, count };
  // With dates the stay's own price counts: its total (with the GST added on top, when it is), or
  // (while it loads) the listed price without today's weekend helper.
  // Either way the headline says the total includes GST (prices with GST included: the amount itself).
  const headline = view
    ? tax
      ? {
          main: tax.included ? formatINR(view.amount) : wholeRupees(tax.grandTotal),
          unit: t('priceBox.totalWithGstFor', units),
        }
      : { main: formatINR(view.amount), unit: t('priceBox.totalFor', units) }
    : stay.hasDates && basePrice != null
      ? { main: formatINR(basePrice), unit: priceUnit }
      : { main: price.text, unit: priceUnit };
  // Every press is recorded as an enquiry and carries its reference; the dates when chosen.
  const onReserve = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const dated = stay.hasDates && !!search.checkIn;
    void reserve(
      {
        kind,
        itemId: item._id,
        checkIn: dated ? search.checkIn : null,
        checkOut: dated && kind !== 'tour' ? search.checkOut : null,
        guests: search.guests,
        ...(parkSafari && { shift }),
      },
      (reference) => messageWith({ quote, reference, link: pageUrl }),
    ).then(setReference);
  };
  const whatsapp = (className: string, short = false) => (
    <WhatsAppLink
      message={message}
      className={className}
      disabledBecause={blocked}
      onClick={onReserve}
      label={short ? t('priceBox.reserveWhatsapp') : undefined}
    >
      {short ? t('priceBox.reserveShort') : t('priceBox.reserveWhatsapp')}
    </WhatsAppLink>
  );

  return (
    <>
      <aside className={styles.box} aria-label={t('priceBox.label')}>
        <div className={styles.top}>
          <p className={styles.price} data-testid="price-headline">
            <strong>{headline.main}</strong> <span>{headline.unit}</span>
            {gstNote && !tax && (
              <span className={styles.gst} data-testid="gst-note">
                {' · '}
                {gstNote}
              </span>
            )}
          </p>
          <BookedBadge kind={kind} item={item} />
        </div>
        <CancellationSummary kind={kind} policy={cancellation} quote={quote} policiesId={policiesId} />
        {priceFacts && priceFacts.length > 0 && (
          <dl className={styles.facts}>
            {priceFacts.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className={kind === 'tour' ? `${styles.stay} ${styles.stayTour}` : styles.stay}>
          {kind === 'tour' ? (
            <DepartureSelect
              itemId={item._id}
              departures={item.departureDates ?? []}
              minPersons={item.minPersons}
              value={search.checkIn}
              onChange={(d) => setSearch({ checkIn: d, checkOut: null }, { replace: true })}
            />
          ) : (
            <DetailDatePicker
              kind={kind}
              itemId={item._id}
              checkIn={search.checkIn}
              checkOut={search.checkOut}
              onChange={(checkIn, checkOut) => setSearch({ checkIn, checkOut }, { replace: true })}
            />
          )}
          {parkSafari && <SafariShift date={search.checkIn} value={shift} onChange={setShift} />}
          <div className={styles.field}>
            <label htmlFor={`${reasonId}-guests`}>
              {kind === 'tour' ? t('priceBox.persons') : t('priceBox.guests')}
            </label>
            <select
              id={`${reasonId}-guests`}
              className="input"
              value={search.guests}
              onChange={(e) => setSearch({ guests: Number(e.target.value) }, { replace: true })}
            >
              {guestChoices(limit, search.guests).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        {view ? (
          <div className={styles.breakdown} aria-label={t('priceBox.breakdown')} aria-live="polite">
            <ul>
              {view.lines.map((l) => (
                <li key={l.date} className={l.weekendKey ? styles.weekend : undefined}>
                  {priceLineText(l, t)}
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>{t('priceBox.total')}</span> <strong data-testid="stay-total">{formatINR(view.amount)}</strong>
            </p>
            {tax && (
              <>
                <p className={styles.taxLine} data-testid="stay-tax">
                  <span>
                    {t(tax.included ? 'priceBox.taxesIncluded' : 'priceBox.taxes')} ({gstRates})
                  </span>{' '}
                  <span>{wholeRupees(tax.total)}</span>
                </p>
                <p className={styles.total}>
                  <span>{t('priceBox.grandTotal')}</span>{' '}
                  <strong data-testid="stay-grand-total">{wholeRupees(tax.grandTotal)}</strong>
                </p>
              </>
            )}
            {slabRaise && (
              <p className={styles.slabNote} data-testid="slab-note">
                {t('priceBox.slabRaise', {
                  count: search.guests,
                  price: formatINR(slabRaise.amount),
                  rate: slabRaise.rate,
                  without: slabRaise.rateWithout,
                })}
              </p>
            )}
            {!reason && (
              <p className={styles.available}>
                {kind === 'tour'
                  ? t('priceBox.availableSeats', { count: result?.unitsLeft ?? 0 })
                  : t('priceBox.availableDates')}
              </p>
            )}
          </div>
        ) : (
          <p className={styles.note}>
            {stay.loading
              ? t('priceBox.checking')
              : kind === 'tour'
                ? t('priceBox.chooseDeparture')
                : t('priceBox.addDates')}
          </p>
        )}
        {/* Why it cannot be reserved, directly above the buttons it disables. */}
        <ReserveBlockedNote
          id={reasonId}
          availability={{ ...availability, reservable: !reason, reason }}
          className={styles.blocked}
        />
        {whatsapp('btn btn-whatsapp btn-block')}
        {reference && (
          <p className={styles.reference} data-testid="reserve-reference" role="status">
            {t('priceBox.yourReference', { reference })}
          </p>
        )}
        {/* A call stays open when the box cannot reserve: the owner can often help (other dates, another room). */}
        <CallLink className="btn btn-outline btn-block">{t('priceBox.callToReserve')}</CallLink>
        {stay.hasDates && search.checkIn && (
          <AddToTrip
            kind={kind}
            itemId={item._id}
            checkIn={search.checkIn}
            checkOut={search.checkOut}
            guests={search.guests}
            disabledBecause={blocked}
          />
        )}
        <Link className={styles.ask} to={contactLinkFor(kind, title, search)}>
          {t('priceBox.askAbout')}
        </Link>
        {kind === 'room' && limit !== null && search.guests > limit && (
          <RoomsThatFit roomId={item._id} guests={search.guests} className={styles.fits} />
        )}
        <StaySuggestion
          kind={kind}
          suggestion={suggestion}
          onPick={(s) => setSearch({ checkIn: s.checkIn, checkOut: s.checkOut }, { replace: true })}
          className="btn btn-outline btn-block"
        />
        <p className={styles.noPayment}>{t('priceBox.noPayment')}</p>
      </aside>
      <div className={styles.bar} data-testid="sticky-reserve-bar" ref={registerReserveBar}>
        {/* One line at 390 px: the price (or why it cannot be reserved) and a short Reserve. */}
        {reason ? (
          <p className={`${styles.barPrice} ${styles.barReason}`} data-testid="sticky-reason">
            {reason}
          </p>
        ) : (
          <p className={styles.barPrice}>
            <strong>{headline.main}</strong> <span>{headline.unit}</span>
            {gstNote && !tax && <span className={styles.gst}> · {gstNote}</span>}
          </p>
        )}
        {whatsapp('btn btn-whatsapp', true)}
      </div>
    </>
  );
}

/**
 * The cancellation line (`cancellationLine`): the chosen dates' non-refundable period, or the first
 * sentence of the item's policy (its kind's when it has none), with "Full policy" (to `#policiesId`).
 */
function CancellationSummary({
  kind,
  policy,
  quote,
  policiesId,
}: {
  kind: ItemKind;
  policy?: string | null;
  quote: Quote | null;
  policiesId?: string;
}) {
  const { t } = useTranslation('catalog');
  const line = cancellationLine(kind, policy, quote);
  return (
    <p className={styles.cancellation} data-testid="cancellation-summary">
      <strong>{t('priceBox.cancellation')}</strong>{' '}
      {'nonRefundable' in line
        ? t(`priceBox.nonRefundable.${kind}`, { period: line.nonRefundable })
        : policySummary(line.policy)}{' '}
      {policiesId && <a href={`#${policiesId}`}>{t('priceBox.fullPolicy')}</a>}
    </p>
  );
}
