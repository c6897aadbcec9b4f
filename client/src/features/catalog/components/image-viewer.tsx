import { useState } from 'react';
import { SafeImage } from '@/components/safe-image';
import styles from './image-viewer.module.css';
import { useTranslation } from 'react-i18next';

/** The main image of a detail page with clickable thumbnails (docs/product.md#detail-screens). */
export function ImageViewer({ urls, name }: { urls: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useTranslation('catalog');
  const current = urls[Math.min(index, urls.length - 1)] ?? '';
  return (
    <div className={styles.viewer}>
      <div className={styles.main}>
        <SafeImage
          src={current}
          alt={urls.length > 1 ? t('photos.alt', { name, n: index + 1, total: urls.length }) : name}
          className={styles.mainImage}
          loading="eager"
          fetchPriority="high"
          sizes="(max-width: 900px) 100vw, 60vw"
        />
      </div>
      {urls.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('photos.label')}>
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('photos.show', { n: i + 1, total: urls.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <SafeImage src={url} alt="" className={styles.thumbImage} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
