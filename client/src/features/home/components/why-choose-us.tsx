import styles from './home.module.css';
import { useTranslation } from 'react-i18next';

/** Static marketing claims of docs/product.md#overview. */
const STATS = [
  { value: '50+', label: 'accommodations' },
  { value: '25+', label: 'tours' },
  { value: '30+', label: 'vehicles' },
  { value: '500+', label: 'guests' },
  { value: '4.9/5', label: 'rating' },
  { value: '98%', label: 'satisfaction' },
] as const;

const REASONS = ['local', 'prices', 'together', 'replies'] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('catalog');
  return (
    <section className={`section ${styles.why}`} aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">{t('why.eyebrow')}</span>
            <h2 id="why-title">{t('why.title')}</h2>
          </div>
        </div>
        <ul className={styles.stats}>
          {STATS.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              <span>{t(`why.stats.${s.label}`)}</span>
            </li>
          ))}
        </ul>
        <ul className={styles.reasons}>
          {REASONS.map((r) => (
            <li key={r}>
              <h3>{t(`why.reasons.${r}.title`)}</h3>
              <p>{t(`why.reasons.${r}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
