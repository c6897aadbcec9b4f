import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ReplayEarlyChoices } from '@/components/replay-early-choices';
import { TripTray } from '@/features/catalog/trip/components/trip-tray';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './layout.module.css';
import { useTranslation } from 'react-i18next';

/** The common layout of the public pages: header with search bar, the page, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <div className={styles.body}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          {/* In the page's boundary: its effect runs once the page has hydrated (after the page's own). */}
          <ReplayEarlyChoices within="main" />
        </Suspense>
      </div>
      {/* Hydrated with the page, not when it comes into view: a section of the layout still waiting
          would hold back every navigation (React commits no transition that reaches a boundary it
          has not hydrated), as a tour's Persons after a picked departure showed (issue 25). */}
      <SiteFooter />
      <TripTray />
    </div>
  );
}
