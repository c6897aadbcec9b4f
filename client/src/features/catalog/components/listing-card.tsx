import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DESCRIPTION_PREVIEW_LENGTH } from '@pachmarhi/common/constants';
import { truncate } from '@pachmarhi/common/format';
import type { BookingHold } from '@pachmarhi/common/types';
import { imageUrl } from '@/lib/api';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useReservablePrice } from '@/features/catalog/lib/reservation';
import { BookedBadge } from './booked-badge';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { SafeImage } from '@/components/safe-image';
import styles from './listing-card.module.css';

export interface ListingCardProps {
  kind: ItemKind;
  item: { _id: string } & BookingHold;
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
  description?: string;
}

/**
 * One card of the room, tour and vehicle lists (spec §2 "Listing cards"): image, name, price,
 * Booked badge, Call and WhatsApp links and View Details (to the detail page with `?id=`).
 */
export function ListingCard({ kind, item, title, imagePath, tag, meta, basePrice, priceUnit, priceSuffix = priceUnit, description }: ListingCardProps) {
  const details = detailTo(kind, item);
  const { price, reserveMessage } = useReservablePrice({ kind, name: title, basePrice, unit: priceUnit });
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.media}>
        <SafeImage src={imageUrl(imagePath)} alt={title} className={styles.image} />
        {tag && <span className={styles.tag}>{tag}</span>}
        <BookedBadge kind={kind} item={item} className={styles.booked} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {meta && <div className={styles.meta}>{meta}</div>}
        {description && <p className={styles.description}>{truncate(description, DESCRIPTION_PREVIEW_LENGTH)}</p>}
        <p className={styles.price}>
          <strong>{price.text}</strong> <span className="muted">{priceSuffix}</span>
        </p>
        <div className={styles.actions}>
          <CallLink className="btn btn-ghost btn-sm" label={`Call about ${title}`}>Call</CallLink>
          <WhatsAppLink className="btn btn-whatsapp btn-sm" message={reserveMessage} label={`WhatsApp about ${title}`}>WhatsApp</WhatsAppLink>
        </div>
        <Link to={details.to} state={details.state} className="btn btn-primary btn-block" aria-label={`View Details of ${title}`}>
          View Details
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
