import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTimeIST, formatINR } from '@pachmarhi/common/format';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@pachmarhi/common/enquiry';
import { ADMIN_PATHS, newReservationPath, tripPath } from '@/features/admin/admin-screens';
import { EnquiryTripDialog } from '@/features/admin/enquiries/components/enquiry-trip-dialog';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { enquiryQueries } from '@/lib/queries/enquiries';
import { adminText } from '@/i18n';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';
import { useEnquiryStatus } from '@/features/admin/enquiries/api/enquiry-status';
import css from './enquiries.module.css';

const PAGE_SIZE = 20;

/**
 * The new-reservation form prefilled from an enquiry (source WhatsApp, its reference in the notes),
 * made from it: the reservation keeps the quoted total unless re-priced.
 */
const reservationFrom = (e: Enquiry) =>
  newReservationPath({
    kind: e.kind,
    itemId: e.itemId,
    checkIn: e.checkIn ?? undefined,
    checkOut: e.checkOut ?? undefined,
    guests: String(e.guests),
    source: 'whatsapp',
    notes: adminText('enquiriesPage.fromEnquiry', { reference: e.reference }),
    enquiryId: e._id,
    enquiryReference: e.reference,
    quotedTotal: e.quote ? String(e.quote.total) : undefined,
  });

/** The reservations list searched for one reference. */
const reservationLink = (reference: string) => `${ADMIN_PATHS.reservations}?q=${encodeURIComponent(reference)}`;

/** The status word of an enquiry in the admin's language. */
const statusLabel = (s: EnquiryStatus) => adminText(`enquiriesPage.status.${s}`);

/**
 * /admin/enquiries: anonymous "Reserve via WhatsApp" enquiries, newest first. The search takes the
 * reference a visitor's message carries ('#K7Q2'); the owner sets each one's status; a row opens a
 * new reservation made from it, or once booked shows "Booked → reference". Phones show compact cards.
 */
