import { Link } from 'react-router-dom';
import type { EnquiryCount } from '@pachmarhi/common/enquiry';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';
import { adminText } from '@/i18n';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';

/**
 * Demand per item: anonymous "Reserve via WhatsApp" enquiries of the last 30 days, most asked
 * first (`data.enquiries` of `GET /api/dashboard/stats`), even when the chat went on elsewhere.
 */
export function EnquiryCounts({ counts }: { counts: EnquiryCount[] }) {
  return (
    <section className={css.section} aria-labelledby="enquiry-counts">
      <h2 id="enquiry-counts" className={css.sectionTitle}>
        {adminText('enquiryCounts.whatsappEnquiriesLast30')}{' '}
        <Link to={ADMIN_PATHS.enquiries} className={css.statNote}>
          {adminText('enquiryCounts.openEnquiries')}
        </Link>
      </h2>
      {counts.length === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <p>{adminText('enquiryCounts.noEnquiriesInThe')}</p>
        </div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th>{adminText('enquiryCounts.item')}</th>
                <th>{adminText('enquiryCounts.kind')}</th>
                <th>{adminText('enquiryCounts.enquiries')}</th>
              </tr>
            </thead>
            <tbody>
              {counts.map((c) => (
                <tr key={c.itemId} data-testid="enquiry-count">
                  <td data-label={adminText('cardLabels.item')}>{c.itemName ?? adminText('enquiryCounts.deleted')}</td>
                  <td data-label={adminText('cardLabels.kind')}>{KIND_LABEL[c.kind]}</td>
                  <td data-label={adminText('cardLabels.enquiries')}>
                    <strong>{c.count}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
