import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/icons';
import { wrapIndex } from './carousel-index';
import styles from './home.module.css';

/** The five fixed testimonials of docs/product.md#home. */
export const TESTIMONIALS = [
  { name: 'Ananya Sharma', from: 'Bhopal', text: 'The room was spotless and the view of the hills in the morning was magical. The Gypsy safari to Dhoopgarh for sunset was the highlight of our trip.' },
  { name: 'Rahul Verma', from: 'Indore', text: 'Booked everything over WhatsApp in ten minutes. Our driver knew every shortcut and took us to Bee Falls before the crowds arrived.' },
  { name: 'Priya & Karthik', from: 'Bengaluru', text: 'A perfect honeymoon stay. Warm hosts, home-style food and a guide who made the Pandav Caves come alive with stories.' },
  { name: 'Mohammed Irfan', from: 'Nagpur', text: 'Travelled with my parents and kids. They arranged a comfortable room and an easy tour plan that suited everyone. Highly recommended.' },
  { name: 'Sneha Kulkarni', from: 'Pune', text: 'Honest prices and quick replies. The Jata Shankar and Handi Khoh tour was beautifully planned. We will definitely come back in the monsoon.' },
];

/** Testimonial carousel: previous and next wrap around. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const t = TESTIMONIALS[index];
  const go = (step: number) => setIndex((i) => wrapIndex(i, step, TESTIMONIALS.length));
  return (
    <section className={`section ${styles.testimonials}`} aria-labelledby="testimonials-title" aria-roledescription="carousel">
      <div className="container">
        <div className={styles.testimonialHead}>
          <span className="eyebrow">Guest stories</span>
          <h2 id="testimonials-title">What our guests say</h2>
        </div>
        <div className={styles.quoteWrap}>
          <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Previous testimonial">
            <ChevronLeftIcon />
          </button>
          <figure className={styles.quote} aria-live="polite" aria-atomic="true" key={index}>
            <div className={styles.stars} aria-label="5 out of 5 stars" role="img">
              {Array.from({ length: 5 }, (_, i) => <StarIcon key={i} />)}
            </div>
            <blockquote>“{t.text}”</blockquote>
            <figcaption>
              <strong>{t.name}</strong>, {t.from}
              <span className="visually-hidden"> (testimonial {index + 1} of {TESTIMONIALS.length})</span>
            </figcaption>
          </figure>
          <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next testimonial">
            <ChevronRightIcon />
          </button>
        </div>
        <p className={styles.counter} aria-hidden="true">{index + 1} / {TESTIMONIALS.length}</p>
      </div>
    </section>
  );
}
