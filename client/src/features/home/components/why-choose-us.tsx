import styles from './home.module.css';
import { useTranslation } from 'react-i18next';
import { useSiteClaims } from '@/lib/queries/site-config';

const REASONS = ['local', 'prices', 'together', 'replies'] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('catalog');
  const claims = useSiteClaims();
  return (
    <section className={`section ${styles.why}`} aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">{t('why.eyebrow')}</span>
            <h2 id="why-title">{t('why.title')}</h2>
          </div>
        </div>
        {claims.length > 0 && (
          <ul className={styles.stats}>
            {claims.map((c) => (
              <li key={c.key}>
                <strong>{c.value}</strong>
                <span>{t(`why.stats.${c.key}`)}</span>
              </li>
            ))}
          </ul>
        )}
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
