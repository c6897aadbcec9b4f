import type { ItemKind } from '@pachmarhi/common/kinds';
import { use, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DESCRIPTION_PREVIEW_LENGTH } from '@pachmarhi/common/constants';
import { truncate } from '@pachmarhi/common/format';
import { imageUrl } from '@/lib/api';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useCardPrice } from '@/features/catalog/lib/search-card-price';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { useItemAvailability, type AvailabilityItem } from '@/features/catalog/lib/availability';
import { BookedBadge } from './booked-badge';
import { ReserveBlockedNote } from './reserve-blocked-note';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { SafeImage } from '@/components/safe-image';
import { StatusBadge } from '@/components/status-badge';
import { CardHeadingLevel } from './card-heading-level';
import styles from './listing-card.module.css';
import { useTranslation } from 'react-i18next';

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
  /** Text after the price when it is not `priceUnit` (e.g. 'for 2 nights'). */
  priceSuffix?: string;
  /** Without dates, price this many nights from today (rooms' 'for 2 nights'). */
  previewNights?: number;
  description?: string;
  /** The item for the URL's stay: availability and total (null without dates). */
  offer: StayOffer | null;
}

/**
 * One card of the room, tour and vehicle lists (docs/product.md#listing-cards): image, name, price,
 * Booked badge (or the status when not available), Call and WhatsApp links (disabled with the
 * reason when it cannot be reserved) and View Details (to the item's page '/rooms/<slug>' with the stay).
 * With a stay: its availability ('Available', '2 left', why not; unavailable cards dimmed) and total.
 */
export function ListingCard({ kind, item, title, imagePath, tag, meta, basePrice, priceUnit, priceSuffix = priceUnit, previewNights, description, offer }: ListingCardProps) {
  const { linkTo } = useStaySearch();
  const { t } = useTranslation('catalog');
  const base = detailTo(kind, item);
  const details = { ...base, to: linkTo(base.to) };
  const price = useCardPrice({ kind, name: title, basePrice, unit: priceUnit, suffix: priceSuffix, previewNights, offer });
  const reserveMessage = price.reserveMessage;
  const availability = useItemAvailability(kind, item);
  const reasonId = useId();
  const blocked = availability.reservable ? undefined : reasonId;
  const Title = use(CardHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${offer?.state === 'unavailable' ? styles.dimmed : ''}`} aria-label={title} data-stay={offer?.state}>
      <div className={styles.media}>
        <SafeImage src={imageUrl(imagePath)} alt={title} className={styles.image} sizes="(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 380px" />
        {tag && <span className={styles.tag}>{tag}</span>}
        <BookedBadge kind={kind} item={item} className={styles.booked} />
        {!availability.held && availability.state !== 'available' && (
          <span className={styles.booked}><StatusBadge status={availability.label} kind={kind} /></span>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{title}</Title>
        {meta && <div className={styles.meta}>{meta}</div>}
        {description && <p className={styles.description}>{truncate(description, DESCRIPTION_PREVIEW_LENGTH)}</p>}
        {offer && (
          <p className={`${styles.stay} ${offer.state === 'available' ? styles.stayAvailable : offer.state === 'unavailable' ? styles.stayUnavailable : styles.stayLoading}`} data-testid="stay-availability">
            {offer.label}
          </p>
        )}
        <p className={styles.price}>
          <strong>{price.main}</strong> <span className="muted">{price.rest}</span>
        </p>
        <div className={styles.actions}>
          <CallLink className="btn btn-ghost btn-sm" label={t('card.callAbout', { title })} disabledBecause={blocked}>{t('card.call')}</CallLink>
          <WhatsAppLink className="btn btn-whatsapp btn-sm" message={reserveMessage} label={t('card.whatsappAbout', { title })} disabledBecause={blocked}>{t('card.whatsapp')}</WhatsAppLink>
        </div>
        <ReserveBlockedNote id={reasonId} availability={availability} className={styles.blocked} />
        <Link to={details.to} state={details.state} className="btn btn-primary btn-block" aria-label={t('card.viewDetailsOf', { title })}>
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
