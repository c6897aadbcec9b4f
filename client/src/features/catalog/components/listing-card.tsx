import type { ItemKind } from '@pachmarhi/common/kinds';
import { use, useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@/lib/lang-links';
import { DESCRIPTION_PREVIEW_LENGTH } from '@pachmarhi/common/constants';
import { truncate } from '@pachmarhi/common/format';
import { imageUrl } from '@/lib/api';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useCardPrice } from '@/features/catalog/lib/search-card-price';
import { useGstNote } from '@/features/catalog/lib/gst-note';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { useItemAvailability, type AvailabilityItem } from '@/features/catalog/lib/availability';
import { BookedBadge } from './booked-badge';
import { NearestDepartures } from './nearest-departures';
import { StaySuggestion } from './stay-suggestion';
import { useStaySuggestion } from '@/features/catalog/lib/stay-suggestion';
import { withStay } from '@pachmarhi/common/stay-search';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { useReserveViaWhatsApp } from '@/features/catalog/lib/reserve';
import { SafeImage } from '@/components/safe-image';
import { StatusBadge } from '@/components/status-badge';
import { CardHeadingLevel } from './card-heading-level';
import styles from './listing-card.module.css';
import { Trans, useTranslation } from 'react-i18next';

export interface ListingCardProps {
  kind: ItemKind;
  item: AvailabilityItem;
  title: string;
  /** Stored path of the first image. */
  imagePath?: string;
  tag?: ReactNode;
  /** Small facts under the title (location, rating, duration, type). */
  meta?: ReactNode;
  /** Stored price in whole rupees; the card shows it with weekend pricing applied. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person': the unit of the WhatsApp reservation text. */
  priceUnit: string;
  /** Text after the price when it is not `priceUnit`. */
  priceSuffix?: string;
  description?: string;
  /** The item for the URL's stay: availability and total (null without dates). */
  offer: StayOffer | null;
}

/**
 * One card of the room, tour and vehicle lists (docs/product.md#listing-cards): image, name, price,
 * Booked badge (or the status when not available), Call and WhatsApp links and View Details (to the
 * item's page '/rooms/<slug>' with the stay). With a stay: its availability ('Available', '2 left')
 * and total. One state per card, as the detail page's price box has: when the item or the stay
 * cannot be reserved (under maintenance, on hold, more guests than it takes, no departure that day),
 * the one reason sits directly above the buttons, WhatsApp is disabled (it never sends a party the card
 * refuses) and 'Call to reserve' stays usable; the card is dimmed. A tour without a departure that
 * day offers its nearest departures (links to the tour with that date) instead of a total.
 */
