import { useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { SafeImage } from '@/components/safe-image';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { MAX_ZOOM, useSwipeZoom } from '@/hooks/use-swipe-zoom';
import styles from './lightbox.module.css';
import { useTranslation } from 'react-i18next';

/** One photo of the viewer: a loadable URL, its alt text, and an optional caption. */
export interface LightboxPhoto {
  src: string;
  alt: string;
  title?: string;
  description?: string;
}

interface Props {
  photos: LightboxPhoto[];
  /** The photo shown, 0-based. */
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  /** The dialog's name when a photo has no title (e.g. the item's name). */
  name: string;
}

/**
 * Full-screen photo viewer (the gallery's and the detail pages'): previous and next wrap around,
 * arrow keys and sideways swipes step, pinch (phones), a double tap or click, '+' and '-' zoom,
 * Escape closes, and so does the phone's Back (the open photo is an entry of the tab's history,
 * taken back when it is closed otherwise); 'n of total' counter. Focus moves into the dialog, stays
 * there, and returns to the opener on close.
 */
export function Lightbox({ photos, index, onIndex, onClose, name }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const photo = photos[index];
  const total = photos.length;
  const step = (d: number) => total > 1 && onIndex((index + d + total) % total);
  const { view, zoomTo, toggleZoom } = useSwipeZoom(stageRef, step, index);
  useFocusTrap(true, dialogRef);

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

  // Back closes the photo instead of leaving the page: an entry of the same address while it is open.
  const closeRefFn = useRef(onClose);
  closeRefFn.current = onClose;
  useEffect(() => {
    window.history.pushState({ ...((window.history.state as object | null) ?? {}), lightbox: true }, '');
    let closedByBack = false;
    const onPop = () => {
      closedByBack = true;
      closeRefFn.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!closedByBack && (window.history.state as { lightbox?: boolean } | null)?.lightbox) window.history.back();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === '+' || e.key === '=') zoomTo(Math.min(MAX_ZOOM, view.scale * 1.5));
      else if (e.key === '-') zoomTo(view.scale / 1.5);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (!photo) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('lightbox.label', { title: photo.title || name, n: index + 1, total })}
      >
        <button
          ref={closeRef}
          type="button"
          className={`${styles.button} ${styles.close}`}
          onClick={onClose}
          aria-label={t('lightbox.close')}
        >
          <CloseIcon />
        </button>
        <figure className={styles.figure}>
          <div ref={stageRef} className={styles.stage} onDoubleClick={toggleZoom} data-testid="lightbox-stage">
            <SafeImage
              src={photo.src}
              alt={photo.alt}
              className={styles.image}
              loading="eager"
              draggable={false}
              data-zoom={view.scale.toFixed(2)}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          </div>
          <figcaption className={styles.caption}>
            {photo.title && <strong>{photo.title}</strong>}
            {photo.description && <span className={styles.description}>{photo.description}</span>}
            <span className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
              {t('lightbox.counter', { n: index + 1, total })}
            </span>
          </figcaption>
        </figure>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.prev}`}
              onClick={() => step(-1)}
              aria-label={t('lightbox.previous')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.next}`}
              onClick={() => step(1)}
              aria-label={t('lightbox.next')}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
