import { Link } from 'react-router-dom';
import type { EnquiryCount } from '@pachmarhi/common/enquiry';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';

const KIND: Record<EnquiryCount['kind'], string> = { room: 'Room', vehicle: 'Gypsy', tour: 'Tour' };

/**
 * Demand per item: anonymous "Reserve via WhatsApp" enquiries of the last 30 days, most asked
 * first (`data.enquiries` of `GET /api/dashboard/stats`), even when the chat went on elsewhere.
 */
export function EnquiryCounts({ counts }: { counts: EnquiryCount[] }) {
  return (
    <section className={css.section} aria-labelledby="enquiry-counts">
      <h2 id="enquiry-counts" className={css.sectionTitle}>WhatsApp enquiries, last 30 days <Link to={ADMIN_PATHS.enquiries} className={css.statNote}>Open enquiries</Link></h2>
      {counts.length === 0 ? (
        <div className={cx(ui.card, ui.empty)}><p>No enquiries in the last 30 days.</p></div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead><tr><th>Item</th><th>Kind</th><th>Enquiries</th></tr></thead>
            <tbody>
              {counts.map((c) => (
                <tr key={c.itemId} data-testid="enquiry-count">
                  <td data-label="Item">{c.itemName ?? '(deleted)'}</td>
                  <td data-label="Kind">{KIND[c.kind]}</td>
                  <td data-label="Enquiries"><strong>{c.count}</strong></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
