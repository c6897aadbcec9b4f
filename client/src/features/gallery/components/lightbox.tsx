import { useEffect, useRef } from 'react';
import type { GalleryImage } from '@pachmarhi/common/types';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { SafeImage } from '@/components/safe-image';
import { imageUrl } from '@/lib/api';
import styles from './gallery.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  images: GalleryImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}

/**
 * Full-screen image viewer: previous and next wrap around, Escape closes, arrow keys step,
 * 'n of total' counter. Focus moves into the dialog and returns to the opener on close.
 */
export function Lightbox({ images, index, onIndex, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('pages');
  const dialogRef = useRef<HTMLDivElement>(null);
  const img = images[index];
  const total = images.length;
  const step = (d: number) => onIndex((index + d + total) % total);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'Tab') {
        // Keep keyboard focus inside the dialog.
        const f = dialogRef.current?.querySelectorAll<HTMLElement>('button');
        if (!f || f.length === 0) return;
        const first = f[0];
        const last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
        else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (!img) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={t('lightbox.label', { title: img.title, n: index + 1, total })}>
        <button ref={closeRef} type="button" className={`${styles.lbButton} ${styles.close}`} onClick={onClose} aria-label={t('lightbox.close')}>
          <CloseIcon />
        </button>
        <figure className={styles.figure}>
          <SafeImage src={imageUrl(img.imageUrl)} alt={img.altText || img.title} className={styles.lbImage} loading="eager" />
          <figcaption className={styles.lbCaption}>
            <strong>{img.title}</strong>
            {img.description && <span className={styles.lbDescription}>{img.description}</span>}
            <span className={styles.counter} aria-live="polite">{t('lightbox.counter', { n: index + 1, total })}</span>
          </figcaption>
        </figure>
        {total > 1 && (
          <>
            <button type="button" className={`${styles.lbButton} ${styles.prev}`} onClick={() => step(-1)} aria-label={t('lightbox.previous')}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className={`${styles.lbButton} ${styles.next}`} onClick={() => step(1)} aria-label={t('lightbox.next')}>
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
