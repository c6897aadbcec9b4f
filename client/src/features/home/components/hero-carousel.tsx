import { useEffect, useRef, useState } from 'react';
import { CallLink, WhatsAppLink } from '@/components/contact-links';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { useSiteInfo } from '@/lib/queries/site-config';
import { wrapIndex } from './carousel-index';
import styles from './hero-carousel.module.css';

/** The four clips and captions of docs/product.md#home. */
export const HERO_SLIDES = [
  { caption: 'Welcome', text: 'Stays, guided tours and Gypsy safaris in the heart of the Satpura hills.' },
  { caption: 'Elegant rooms for utmost comfort', text: 'Clean, cosy rooms with hill views and warm hospitality.' },
  { caption: 'Relax and unwind in style', text: 'Slow mornings, misty forests and quiet evenings by the fire.' },
  { caption: 'Tour To Your Dream Destination', text: 'Waterfalls, caves, temples and sunset points with local guides.' },
].map((s, i) => ({ ...s, video: `/media/hero/hero-${i + 1}.mp4`, poster: `/media/hero/hero-${i + 1}.jpg` }));

/** When a clip cannot play (missing file, data saver), move on after this long. */
const FALLBACK_ADVANCE_MS = 8_000;

/** Start paused for visitors who ask for less motion or less data (the poster shows instead). */
const startPaused = () =>
  typeof window !== 'undefined' &&
  (!!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * Full-width video carousel: one `<video>` at a time (only the current clip loads), the next
 * clip when one ends, dots to jump, a pause button, WhatsApp and Call Now on every clip.
 */
export function HeroCarousel() {
  const { businessName: name } = useSiteInfo();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(startPaused);
  const [broken, setBroken] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slide = HERO_SLIDES[index];
  const next = () => setIndex((i) => wrapIndex(i, 1, HERO_SLIDES.length));

  useEffect(() => setBroken(false), [index]);
  useEffect(() => {
    if (!broken || paused) return;
    const t = setTimeout(next, FALLBACK_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [broken, paused, index]);
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if (paused) v.pause();
    else void v.play().catch(() => setBroken(true));
  }, [paused, index]);

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Welcome to Pachmarhi">
      <video
        key={slide.video}
        ref={videoRef}
        className={styles.video}
        src={slide.video}
        poster={slide.poster}
        muted
        playsInline
        autoPlay={!paused}
        preload={paused ? 'none' : 'auto'}
        onEnded={next}
        onError={() => setBroken(true)}
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className={styles.shade} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.brand}>{name}</h1>
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true" key={index} className={styles.copy}>
          <p className={styles.caption}>{slide.caption}</p>
          <p className={styles.text}>{slide.text}</p>
        </div>
        <div className={styles.actions}>
          <WhatsAppLink message={`Hello ${name}! I would like to plan a trip to Pachmarhi.`} className="btn btn-whatsapp">WhatsApp</WhatsAppLink>
          <CallLink className="btn btn-light">Call Now</CallLink>
        </div>
      </div>
      <div className={styles.controls}>
        <ul className={styles.dots} aria-label="Choose a clip">
          {HERO_SLIDES.map((s, i) => (
            <li key={s.video}>
              <button type="button" className={styles.dot} aria-label={`Clip ${i + 1}: ${s.caption}`} aria-current={i === index ? 'true' : undefined} onClick={() => setIndex(i)} />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)} aria-label={paused ? 'Play video' : 'Pause video'}>
          {paused ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
      </div>
    </section>
  );
}
