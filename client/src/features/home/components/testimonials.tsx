import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/icons';
import { wrapIndex } from './carousel-index';
import styles from './home.module.css';
import { useTranslation } from 'react-i18next';

/** The five fixed testimonials of docs/product.md#home. */
export const TESTIMONIALS = ['ananya', 'rahul', 'priya', 'irfan', 'sneha'] as const;

/** Testimonial carousel: previous and next wrap around. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const { t } = useTranslation('catalog');
  const guest = TESTIMONIALS[index];
  const go = (step: number) => setIndex((i) => wrapIndex(i, step, TESTIMONIALS.length));
  return (
    <section
      className={`section ${styles.testimonials}`}
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className={styles.testimonialHead}>
          <span className="eyebrow">{t('testimonials.eyebrow')}</span>
          <h2 id="testimonials-title">{t('testimonials.title')}</h2>
        </div>
        <div className={styles.quoteWrap}>
          <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={t('testimonials.previous')}>
            <ChevronLeftIcon />
          </button>
          <figure className={styles.quote} aria-live="polite" aria-atomic="true" key={index}>
            <div className={styles.stars} aria-label={t('testimonials.stars')} role="img">
              {Array.from({ length: 5 }, (_, i) => (
                <StarIcon key={i} />
              ))}
            </div>
            <blockquote>“{t(`testimonials.guests.${guest}.text`)}”</blockquote>
            <figcaption>
              <strong>{t(`testimonials.guests.${guest}.name`)}</strong>, {t(`testimonials.guests.${guest}.from`)}
              <span className="visually-hidden">
                {' '}
                {t('testimonials.position', { n: index + 1, total: TESTIMONIALS.length })}
              </span>
            </figcaption>
          </figure>
          <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={t('testimonials.next')}>
            <ChevronRightIcon />
          </button>
        </div>
        <p className={styles.counter} aria-hidden="true">
          {index + 1} / {TESTIMONIALS.length}
        </p>
      </div>
    </section>
  );
}