export function ListingCard({
  kind,
  item,
  title,
  imagePath,
  tag,
  meta,
  basePrice,
  priceUnit,
  priceSuffix = priceUnit,
  description,
  offer,
}: ListingCardProps) {
  const { linkTo, search } = useStaySearch();
  const { t } = useTranslation('catalog');
  const base = detailTo(kind, item);
  const details = { ...base, to: linkTo(base.to) };
  const price = useCardPrice({
    kind,
    id: item._id,
    name: title,
    basePrice,
    unit: priceUnit,
    suffix: priceSuffix,
    offer,
  });
  const reserve = useReserveViaWhatsApp();
  // Like the detail page: record the enquiry (with the dates when chosen) and send its reference.
  const onWhatsApp = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void reserve(
      {
        kind,
        itemId: item._id,
        checkIn: search.checkIn || null,
        checkOut: kind === 'tour' ? null : search.checkOut || null,
        guests: search.guests,
      },
      price.reserveMessage,
    );
  };
  const gstNote = useGstNote();
  const availability = useItemAvailability(kind, item);
  const suggestion = useStaySuggestion(kind, { ...item, price: basePrice }, search, !!offer?.stayRule);
  const reasonId = useId();
  // Why it cannot be reserved: the item's state first (a hold, maintenance), else the stay's.
  const refusal = availability.reservable ? (offer?.state === 'unavailable' ? offer.label : null) : availability.reason;
  const blocked = refusal ? reasonId : undefined;
  const Title = use(CardHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${refusal ? styles.dimmed : ''}`} aria-label={title} data-stay={offer?.state}>
      <div className={styles.media}>
        <SafeImage
          src={imageUrl(imagePath)}
          alt={title}
          className={styles.image}
          sizes="(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 380px"
        />
        {tag && <span className={styles.tag}>{tag}</span>}
        <BookedBadge kind={kind} item={item} className={styles.booked} />
        {!availability.held && availability.state !== 'available' && (
          <span className={styles.booked}>
            <StatusBadge status={availability.label} kind={kind} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{title}</Title>
        {meta && <div className={styles.meta}>{meta}</div>}
        {description && <p className={styles.description}>{truncate(description, DESCRIPTION_PREVIEW_LENGTH)}</p>}
        {offer && !refusal && (
          <p
            className={`${styles.stay} ${offer.state === 'available' ? styles.stayAvailable : styles.stayLoading}`}
            data-testid="stay-availability"
          >
            {offer.label}
          </p>
        )}
        <StaySuggestion
          kind={kind}
          suggestion={suggestion}
          to={
            suggestion
              ? withStay(base.to, { ...search, checkIn: suggestion.checkIn, checkOut: suggestion.checkOut })
              : undefined
          }
          className={styles.suggestion}
        />
        <p className={styles.price} data-testid="card-price">
          {price.perUnit && (
            <>
              <strong className={styles.perUnit}>{price.perUnit}</strong>{' '}
            </>
          )}
          {price.stayLine ? (
            <Trans
              t={t}
              i18nKey="offer.line"
              context={price.stayLine.unit}
              count={price.stayLine.count}
              values={{ price: price.stayLine.price, weekend: price.stayLine.weekend }}
              components={{ b: <strong />, m: <span className="muted" /> }}
            />
          ) : (
            <>
              <strong>{price.main}</strong> <span className="muted">{price.rest}</span>
            </>
          )}
          {gstNote && (
            <span className="muted" data-testid="gst-note">
              {' · '}
              {gstNote}
            </span>
          )}
        </p>
        {offer?.departures && offer.departures.length > 0 && (
          <NearestDepartures to={base.to} departures={offer.departures} className={styles.departures} />
        )}
        {/* Why it cannot be reserved, directly above the buttons it disables (a call stays open: the owner can often help). */}
        {refusal && (
          <p id={reasonId} className={`${styles.stay} ${styles.stayUnavailable}`} data-testid="stay-availability">
            {refusal}
          </p>
        )}
        <div className={styles.actions}>
          <CallLink
            className="btn btn-ghost btn-sm"
            label={refusal ? t('card.callToReserveAbout', { title }) : t('card.callAbout', { title })}
          >
            {refusal ? t('card.callToReserve') : t('card.call')}
          </CallLink>
          <WhatsAppLink
            className="btn btn-whatsapp btn-sm"
            message={price.reserveMessage()}
            onClick={onWhatsApp}
            label={t('card.whatsappAbout', { title })}
            disabledBecause={blocked}
          >
            {t('card.whatsapp')}
          </WhatsAppLink>
        </div>
        <Link
          to={details.to}
          state={details.state}
          className="btn btn-primary btn-block"
          aria-label={t('card.viewDetailsOf', { title })}
        >
          {t('card.viewDetails')}
        </Link>
      </div>
    </article>
  );
}

/** Placeholder card shown while a list loads. */
export function ListingCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.media} skeleton`} />
      <div className={styles.body}>
        <div className="skeleton" style={{ height: 22, width: '70%' }} />
        <div className="skeleton" style={{ height: 14, width: '45%' }} />
        <div className="skeleton" style={{ height: 40 }} />
        <div className="skeleton" style={{ height: 40, borderRadius: 999 }} />
      </div>
    </div>
  );
}
