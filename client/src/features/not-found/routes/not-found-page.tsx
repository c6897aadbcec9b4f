import { Link } from '@/lib/lang-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from 'react-i18next';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="container page">
      <div className="state-panel">
        <span
          aria-hidden="true"
          style={{ fontSize: '3.5rem', fontFamily: 'var(--font-display)', color: 'var(--color-accent-dark)' }}
        >
          404
        </span>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Link to="/" className="btn btn-primary">
            {t('notFound.home')}
          </Link>
          <Link to="/contact" className="btn btn-ghost">
            {t('notFound.contact')}
          </Link>
        </div>
      </div>
    </main>
  );
}
