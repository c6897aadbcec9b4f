import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTimeIST, formatINR } from '@pachmarhi/common/format';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import { newReservationPath } from '@/features/admin/admin-paths';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { enquiryQueries } from '@/lib/queries/enquiries';

const PAGE_SIZE = 20;
const KIND: Record<Enquiry['kind'], string> = { room: 'Room', vehicle: 'Gypsy', tour: 'Tour' };

/** The new-reservation form prefilled from an enquiry (source WhatsApp, its reference in the notes). */
const reservationFrom = (e: Enquiry) =>
  newReservationPath({
    kind: e.kind, itemId: e.itemId, checkIn: e.checkIn, checkOut: e.checkOut ?? undefined, guests: String(e.guests),
    source: 'whatsapp', notes: `From enquiry #${e.reference}`,
  });

/**
 * /admin/enquiries: anonymous "Reserve via WhatsApp" enquiries, newest first. The search takes the
 * reference a visitor's message carries ('#K7Q2'); each row opens a prefilled new reservation.
 */
export default function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const list = useQuery(enquiryQueries.page({ q, page, limit: PAGE_SIZE }));
  const searchId = useId();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const go = (next: { q?: string; page?: number }) => {
    const out = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) out.set('q', nq);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <div className={ui.page}>
      <PageHeader title="Enquiries" subtitle={list.data ? `${total} enquir${total === 1 ? 'y' : 'ies'} from Reserve via WhatsApp` : 'Visitors who pressed Reserve via WhatsApp with dates'} />
      <form className={ui.toolbar} role="search" onSubmit={(e) => { e.preventDefault(); go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim(), page: 1 }); }}>
        <div className={cx(ui.field, ui.searchField)}>
          <label htmlFor={searchId}>Reference</label>
          <input id={searchId} name="q" className={ui.input} defaultValue={q} key={q} placeholder="#K7Q2" maxLength={20} />
        </div>
        <button type="submit" className={ui.btn}>Search</button>
        {q && <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={() => go({ q: '', page: 1 })}>Show all</button>}
      </form>
      {list.isLoading ? (
        <div className={ui.centered} role="status"><span className="spinner" aria-hidden="true" /><span>Loading enquiries...</span></div>
      ) : list.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert"><h2>Failed to load enquiries</h2></div>
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <div className={cx(ui.card, ui.empty)}><h2>No enquiries</h2><p>{q ? `No enquiry has the reference ${q}.` : 'None yet: they appear when visitors reserve via WhatsApp with dates.'}</p></div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead><tr><th>Ref</th><th>Item</th><th>Dates</th><th>Guests</th><th>Total</th><th>Asked</th><th /></tr></thead>
            <tbody>
              {list.data?.data.map((e) => (
                <tr key={e._id} data-testid="enquiry-row">
                  <td data-label="Ref" className={ui.nowrap}><strong>#{e.reference}</strong></td>
                  <td data-label="Item">{e.itemName ?? '(deleted)'}<div className={ui.itemMeta}>{KIND[e.kind]}{e.available ? '' : ' · was not available'}</div></td>
                  <td data-label="Dates" className={ui.nowrap}>{formatStayDate(e.checkIn)}{e.checkOut ? ` → ${formatStayDate(e.checkOut)}` : ''}</td>
                  <td data-label="Guests">{e.guests}</td>
                  <td data-label="Total">{formatINR(e.quote.total)}</td>
                  <td data-label="Asked" className={ui.nowrap}>{formatDateTimeIST(e.createdAt)}</td>
                  <td data-label=""><Link to={reservationFrom(e)} className={cx(ui.btn, ui.btnSmall)}>Make reservation</Link></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className={ui.toolbar}>
          <button type="button" className={cx(ui.btn, ui.btnGhost)} disabled={page <= 1} onClick={() => go({ page: page - 1 })}>Previous</button>
          <span>Page {page} of {pages}</span>
          <button type="button" className={cx(ui.btn, ui.btnGhost)} disabled={page >= pages} onClick={() => go({ page: page + 1 })}>Next</button>
        </div>
      )}
    </div>
  );
}
