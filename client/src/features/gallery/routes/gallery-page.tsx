import { useMemo, useState } from 'react';
import { PUBLIC_GALLERY_FILTERS, PUBLIC_GALLERY_SKELETONS } from '@pachmarhi/common/constants';
import { EmptyState, ErrorState } from '@/components/state-panels';
import { SafeImage } from '@/components/safe-image';
import { imageUrl } from '@/lib/api';
import { PageMeta } from '@/components/page-meta';
import { useGallery } from '@/features/gallery/api/get-gallery';
import { Lightbox } from '@/features/gallery/components/lightbox';
import styles from '@/features/gallery/components/gallery.module.css';

type Filter = (typeof PUBLIC_GALLERY_FILTERS)[number];

/** /gallery: category filter, image grid, lightbox (docs/product.md#public-gallery). */
export default function GalleryPage() {
  const { data, isPending, error, refetch, isRefetching } = useGallery();
  const [filter, setFilter] = useState<Filter>('All');
  const [open, setOpen] = useState<number | null>(null);
  const images = useMemo(() => (data ?? []).filter((i) => filter === 'All' || i.category === filter), [data, filter]);

  return (
    <main id="main" className="page">
      <PageMeta title="Gallery" path="/gallery" description="Photos of our rooms, the Gypsy safaris and Pachmarhi: waterfalls, caves, temples and sunsets over the Satpura hills." />
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">Moments from the hills</span>
            <h1>Gallery</h1>
            <p>Waterfalls, sunsets and forest trails of Pachmarhi, photographed by our guests and guides.</p>
          </div>
        </div>
        <div className={styles.filters} role="group" aria-label="Filter by category">
          {PUBLIC_GALLERY_FILTERS.map((f) => (
            <button key={f} type="button" className={`btn btn-sm ${filter === f ? 'btn-primary' : 'btn-ghost'}`} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {f}
            </button>
          ))}
        </div>
        {isPending || (isRefetching && !data) ? (
          <ul className={styles.grid} aria-busy="true" aria-label="Loading images">
            {Array.from({ length: PUBLIC_GALLERY_SKELETONS }, (_, i) => (
              <li key={i} className={styles.skeletonCard} data-testid="gallery-skeleton">
                <div className={`skeleton ${styles.thumb}`} />
                <div className="skeleton" style={{ height: 16, width: '60%', margin: '12px' }} />
              </li>
            ))}
          </ul>
        ) : error ? (
          <ErrorState title="Could not load the gallery" message={error.message} onRetry={() => void refetch()} />
        ) : images.length === 0 ? (
          <EmptyState title="No images found">
            <p>Try selecting a different category or check back later.</p>
          </EmptyState>
        ) : (
          <>
            <p className="visually-hidden" aria-live="polite">{images.length} images</p>
            <ul className={styles.grid}>
              {images.map((img, i) => (
                <li key={img._id}>
                  <button type="button" className={styles.card} onClick={() => setOpen(i)} aria-label={`Open ${img.title}`}>
                    <SafeImage src={imageUrl(img.imageUrl)} alt={img.altText || img.title} className={styles.thumb} sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px" />
                    <span className={styles.cardText}>
                      <strong>{img.title}</strong>
                      <span>{img.category}</span>
                    </span>
                    {img.featured && <span className={`badge badge-warning ${styles.featured}`}>Featured</span>}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {open !== null && images.length > 0 && <Lightbox images={images} index={Math.min(open, images.length - 1)} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </main>
  );
}
