import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/lib/lang-links';
import { PageMeta } from '@/components/page-meta';

type Legal =
  | { page: 'terms'; sections: ('bookings' | 'prices' | 'cancellations' | 'account' | 'safety')[] }
  | { page: 'privacy'; sections: ('keep' | 'why' | 'cookies' | 'choices')[] };

/**
 * The frame of the short legal pages (/terms, /privacy): a title, the date it was last changed and
 * plain sections, each a heading and a paragraph (namespace pages: legal.<page>.<section>.heading, .text).
 */
export function LegalPage({ page, sections }: Legal) {
  const { t } = useTranslation('pages');
  const title = t(`legal.${page}.title`);
  return (
    <main id="main" className="page">
      <PageMeta title={title} path={`/${page}`} description={t(`legal.${page}.description`)} />
      <article className="container" style={{ maxWidth: '72ch' }}>
        <h1>{title}</h1>
        <p className="muted">{t('legal.updated', { date: t('legal.updatedDate') })}</p>
        {sections.map((s) => (
          <section key={s}>
            <h2>{t(`legal.${page}.${s}.heading` as 'legal.terms.bookings.heading')}</h2>
            <p>{t(`legal.${page}.${s}.text` as 'legal.terms.bookings.text')}</p>
          </section>
        ))}
        <p>
          <Trans t={t} i18nKey="legal.questions" components={{ contact: <Link to="/contact" /> }} />
        </p>
      </article>
    </main>
  );
}
