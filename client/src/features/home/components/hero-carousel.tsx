import { useEffect, useRef, useState } from 'react';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { useSiteInfo } from '@/lib/queries/site-config';
import { wrapIndex } from './carousel-index';
import styles from './hero-carousel.module.css';
import { useTranslation } from 'react-i18next';

/** The four clips of docs/product.md#home; `key` names their caption and text (catalog: hero.<key>.caption, .text). */
export const HERO_SLIDES = (['welcome', 'rooms', 'relax', 'tour'] as const).map((key, i) => ({
  key,
  video: `/media/hero/hero-${i + 1}.mp4`,
  poster: `/media/hero/hero-${i + 1}.jpg`,
  /** The poster's `srcset`: an 800 px WebP copy for phones beside the 1280 px JPEG. */
  posterSrcSet: `/media/hero/hero-${i + 1}-800.webp 800w, /media/hero/hero-${i + 1}.jpg 1280w`,
}));

/** When a clip cannot play (missing file, data saver), move on after this long. */
const FALLBACK_ADVANCE_MS = 8_000;

/** After the page's load, the longest wait for an idle moment before the first clip starts loading (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/** Run `fn` once the page has loaded and the browser is idle; returns a cancel function. */
function whenIdle(fn: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, IDLE_TIMEOUT_MS);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

/** Stay paused for visitors who ask for less motion or less data (the poster shows instead). */
const startPaused = () =>
  typeof window !== 'undefined' &&
  (!!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ||
    !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * Full-width video carousel: one `<video>` at a time, the next clip when one ends, dots to jump, a
 * pause button, WhatsApp and Call Now on every clip. The page (also as rendered on the server)
 * shows only the first clip's poster, preloaded as the page's main image; the clip itself loads
 * once the page is idle, later clips when shown. Reduced motion and Save-Data keep the poster until
 * the visitor presses play.
 */
export function HeroCarousel() {
  const { businessName: name } = useSiteInfo();
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // No clip loads before the page is idle (and none at all while paused by preference).
  const [loadClips, setLoadClips] = useState(false);
  const [broken, setBroken] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slide = HERO_SLIDES[index];
  const next = () => setIndex((i) => wrapIndex(i, 1, HERO_SLIDES.length));

  useEffect(() => {
    if (startPaused()) {
      setPaused(true);
      return;
    }
    return whenIdle(() => setLoadClips(true));
  }, []);
  useEffect(() => setBroken(false), [index]);
  useEffect(() => {
    if (!broken || paused) return;
    const timer = setTimeout(next, FALLBACK_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [broken, paused, index]);
  useEffect(() => {
    const v = videoRef.current;
    if (!v || !loadClips) return;
    if (paused) v.pause();
    else void v.play().catch(() => setBroken(true));
  }, [paused, index, loadClips]);
  const togglePause = () => {
    setPaused((p) => !p);
    setLoadClips(true);
  };

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={t('hero.label')}>
      {/* The poster is an image under the clip (the page's main image: loaded first, sized for the screen). */}
      <img
        key={slide.poster}
        className={styles.video}
        src={slide.poster}
        srcSet={slide.posterSrcSet}
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
      />
      <video
        key={slide.video}
        ref={videoRef}
        className={styles.video}
        src={loadClips ? slide.video : undefined}
        muted
        playsInline
        autoPlay={loadClips && !paused}
        preload={loadClips && !paused ? 'auto' : 'none'}
        onEnded={next}
        onError={() => setBroken(true)}
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className={styles.shade} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.brand}>{name}</h1>
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true" key={index} className={styles.copy}>
          <p className={styles.caption}>{t(`hero.${slide.key}.caption`)}</p>
          <p className={styles.text}>{t(`hero.${slide.key}.text`)}</p>
        </div>
        <div className={styles.actions}>
          <WhatsAppLink message={t('hero.whatsappMessage', { name })} className="btn btn-whatsapp">
            {t('card.whatsapp')}
          </WhatsAppLink>
          <CallLink className="btn btn-light">{t('hero.callNow')}</CallLink>
        </div>
      </div>
      <div className={styles.controls}>
        <ul className={styles.dots} aria-label={t('hero.chooseClip')}>
          {HERO_SLIDES.map((s, i) => (
            <li key={s.video}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('hero.clip', { n: i + 1, caption: t(`hero.${s.key}.caption`) })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.pause}
          onClick={togglePause}
          aria-label={paused ? t('hero.play') : t('hero.pause')}
        >
          {paused ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
      </div>
    </section>
  );
}
