import { lazy, Suspense } from 'react';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { RegisterExport } from '@/features/admin/shared/stay/register-export';
import ui from '@/features/admin/shared/ui.module.css';
import { ChartsLoading } from '@/features/admin/shared/components/charts-state';
import { GstDownload, PaymentsDownload, TallyDownload } from '@/features/admin/reports/components/money-downloads';
import { mayUse } from '@pachmarhi/common/staff-access';
import { useSession } from '@/lib/use-session';
import css from '@/features/admin/reports/components/reports.module.css';
import { adminText } from '@/i18n';

// The charts and their library are a chunk of their own, fetched when the screen shows.
const MonthlyCharts = lazy(() => import('@/features/admin/reports/components/monthly-charts'));

/**
 * /admin/reports (the owner and the accountant; in the phone menu): room occupancy and money
 * received by month for the last 12 months, and the files an accountant and an inspector ask for —
 * the GST report of a month, the payments of a date range, the month's books for Tally Prime and,
 * for the owner, the guest register of a range of check-ins (the accountant sees nothing personal
 * beyond the names on invoices). Every date and time in them is IST.
 */
export default function ReportsPage() {
  const registerToo = mayUse(Number(useSession()?.user.role ?? 0), 'desk');
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('reportsPage.title')} subtitle={adminText('reportsPage.subtitle')} />
      <section className={css.section} aria-labelledby="reports-months">
        <h2 id="reports-months" className={css.sectionTitle}>
          {adminText('reportsPage.byMonth')}
        </h2>
        <Suspense fallback={<ChartsLoading />}>
          <MonthlyCharts />
        </Suspense>
      </section>
      <section className={css.section} aria-labelledby="reports-files">
        <h2 id="reports-files" className={css.sectionTitle}>
          {adminText('reportsPage.files')}
        </h2>
        <p className={ui.itemMeta}>{adminText('reportsPage.filesHint')}</p>
        <div className={css.downloads}>
          <GstDownload />
          <PaymentsDownload />
          <TallyDownload />
          {registerToo && <RegisterExport />}
        </div>
      </section>
    </div>
  );
}
