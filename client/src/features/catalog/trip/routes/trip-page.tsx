import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { PageMeta } from '@/components/page-meta';
import { useNavigate } from '@/lib/lang-links';
import { TripPanel } from '@/features/catalog/trip/components/trip-panel';
import { tripActions, tripFromQuery } from '@/features/catalog/trip/lib/trip-store';
import styles from '@/features/catalog/trip/components/trip.module.css';

/**
 * /trip (and /hi/trip): the visitor's trip on a page of its own, with the tray's contents. A shared
 * link '/trip?l=…&x=…' becomes this browser's trip (then the address drops the query, so editing it
 * and reloading keep the visitor's own); not for search engines.
 */
export default function TripPage() {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const navigate = useNavigate();
  const [shared, setShared] = useState(false);
  useEffect(() => {
    const trip = tripFromQuery(new URLSearchParams(location.search));
    if (!trip) return;
    tripActions.replace(trip);
    setShared(true);
    navigate(PUBLIC_PATHS.trip, { replace: true });
  }, [location.search, navigate]);
  return (
    <main id="main" className="page">
      <PageMeta title={t('trip.metaTitle')} description={t('trip.metaDescription')} path={PUBLIC_PATHS.trip} />
      <meta name="robots" content="noindex" />
      <div className="container">
        <div className={styles.page}>
          <h1>{t('trip.title')}</h1>
          <p className={styles.muted}>{shared ? t('trip.shared') : t('trip.gathering')}</p>
          <TripPanel />
        </div>
      </div>
    </main>
  );
}
