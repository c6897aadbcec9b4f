import { useMemo, useState } from 'react';
import { GALLERY_CATEGORIES, PUBLIC_GALLERY_SKELETONS } from '@pachmarhi/common/constants';
import { EmptyState, ErrorState } from '@/components/state-panels';
import { ImagePriority, SafeImage } from '@/components/safe-image';
import { imageUrl } from '@/lib/api';
import { PageMeta } from '@/components/page-meta';
import { useGallery } from '@/features/gallery/api/get-gallery';
import { Lightbox, type LightboxPhoto } from '@/components/lightbox';
import styles from '@/features/gallery/components/gallery.module.css';
import { useTranslation } from 'react-i18next';

/** Gallery images in the first row on a phone (two columns). */
const ABOVE_THE_FOLD = 2;

type Filter = 'All' | (typeof GALLERY_CATEGORIES)[number];

/** /gallery: category filter, image grid, lightbox (docs/product.md#public-gallery). */
export default function GalleryPage() {
  const { data, isPending, error, refetch, isRefetching } = useGallery();
  const [filter, setFilter] = useState<Filter>('All');
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState<number | null>(null);
  const images = useMemo(() => (data ?? []).filter((i) => filter === 'All' || i.category === filter), [data, filter]);
  // 'All', then every category that has images, in the category list's order (docs/product.md#public-gallery).
  const filters = useMemo<Filter[]>(
    () => ['All', ...GALLERY_CATEGORIES.filter((c) => (data ?? []).some((i) => i.category === c))],
    [data],
  );
  const photos = useMemo<LightboxPhoto[]>(
    () =>
      images.map((img) => ({
        src: imageUrl(img.imageUrl),
        alt: img.altText || img.title,
        title: img.title,
        description: img.description ?? undefined,
      })),
    [images],
  );

  return (
    <main id="main" className="page">
      <PageMeta title={t('gallery.title')} path="/gallery" description={t('gallery.description')} preview="gallery" />
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">{t('gallery.eyebrow')}</span>
            <h1>{t('gallery.title')}</h1>
            <p>{t('gallery.intro')}</p>
          </div>
        </div>
        <div className={styles.filters} role="group" aria-label={t('gallery.filter')}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-sm ${filter === f ? 'btn-primary' : 'btn-ghost'}`}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`gallery.categories.${f}`)}
            </button>
          ))}
        </div>
        {isPending || (isRefetching && !data) ? (
          <ul className={styles.grid} aria-busy="true" aria-label={t('gallery.loading')}>
            {Array.from({ length: PUBLIC_GALLERY_SKELETONS }, (_, i) => (
              <li key={i} className={styles.skeletonCard} data-testid="gallery-skeleton">
                <div className={`skeleton ${styles.thumb}`} />
                <div className="skeleton" style={{ height: 16, width: '60%', margin: '12px' }} />
              </li>
            ))}
          </ul>
        ) : error ? (
          <ErrorState title={t('gallery.loadError')} message={error.message} onRetry={() => void refetch()} />
        ) : images.length === 0 ? (
          <EmptyState title={t('gallery.empty')}>
            <p>{t('gallery.emptyHelp')}</p>
          </EmptyState>
        ) : (
          <>
            <p className="visually-hidden" aria-live="polite">
              {t('gallery.count', { count: images.length })}
            </p>
            <ul className={styles.grid}>
              {images.map((img, i) => (
                <li key={img._id}>
                  <button
                    type="button"
                    className={styles.card}
                    onClick={() => setOpen(i)}
                    aria-label={t('gallery.open', { title: img.title })}
                  >
                    {/* The first row (two on phones) is the likely LCP: loaded at once with high priority. */}
                    <ImagePriority.Provider value={i < ABOVE_THE_FOLD}>
                      <SafeImage
                        src={imageUrl(img.imageUrl)}
                        alt={img.altText || img.title}
                        className={styles.thumb}
                        sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px"
                      />
                    </ImagePriority.Provider>
                    <span className={styles.cardText}>
                      <strong>{img.title}</strong>
                      <span>{t(`gallery.categories.${img.category}`, { defaultValue: img.category })}</span>
                    </span>
                    {img.featured && (
                      <span className={`badge badge-warning ${styles.featured}`}>{t('gallery.featured')}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {open !== null && images.length > 0 && (
        <Lightbox
          photos={photos}
          name={t('gallery.title')}
          index={Math.min(open, images.length - 1)}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </main>
  );
}