export default function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const list = useQuery(enquiryQueries.page({ q, page, limit: PAGE_SIZE }));
  const setStatus = useEnquiryStatus();
  const [making, setMaking] = useState<Enquiry | null>(null);
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
      <PageHeader
        title={adminText('enquiriesPage.enquiries')}
        subtitle={
          list.data
            ? adminText('enquiriesPage.count', { count: total })
            : adminText('enquiriesPage.visitorsWhoPressedReserve')
        }
      />
      <form
        className={ui.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim(), page: 1 });
        }}
      >
        <div className={cx(ui.field, ui.searchField)}>
          <label htmlFor={searchId}>{adminText('enquiriesPage.reference')}</label>
          <input
            type="search"
            id={searchId}
            name="q"
            className={ui.input}
            defaultValue={q}
            key={q}
            placeholder="#K7Q2"
            maxLength={20}
          />
        </div>
        <button type="submit" className={ui.btn}>
          {adminText('enquiriesPage.search')}
        </button>
        {q && (
          <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={() => go({ q: '', page: 1 })}>
            {adminText('enquiriesPage.showAll')}
          </button>
        )}
      </form>
      {list.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('enquiriesPage.loadingEnquiries')}</span>
        </div>
      ) : list.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('enquiriesPage.failedToLoadEnquiries')}</h2>
        </div>
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <h2>{adminText('enquiriesPage.noEnquiries')}</h2>
          <p>
            {q ? adminText('enquiriesPage.noEnquiryHasThe', { q: q }) : adminText('enquiriesPage.noneYetTheyAppear')}
          </p>
        </div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={cx(ui.table, css.cards)}>
            <thead>
              <tr>
                <th>{adminText('enquiriesPage.ref')}</th>
                <th>{adminText('enquiriesPage.item')}</th>
                <th>{adminText('enquiriesPage.dates')}</th>
                <th>{adminText('enquiriesPage.guests')}</th>
                <th>{adminText('enquiriesPage.total')}</th>
                <th>{adminText('enquiriesPage.asked')}</th>
                <th>{adminText('enquiriesPage.statusColumn')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data?.data.map((e) => (
                <tr key={e._id} data-testid="enquiry-row">
                  <td data-label={adminText('cardLabels.ref')} className={cx(ui.nowrap, css.ref)}>
                    <strong>#{e.reference}</strong>
                  </td>
                  <td data-label={adminText('cardLabels.item')} className={css.item}>
                    {e.itemName ?? adminText('enquiriesPage.deleted')}
                    {e.lines && e.lines.length > 1 ? (
                      <div className={ui.itemMeta} data-testid="enquiry-lines">
                        {adminText('enquiriesPage.tripLines', { count: e.lines.length })}
                        {e.extras?.length ? adminText('enquiriesPage.tripExtras', { count: e.extras.length }) : ''}
                      </div>
                    ) : null}
                    <div className={ui.itemMeta}>
                      {KIND_LABEL[e.kind]}
                      {e.available === false ? adminText('enquiriesPage.wasNotAvailable') : ''}
                    </div>
                  </td>
                  <td data-label={adminText('cardLabels.dates')} className={cx(ui.nowrap, css.dates)}>
                    {e.checkIn ? formatStayDate(e.checkIn) : adminText('enquiriesPage.noDates')}
                    {e.checkOut ? ` → ${formatStayDate(e.checkOut)}` : ''}
                  </td>
                  <td data-label={adminText('cardLabels.guests')} className={css.guests}>
                    {e.guests}
                  </td>
                  <td data-label={adminText('cardLabels.total')} className={css.total}>
                    {e.tripQuote
                      ? formatINR(Math.round(e.tripQuote.grandTotal / 100))
                      : e.quote
                        ? formatINR(e.quote.total)
                        : '—'}
                  </td>
                  <td data-label={adminText('cardLabels.asked')} className={cx(ui.nowrap, css.asked)}>
                    {formatDateTimeIST(e.createdAt)}
                  </td>
                  <td data-label="" className={css.status}>
                    <select
                      className={cx(ui.select, css.statusSelect)}
                      value={e.status}
                      aria-label={adminText('enquiriesPage.statusOf', { reference: e.reference })}
                      disabled={setStatus.isPending && setStatus.variables?.id === e._id}
                      onChange={(ev) => setStatus.mutate({ id: e._id, status: ev.target.value as EnquiryStatus })}
                      data-testid="enquiry-status"
                    >
                      {ENQUIRY_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {statusLabel(s)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label="" className={css.action}>
                    {e.tripId && e.tripReference && e.lines ? (
                      <Link
                        to={tripPath(e.tripId)}
                        className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                        data-testid="enquiry-booked"
                      >
                        {adminText('enquiriesPage.bookedAs', { reference: e.tripReference })}
                      </Link>
                    ) : e.lines ? (
                      <button type="button" className={cx(ui.btn, ui.btnSmall)} onClick={() => setMaking(e)}>
                        {adminText('enquiriesPage.makeTrip')}
                      </button>
                    ) : e.reservationReference ? (
                      <Link
                        to={reservationLink(e.reservationReference)}
                        className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                        data-testid="enquiry-booked"
                      >
                        {adminText('enquiriesPage.bookedAs', { reference: e.reservationReference })}
                      </Link>
                    ) : (
                      <Link to={reservationFrom(e)} className={cx(ui.btn, ui.btnSmall)}>
                        {adminText('enquiriesPage.makeReservation')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {making && <EnquiryTripDialog enquiry={making} onClose={() => setMaking(null)} />}
      {pages > 1 && (
        <div className={ui.toolbar}>
          <button
            type="button"
            className={cx(ui.btn, ui.btnGhost)}
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            {adminText('enquiriesPage.previous')}
          </button>
          <span>
            {adminText('enquiriesPage.page')} {page} {adminText('enquiriesPage.of')} {pages}
          </span>
          <button
            type="button"
            className={cx(ui.btn, ui.btnGhost)}
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
          >
            {adminText('enquiriesPage.next')}
          </button>
        </div>
      )}
    </div>
  );
}
