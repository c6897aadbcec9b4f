import type { ReactNode } from 'react';
import { useNavigate, usePagePath } from '@/lib/lang-links';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { truncate } from '@pachmarhi/common/format';
import { itemPath, localizedPath } from '@pachmarhi/common/routes';
import { breadcrumbLd, itemLd } from '@pachmarhi/common/structured-data';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { PageMeta, type PreviewPicture } from '@/components/page-meta';
import { useItemAvailability } from '@/features/catalog/lib/availability';
import { StatusBadge } from '@/components/status-badge';
import { DetailPriceBox } from './detail-price-box';
import { ArrowLeftIcon } from '@/components/icons';
import { ImageViewer } from './image-viewer';
import { PageLoader } from '@/components/page-loader';
import styles from './detail-layout.module.css';
import { useTranslation } from 'react-i18next';

export interface DetailLayoutProps {
  kind: ItemKind;
  item: Room | Tour | Vehicle;
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
  /** The item's cancellation policy (rooms, vehicles), summarised beside the price; absent (tours): its kind's (`cancellationLine`). */
  cancellation?: string | null;
  /** Where Go Back leads when there is no page to go back to. */
  backTo: string;
  children: ReactNode;
}

/** The anchor of a detail page's policies section, where the price box's "Full policy" leads. */
export const POLICIES_ID = 'policies';

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
  const { t } = useTranslation('catalog');
  return (
    <button type="button" className={`btn btn-ghost btn-sm ${styles.back}`} onClick={goBack}>
      <ArrowLeftIcon /> {t('detail.goBack')}
    </button>
  );
}

/** The list page and its name per kind, for the breadcrumb trail. */
const LISTING: Record<ItemKind, [name: 'room.pageTitle' | 'tour.pageTitle' | 'vehicle.pageTitle', path: string]> = {
  room: ['room.pageTitle', '/hotel'],
  tour: ['tour.pageTitle', '/tours'],
  vehicle: ['vehicle.pageTitle', '/gypsy'],
};

/** The listing's preview picture for an item page without photos. */
const PREVIEW: Record<ItemKind, PreviewPicture> = { room: 'rooms', tour: 'tours', vehicle: 'gypsy' };

/**
 * The shared frame of the room, tour and vehicle detail pages: the page's head (description, canonical
 * link, link-preview tags and the item's structured data), photos with thumbnails, title, its
 * availability badge, the kind's sections, and the sticky price box (detail-price-box.tsx).
 */
export function DetailLayout(p: DetailLayoutProps) {
  const { t } = useTranslation('catalog');
  const availability = useItemAvailability(p.kind, p.item);
  const path = itemPath(p.kind, p.item.slug);
  const { lang } = usePagePath();
  const photos = 'photos' in p.item ? p.item.photos : p.item.images;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <PageMeta
        title={p.title}
        path={path}
        description={truncate(p.item.description || t('detail.metaDescription', { title: p.title }), 155)}
        image={photos?.[0] ? { src: photos[0], alt: p.title } : null}
        preview={PREVIEW[p.kind]}
        structuredData={(origin) => [
          ...itemLd(p.kind, p.item, origin, new Date()),
          breadcrumbLd(
            [
              [t('breadcrumbHome'), localizedPath('/', lang)],
              [t(LISTING[p.kind][0]), localizedPath(LISTING[p.kind][1], lang)],
              [p.title, localizedPath(path, lang)],
            ],
            origin,
          ),
        ]}
      />
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
        <DetailPriceBox
          kind={p.kind}
          item={p.item}
          title={p.title}
          basePrice={p.basePrice}
          priceUnit={p.priceUnit}
          priceFacts={p.priceFacts}
          cancellation={p.cancellation}
          policiesId={POLICIES_ID}
        />
        <div className={styles.content}>{p.children}</div>
      </div>
    </main>
  );
}

/** Loading, not-found and error states of a detail page. */
export function DetailStatus({
  state,
  emptyText,
  backTo,
  onRetry,
}: {
  state: 'loading' | 'empty' | 'error';
  emptyText: string;
  backTo: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('catalog');
  if (state === 'loading')
    return (
      <main id="main" className="container page">
        <PageLoader label={t('detail.loading')} />
      </main>
    );
  return (
    <main id="main" className="container page">
      <div className="state-panel" role={state === 'error' ? 'alert' : 'status'}>
        <h1>{state === 'error' ? t('detail.loadError') : emptyText}</h1>
        {state === 'error' && <p>{t('detail.checkConnection')}</p>}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          {state === 'error' && onRetry && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('detail.tryAgain')}
            </button>
          )}
          <GoBackButton fallback={backTo} />
        </div>
      </div>
    </main>
  );
}
