import { moneyText } from '@/features/catalog/lib/quote-total';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reservationMessage } from '@pachmarhi/common/reservation-message';
import type { TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { localizedPath, PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { catalogText } from '@/i18n';
import { Link, usePagePath } from '@/lib/lang-links';
import { useSiteConfig } from '@/lib/queries/site-config';
import { useRecordEnquiry, useReserveViaWhatsApp, type EnquiryStay } from '@/features/catalog/lib/reserve';
import { useGstRatesText } from '@/features/catalog/lib/gst-note';
import {
  knownReference,
  tripActions,
  tripQuery,
  useTripDraft,
  useTripReady,
  type TripDraft,
} from '@/features/catalog/trip/lib/trip-store';
import { quoteBody, tripRequest, useTripItems, useTripQuote } from '@/features/catalog/trip/lib/trip-view';
import { TripExtras } from './trip-extras';
import { TripLine } from './trip-lines';
import styles from './trip.module.css';

/** The trip's own link: '/trip?l=…' (under '/hi' on a Hindi page), absolute on the site's address. */
function useTripLink(trip: TripDraft): string {
  const { data: site } = useSiteConfig();
  const { lang } = usePagePath();
  const origin = site?.siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}${localizedPath(PUBLIC_PATHS.trip, lang)}?${tripQuery(trip)}`;
}

/** The enquiry of a trip: its first line's stay with every line and the extras (one reference). */
const tripEnquiry = (trip: TripDraft): EnquiryStay => {
  const [{ kind, itemId, checkIn, checkOut, guests }] = trip.lines;
  return { kind, itemId, checkIn, checkOut: checkOut ?? null, guests, ...quoteBody(trip) };
};

/**
 * The visitor's trip (the tray's sheet or side panel, and the /trip page): each line with its
 * guests, a room's meal plan, its price and Remove; the public extras; the total with its GST said
 * once ("₹X + GST ₹Y = ₹Z"), every price from the server's trip quote; "Reserve via WhatsApp" (one
 * enquiry, one reference, the whole trip in the message), "Call to reserve" (the reference to read
 * out) and the trip's link. Empty, loading and error states; nothing before hydration (the
 * browser's trip is not known on the server).
 */
export function TripPanel() {
  const { t } = useTranslation('catalog');
  const ready = useTripReady();
  const trip = useTripDraft();
  const quote = useTripQuote(trip);
  const items = useTripItems(trip);
  const id = useId();
  const gstRates = useGstRatesText(quote.data?.tax);
  if (!ready) return <p className={styles.muted}>{t('trip.loading')}</p>;
  if (!trip.lines.length) return <EmptyTrip />;
  // A changed trip shows the previous price until its own comes: only the answer to this trip counts for reserving.
  const current = quote.isPlaceholderData ? undefined : quote.data;
  const data = quote.data;
  const blockedId = `${id}-blocked`;
  const blocked = !current ? t('trip.loading') : current.available ? null : t('trip.someUnavailable');
  return (
    <div className={styles.panel}>
      <ol className={styles.lines} aria-busy={quote.isFetching}>
        {trip.lines.map((l, i) => (
          <TripLine
            key={`${l.kind}-${l.itemId}-${l.checkIn}-${l.checkOut ?? ''}`}
            index={i}
            line={l}
            item={items[i]}
            priced={data?.lines[i]}
          />
        ))}
      </ol>
      <TripExtras trip={trip} quote={data} />
      <div className={styles.totals} aria-live="polite">
        {quote.isError ? (
          <p id={blockedId} className={styles.error} role="alert">
            {t('trip.error')}{' '}
            <button type="button" className="btn btn-outline" onClick={() => void quote.refetch()}>
              {t('trip.retry')}
            </button>
          </p>
        ) : (
          data && (
            <p className={styles.total}>
              <span>
                {t('trip.total')}
                {gstRates && <span className={styles.muted}> ({gstRates})</span>}
              </span>
              <strong data-testid="trip-total">{moneyText(data.total, data.tax, data.grandTotal)}</strong>
            </p>
          )
        )}
        {!quote.isError && blocked && (
          <p id={blockedId} className={current ? styles.reason : styles.muted}>
            {blocked}
          </p>
        )}
      </div>
      <TripActions
        trip={trip}
        blockedBy={blocked || quote.isError ? blockedId : undefined}
        items={items}
        quote={current}
      />
    </div>
  );
}

/** Reserve via WhatsApp, Call to reserve (with the reference to read out) and the trip's link. */
function TripActions({
  trip,
  blockedBy,
  items,
  quote,
}: {
  trip: TripDraft;
  blockedBy: string | undefined;
  items: ReturnType<typeof useTripItems>;
  quote: TripQuoteAnswer | undefined;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const reserve = useReserveViaWhatsApp();
  const { record, pending } = useRecordEnquiry();
  const link = useTripLink(trip);
  const [call, setCall] = useState<{ reference: string | null } | null>(null);
  const [copied, setCopied] = useState(false);
  const known = knownReference(trip);
  const message = (reference: string | null) =>
    reservationMessage({ trip: tripRequest(trip, items, quote, t('trip.unknownItem')), reference, link }, catalogText);
  const onReserve = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void reserve(tripEnquiry(trip), message, known).then((ref) => ref && !known && tripActions.remember(ref));
  };
  const onCall = async () => {
    const reference = known ?? (await record(tripEnquiry(trip)));
    if (reference && !known) tripActions.remember(reference);
    setCall({ reference });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays in view to copy by hand.
    }
  };
  return (
    <div className={styles.actions}>
      <WhatsAppLink
        message={message(known)}
        className="btn btn-whatsapp btn-block"
        disabledBecause={blockedBy}
        onClick={onReserve}
      >
        {t('priceBox.reserveWhatsapp')}
      </WhatsAppLink>
      <button
        type="button"
        className="btn btn-outline btn-block"
        onClick={() => void onCall()}
        disabled={!!blockedBy || pending}
        aria-describedby={blockedBy}
        aria-expanded={!!call}
        aria-controls={`${id}-call`}
      >
        {t('trip.callToReserve')}
      </button>
      <div id={`${id}-call`} role="status">
        {call && (
          <div className={styles.call} data-testid="trip-call">
            <p>{call.reference ? t('trip.callReference', { reference: call.reference }) : t('trip.callNoReference')}</p>
            <CallLink className="btn btn-primary btn-block" />
          </div>
        )}
      </div>
      <p className={styles.muted}>{t('trip.noPayment')}</p>
      <div className={styles.share}>
        <label htmlFor={`${id}-link`}>{t('trip.share')}</label>
        <div className={styles.shareRow}>
          <input id={`${id}-link`} className="input" readOnly value={link} onFocus={(e) => e.target.select()} />
          <button type="button" className="btn btn-outline" onClick={() => void copy()}>
            {copied ? t('trip.copied') : t('trip.copy')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** No lines yet: what a trip is and where to find its items. */
function EmptyTrip() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.empty} data-testid="trip-empty">
      <p>{t('trip.empty')}</p>
      <p className={styles.browse}>
        <Link to={PUBLIC_PATHS.rooms}>{t('trip.browseRooms')}</Link>
        <Link to={PUBLIC_PATHS.vehicles}>{t('trip.browseGypsy')}</Link>
        <Link to={PUBLIC_PATHS.tours}>{t('trip.browseTours')}</Link>
      </p>
    </div>
  );
}
