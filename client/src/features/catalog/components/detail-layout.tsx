import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateIST } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { useReservablePrice } from '@/features/catalog/lib/reservation';
import { useItemAvailability, type AvailabilityItem } from '@/features/catalog/lib/availability';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { BookedBadge } from './booked-badge';
import { ReserveBlockedNote } from './reserve-blocked-note';
import { StatusBadge } from '@/components/status-badge';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { ArrowLeftIcon } from '@/components/icons';
import { ImageViewer } from './image-viewer';
import { PageLoader } from '@/components/page-loader';
import styles from './detail-layout.module.css';

export interface DetailLayoutProps {
  kind: ItemKind;
  item: AvailabilityItem;
  title: string;
  eyebrow: string;
  /** Location line and facts under the title (the availability badge follows them). */
  subtitle?: ReactNode;
  imageUrls: string[];
  /** Stored price in whole rupees; the box shows it with weekend pricing applied. */
  basePrice: number | null | undefined;
  /** 'per night', 'per day', 'per person' (also in the WhatsApp reservation text). */
  priceUnit: string;
  /** Extra rows in the price box (category, duration…). */
  priceFacts?: [string, ReactNode][];
  /** Where Go Back leads when there is no page to go back to. */
  backTo: string;
  children: ReactNode;
}

/** Go back in history, or to `fallback` when the page was opened directly (shared link, new tab). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
}

/** The Go Back button of detail pages (see `useGoBack`). */
export function GoBackButton({ fallback }: { fallback: string }) {
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className={`btn btn-ghost btn-sm ${styles.back}`} onClick={goBack}>
      <ArrowLeftIcon /> Go Back
    </button>
  );
}

/**
 * The shared frame of the room, tour and vehicle detail pages: photos with thumbnails, title,
 * its availability badge, the kind's sections, and a sticky price box with 'Reserve via WhatsApp'
 * and 'Call to Reserve' (disabled, with the reason, when the item cannot be reserved now).
 */
export function DetailLayout(p: DetailLayoutProps) {
  const { search } = useStaySearch();
  const { price, reserveMessage } = useReservablePrice({ kind: p.kind, name: p.title, basePrice: p.basePrice, unit: p.priceUnit });
  const availability = useItemAvailability(p.kind, p.item);
  const reasonId = useId();
  const blocked = availability.reservable ? undefined : reasonId;
  const chosen = [
    search.checkIn && `Check-in ${formatDateIST(search.checkIn)}`,
    search.checkOut && `Check-out ${formatDateIST(search.checkOut)}`,
    `${search.guests} guest${search.guests === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <GoBackButton fallback={p.backTo} />
      <header className={styles.header}>
        <span className="eyebrow">{p.eyebrow}</span>
        <h1 className={styles.title}>{p.title}</h1>
        <div className={styles.subtitle} data-testid="detail-subtitle">
          {p.subtitle}
          <StatusBadge status={availability.label} kind={p.kind} />
        </div>
      </header>
      <div className={styles.grid}>
        <div className={styles.gallery}>
          <ImageViewer urls={p.imageUrls} name={p.title} />
        </div>
        <aside className={styles.priceBox} aria-label="Price and reservation">
          <div className={styles.priceTop}>
            <p className={styles.price}>
              <strong>{price.text}</strong> <span>{p.priceUnit}</span>
            </p>
            <BookedBadge kind={p.kind} item={p.item} />
          </div>
          {p.priceFacts && p.priceFacts.length > 0 && (
            <dl className={styles.priceFacts}>
              {p.priceFacts.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.searchNote}>
            {chosen.length > 0 ? `Your trip: ${chosen.join(' · ')}` : 'Tip: choose your dates and guests in the search bar and we will add them to your message.'}
          </p>
          <WhatsAppLink message={reserveMessage} className="btn btn-whatsapp btn-block" disabledBecause={blocked}>Reserve via WhatsApp</WhatsAppLink>
          <CallLink className="btn btn-outline btn-block" disabledBecause={blocked}>Call to Reserve</CallLink>
          <ReserveBlockedNote id={reasonId} availability={availability} className={styles.blocked} />
          <p className={styles.noPayment}>No online payment: confirm your booking with us by WhatsApp or phone.</p>
        </aside>
        <div className={styles.content}>{p.children}</div>
      </div>
    </main>
  );
}

/** Loading, not-found and error states of a detail page. */
export function DetailStatus({ state, emptyText, backTo, onRetry }: { state: 'loading' | 'empty' | 'error'; emptyText: string; backTo: string; onRetry?: () => void }) {
  if (state === 'loading') return <main id="main" className="container page"><PageLoader label="Loading details..." /></main>;
  return (
    <main id="main" className="container page">
      <div className="state-panel" role={state === 'error' ? 'alert' : 'status'}>
        <h1>{state === 'error' ? 'Could not load the details' : emptyText}</h1>
        {state === 'error' && <p>Please check your connection and try again.</p>}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          {state === 'error' && onRetry && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>Try Again</button>
          )}
          <GoBackButton fallback={backTo} />
        </div>
      </div>
    </main>
  );
}
