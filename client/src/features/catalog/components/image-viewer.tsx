import { useState } from 'react';
import { Lightbox } from '@/components/lightbox';
import { SafeImage } from '@/components/safe-image';
import styles from './image-viewer.module.css';
import { useTranslation } from 'react-i18next';

/**
 * The main image of a detail page with clickable thumbnails (docs/product.md#detail-screens); a
 * tap on the main image opens it full screen (the shared `Lightbox`: swipe, arrow keys, pinch
 * zoom, 'n of total'), and the photo last seen there stays the main one on close.
 */
export function ImageViewer({ urls, name }: { urls: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('catalog');
  const shown = Math.min(index, urls.length - 1);
  const current = urls[shown] ?? '';
  const altOf = (i: number) => (urls.length > 1 ? t('photos.alt', { name, n: i + 1, total: urls.length }) : name);
  const image = (
    <SafeImage
      src={current}
      alt={altOf(shown)}
      className={styles.mainImage}
      loading="eager"
      fetchPriority="high"
      sizes="(max-width: 900px) 100vw, 60vw"
    />
  );
  return (
    <div className={styles.viewer}>
      {current ? (
        <button
          type="button"
          className={`${styles.main} ${styles.open}`}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={t('photos.open', { name, n: shown + 1, total: urls.length })}
        >
          {image}
        </button>
      ) : (
        <div className={styles.main}>{image}</div>
      )}
      {urls.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('photos.label')}>
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('photos.show', { n: i + 1, total: urls.length })}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <SafeImage src={url} alt="" className={styles.thumbImage} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Lightbox
          photos={urls.map((src, i) => ({ src, alt: altOf(i) }))}
          name={name}
          index={shown}
          onIndex={setIndex}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
