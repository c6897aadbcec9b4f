import { Link } from '@/lib/lang-links';
import { PageMeta } from '@/components/page-meta';
import styles from './about-page.module.css';
import { useTranslation } from 'react-i18next';
import { useSiteClaims } from '@/lib/queries/site-config';

const VALUES = ['local', 'comfort', 'nature'] as const;

/** /about: the business, quick facts and links to /tours and /hotel. */
export default function AboutPage() {
  const { t } = useTranslation('pages');
  const claims = useSiteClaims();
  return (
    <main id="main" className="page">
      <PageMeta title={t('about.title')} path="/about" description={t('about.description')} preview="about" />
      <div className="container">
        <div className={styles.intro}>
          <div>
            <span className="eyebrow">{t('about.eyebrow')}</span>
            <h1>{t('about.heading')}</h1>
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
            <div className={styles.actions}>
              <Link to="/tours" className="btn btn-primary">
                {t('about.exploreTours')}
              </Link>
              <Link to="/hotel" className="btn btn-outline">
                {t('about.seeRooms')}
              </Link>
            </div>
          </div>
          {claims.length > 0 && (
            <section aria-labelledby="facts-title" className={styles.factsBox}>
              <h2 id="facts-title">{t('about.quickFacts')}</h2>
              <dl className={styles.facts}>
                {claims.map((c) => (
                  <div key={c.key}>
                    <dt>{t(`about.facts.${c.key}`)}</dt>
                    <dd>{c.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
        <section className={styles.values} aria-labelledby="values-title">
          <h2 id="values-title">{t('about.valuesTitle')}</h2>
          <ul>
            {VALUES.map((v) => (
              <li key={v}>
                <h3>{t(`about.values.${v}.title`)}</h3>
                <p>{t(`about.values.${v}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
